import Foundation

/// The structure of an animated WebP file, read from its RIFF chunks: FFmpeg 5.1 decodes only
/// still WebP images, so tests read the animation here and decode single frames with FFmpeg.
struct WebPFile {
    struct AnimationFrame {
        var x: Int, y: Int, width: Int, height: Int
        /// Milliseconds.
        var duration: Int
        /// The frame's image chunks (`ALPH`, `VP8 `, `VP8L`), to wrap as a still WebP.
        var chunks: [(fourCC: String, payload: [UInt8])]
    }

    var canvasWidth = 0, canvasHeight = 0
    var hasAlpha = false
    var isAnimated = false
    /// Plays (0 = forever).
    var loopCount = 0
    var frames: [AnimationFrame] = []
    /// libwebp writes an animation of one distinct frame as a still image.
    var stillImage: [UInt8]?

    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.count > 12, String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF",
              String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP" else { throw CocoaError(.fileReadCorruptFile) }
        for (fourCC, payload) in Self.chunks(bytes, from: 12) {
            switch fourCC {
            case "VP8X":
                hasAlpha = payload[0] & 0x10 != 0
                isAnimated = payload[0] & 0x02 != 0
                canvasWidth = Self.uint24(payload, 4) + 1
                canvasHeight = Self.uint24(payload, 7) + 1
            case "ANIM":
                loopCount = Int(payload[4]) | Int(payload[5]) << 8
            case "ANMF":
                frames.append(AnimationFrame(
                    x: 2 * Self.uint24(payload, 0), y: 2 * Self.uint24(payload, 3),
                    width: Self.uint24(payload, 6) + 1, height: Self.uint24(payload, 9) + 1,
                    duration: Self.uint24(payload, 12), chunks: Self.chunks(Array(payload[16...]), from: 0)))
            default: break
            }
        }
        if !isAnimated { stillImage = bytes }
    }

    /// Writes frame `index` as a still WebP file that FFmpeg's decoder reads.
    func writeStill(frame index: Int, to path: String) throws {
        if let stillImage, index == 0 {
            try Data(stillImage).write(to: URL(fileURLWithPath: path))
            return
        }
        let frame = frames[index]
        var body = Array("WEBP".utf8)
        let hasAlphaChunk = frame.chunks.contains { $0.fourCC == "ALPH" }
        if hasAlphaChunk {
            var header: [UInt8] = [0x10, 0, 0, 0]
            header += Self.bytes24(frame.width - 1) + Self.bytes24(frame.height - 1)
            body += Self.chunk("VP8X", header)
        }
        for chunk in frame.chunks { body += Self.chunk(chunk.fourCC, chunk.payload) }
        let file = Array("RIFF".utf8) + Self.bytes32(body.count) + body
        try Data(file).write(to: URL(fileURLWithPath: path))
    }

    private static func chunks(_ bytes: [UInt8], from start: Int) -> [(fourCC: String, payload: [UInt8])] {
        var result: [(String, [UInt8])] = []
        var offset = start
        while offset + 8 <= bytes.count {
            let fourCC = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            let end = min(bytes.count, offset + 8 + size)
            result.append((fourCC, Array(bytes[(offset + 8)..<end])))
            offset += 8 + size + size % 2
        }
        return result
    }

    private static func chunk(_ fourCC: String, _ payload: [UInt8]) -> [UInt8] {
        Array(fourCC.utf8) + bytes32(payload.count) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    private static func uint24(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 }
    private static func bytes24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
    private static func bytes32(_ v: Int) -> [UInt8] { bytes24(v) + [UInt8(v >> 24 & 0xFF)] }
}
