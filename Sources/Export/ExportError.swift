import Audio
import Foundation
import Scene

/// Why an output file could not be written.
public enum ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An FFmpeg call failed: what Reel was doing, and FFmpeg's own message.
    case ffmpeg(operation: String, message: String)
    case encoderMissing(name: String)
    /// FFmpeg's shared libraries (opened on first use) are not installed, or not these versions.
    case ffmpegMissing(reason: String)
    case unsupportedFormat(path: String)
    case interrupted
    /// An export option has a value the format or encoder cannot use.
    case invalidOption(name: String, reason: String)
    /// An export option is outside the values it takes: its name, what it takes ("from 1 to
    /// 256"), and the value given.
    case outOfRange(name: String, allowed: String, got: String)
    /// The scene cannot be rendered as built (`Scene.validate()`): every problem, each with
    /// the Swift line that made it and its fix. Nothing was written.
    case invalidScene([SceneProblem])

    /// The message, for logs and errors.
    public var description: String {
        switch self {
        case let .invalidScene(problems):
            return "the scene cannot be rendered as built (\(problems.count) problem\(problems.count == 1 ? "" : "s"); nothing was written):\n"
                + problems.map(\.description).joined(separator: "\n")
        case let .ffmpeg(operation, message):
            return "FFmpeg could not \(operation): \(message)"
        case let .encoderMissing(name):
            return "the FFmpeg libraries on this machine have no '\(name)' encoder; install Debian's libavcodec-extra or choose another codec"
        case let .ffmpegMissing(reason):
            return AudioError.ffmpegMissing(reason: reason).description
        case let .unsupportedFormat(path):
            return "cannot tell the output format of \(path) from its extension; use .mp4, .webm, .mov, .gif, .apng, .webp, or .png or a directory for a PNG sequence"
        case .interrupted:
            return "interrupted; no output was written"
        case let .invalidOption(name, reason):
            return "\(name): \(reason)"
        case let .outOfRange(name, allowed, got):
            return "\(name) must be \(allowed), got \(got)"
        }
    }
}
