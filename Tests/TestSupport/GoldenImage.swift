import Foundation
import Render

/// Compares rendered frames with stored PNGs ("goldens").
///
/// A comparison passes when every channel of every pixel is within `tolerance` (0–255) of
/// the golden. A failure writes `<name>.actual.png` and `<name>.diff.png` beside the golden
/// (the diff shows the golden in grey with differing pixels in red, brighter for larger
/// differences). `REEL_RECORD_GOLDENS=1` in the environment writes the rendered frame as the
/// new golden instead of comparing.
public enum GoldenImage {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["REEL_RECORD_GOLDENS"] == "1" }

    /// Compares `frame` with the golden at `path` (absolute, ending in `.png`).
    public static func compare(_ frame: Frame, withGoldenAt path: String, tolerance: Int = 2) throws -> GoldenComparison {
        let base = String(path.dropLast(4))
        let actualPath = base + ".actual.png", diffPath = base + ".diff.png"
        try? FileManager.default.removeItem(atPath: actualPath)
        try? FileManager.default.removeItem(atPath: diffPath)
        if isRecording {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try frame.pngData().write(to: URL(fileURLWithPath: path))
            return GoldenComparison(matches: true, summary: "recorded \(path)")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            try frame.pngData().write(to: URL(fileURLWithPath: actualPath))
            return GoldenComparison(
                matches: false, summary: "no golden at \(path) (wrote \(actualPath)); record it with REEL_RECORD_GOLDENS=1")
        }
        let golden = try Frame(contentsOfPNG: path)
        guard golden.width == frame.width, golden.height == frame.height else {
            try frame.pngData().write(to: URL(fileURLWithPath: actualPath))
            return GoldenComparison(
                matches: false,
                summary: "size \(frame.width)×\(frame.height) differs from the golden's \(golden.width)×\(golden.height); wrote \(actualPath)")
        }
        var diff = Frame(width: frame.width, height: frame.height)
        var mismatched = 0, worst = 0, first: (Int, Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let a = frame.rgba(x: x, y: y), g = golden.rgba(x: x, y: y)
                let delta = max(abs(Int(a.r) - Int(g.r)), abs(Int(a.g) - Int(g.g)), abs(Int(a.b) - Int(g.b)), abs(Int(a.a) - Int(g.a)))
                let i = y * diff.stride + x * 4
                if delta > tolerance {
                    mismatched += 1
                    worst = max(worst, delta)
                    if first == nil { first = (x, y) }
                    let level = UInt8(min(255, 128 + delta / 2))
                    diff.pixels[i] = 0; diff.pixels[i + 1] = 0; diff.pixels[i + 2] = level; diff.pixels[i + 3] = 255
                } else {
                    let grey = UInt8((Int(g.r) + Int(g.g) + Int(g.b)) / 3 / 3 + 170)
                    diff.pixels[i] = grey; diff.pixels[i + 1] = grey; diff.pixels[i + 2] = grey; diff.pixels[i + 3] = 255
                }
            }
        }
        guard mismatched > 0 else { return GoldenComparison(matches: true, summary: "matches \(path)") }
        try frame.pngData().write(to: URL(fileURLWithPath: actualPath))
        try diff.pngData().write(to: URL(fileURLWithPath: diffPath))
        return GoldenComparison(
            matches: false,
            summary: "\(mismatched) pixels differ from \(path) by more than \(tolerance) (worst \(worst), first at \(first!.0),\(first!.1)); "
                + "see \(actualPath) and \(diffPath); re-record with REEL_RECORD_GOLDENS=1 if the change is intended")
    }
}

/// The outcome of a golden comparison, with a message for the test report.
public struct GoldenComparison: Sendable {
    public var matches: Bool
    public var summary: String
}
