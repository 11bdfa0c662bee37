import Foundation
import Render

/// An animated WebP decoded with libwebp's own tools, as a viewer shows it: `webpmux` lists
/// and extracts the frames, `dwebp` decodes each, and the frames are composed on the canvas
/// with their offsets, blending and disposal (FFmpeg 5.1 cannot decode animated WebP).
public struct WebPAnimation {
    public struct StoredFrame: Sendable {
        public var x: Int, y: Int, width: Int, height: Int
        /// Milliseconds.
        public var duration: Int
        public var disposesToBackground: Bool
        public var blends: Bool
    }

    public let canvasWidth: Int
    public let canvasHeight: Int
    public let stored: [StoredFrame]
    /// The canvas after each stored frame, premultiplied BGRA like a rendered frame.
    public let canvases: [Frame]

    /// The total of the frames' durations, in milliseconds.
    public var duration: Int { stored.map(\.duration).reduce(0, +) }

    /// Reads the frames; with `decode`, also decodes and composes every one.
    public init(path: String, decode: Bool = true) throws {
        let info = try Self.tool("/usr/bin/webpmux", ["-info", path])
        let lines = info.split(separator: "\n").map(String.init)
        guard let sizeLine = lines.first(where: { $0.hasPrefix("Canvas size:") }),
              let headerIndex = lines.firstIndex(where: { $0.hasPrefix("No.:") }) else {
            throw WebPToolError(message: "webpmux -info: not an animation:\n\(info)")
        }
        let size = sizeLine.dropFirst("Canvas size:".count).split(separator: "x").map { Int($0.trimmingCharacters(in: .whitespaces)) ?? 0 }
        (canvasWidth, canvasHeight) = (size[0], size[1])
        let columns = lines[headerIndex].dropFirst("No.:".count).split(separator: " ").map(String.init)
        func column(_ name: String, _ fields: [String]) -> String { fields[columns.firstIndex(of: name)! + 1] }
        stored = lines[(headerIndex + 1)...].map { $0.split(separator: " ").map(String.init) }.filter { $0.first?.hasSuffix(":") == true }.map {
            StoredFrame(
                x: Int(column("x_offset", $0))!, y: Int(column("y_offset", $0))!,
                width: Int(column("width", $0))!, height: Int(column("height", $0))!,
                duration: Int(column("duration", $0))!,
                disposesToBackground: column("dispose", $0) == "background", blends: column("blend", $0) == "yes")
        }
        guard decode else {
            canvases = []
            return
        }
        // Straight RGBA canvas, starting transparent as libwebp's animation decoder does.
        var canvas = [UInt8](repeating: 0, count: canvasWidth * canvasHeight * 4)
        var canvases: [Frame] = []
        let scratch = NSTemporaryDirectory() + "reel-webp-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch + ".webp"); try? FileManager.default.removeItem(atPath: scratch + ".pam") }
        for (index, frame) in stored.enumerated() {
            if index > 0, stored[index - 1].disposesToBackground {
                let previous = stored[index - 1]
                for y in previous.y..<(previous.y + previous.height) {
                    for x in previous.x..<(previous.x + previous.width) { for c in 0..<4 { canvas[(y * canvasWidth + x) * 4 + c] = 0 } }
                }
            }
            _ = try Self.tool("/usr/bin/webpmux", ["-get", "frame", String(index + 1), path, "-o", scratch + ".webp"])
            _ = try Self.tool("/usr/bin/dwebp", [scratch + ".webp", "-pam", "-o", scratch + ".pam"])
            let pixels = try Self.readPAM(scratch + ".pam", width: frame.width, height: frame.height)
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let s = (y * frame.width + x) * 4, d = ((frame.y + y) * canvasWidth + frame.x + x) * 4
                    let sa = Double(pixels[s + 3]) / 255
                    guard frame.blends, sa < 1 else {
                        for c in 0..<4 { canvas[d + c] = pixels[s + c] }
                        continue
                    }
                    // Straight-alpha "source over", as the WebP container specification gives it.
                    let da = Double(canvas[d + 3]) / 255
                    let a = sa + da * (1 - sa)
                    for c in 0..<3 {
                        let value = a == 0 ? 0 : (Double(pixels[s + c]) * sa + Double(canvas[d + c]) * da * (1 - sa)) / a
                        canvas[d + c] = UInt8(value.rounded())
                    }
                    canvas[d + 3] = UInt8((a * 255).rounded())
                }
            }
            canvases.append(try Self.frame(straightRGBA: canvas, width: canvasWidth, height: canvasHeight))
        }
        self.canvases = canvases
    }

    /// The canvas on screen `milliseconds` after the animation starts.
    public func frame(atMilliseconds milliseconds: Double) -> Frame? {
        var start = 0.0
        for (index, frame) in stored.enumerated() {
            start += Double(frame.duration)
            if milliseconds < start - 1e-6 { return canvases[index] }
        }
        return nil
    }

    /// Premultiplied BGRA, as the renderer makes frames.
    private static func frame(straightRGBA pixels: [UInt8], width: Int, height: Int) throws -> Frame {
        var frame = Frame(width: width, height: height)
        for i in 0..<(width * height) {
            let a = Int(pixels[i * 4 + 3])
            func premultiplied(_ c: UInt8) -> UInt8 { UInt8((Int(c) * a + 127) / 255) }
            frame.pixels[i * 4] = premultiplied(pixels[i * 4 + 2])
            frame.pixels[i * 4 + 1] = premultiplied(pixels[i * 4 + 1])
            frame.pixels[i * 4 + 2] = premultiplied(pixels[i * 4])
            frame.pixels[i * 4 + 3] = UInt8(a)
        }
        return frame
    }

    private static func readPAM(_ path: String, width: Int, height: Int) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let marker = Array("ENDHDR\n".utf8)
        guard let end = (0..<(bytes.count - marker.count)).first(where: { Array(bytes[$0..<($0 + marker.count)]) == marker }) else {
            throw WebPToolError(message: "\(path) is not a PAM file")
        }
        let header = String(decoding: bytes[..<end], as: UTF8.self)
        guard header.contains("WIDTH \(width)\n"), header.contains("HEIGHT \(height)\n"), header.contains("DEPTH 4") else {
            throw WebPToolError(message: "dwebp wrote \(header), expected \(width)×\(height) RGBA")
        }
        return Array(bytes[(end + marker.count)...])
    }

    private static func tool(_ executable: String, _ arguments: [String]) throws -> String {
        let result = try ProcessResult.run(executable, arguments)
        guard result.status == 0 else {
            throw WebPToolError(message: "\(executable) \(arguments.joined(separator: " ")) failed: \(result.standardError)")
        }
        return result.standardOutput + result.standardError
    }
}

/// A libwebp tool failed or wrote something unexpected.
public struct WebPToolError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
