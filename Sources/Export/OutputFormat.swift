import Foundation

/// The kinds of file Reel writes.
public enum OutputFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// H.264 (or HEVC) video in an MP4 file: for decks and websites.
    case mp4
    /// VP9 video in a WebM file, with alpha when the background is transparent.
    case webm
    /// ProRes 4444 in a QuickTime file, with alpha: for video editors.
    case mov
    /// An animated GIF with libimagequant palettes: for READMEs.
    case gif
    /// One PNG file per frame (`name_00000.png` is frame 0 …), to inspect frame by frame.
    case pngSequence = "png"
    /// An animated PNG.
    case apng
    /// An animated WebP.
    case webp

    /// The format a path names: by its extension, or a PNG sequence for a directory (an existing
    /// one, or a path ending in `/`). `name.png` is a PNG sequence `name_00000.png` …; an animated
    /// PNG is `.apng`.
    public init(path: String) throws(ExportError) {
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            self = .pngSequence
            return
        }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        case "mov": self = .mov
        case "gif": self = .gif
        case "png": self = .pngSequence
        case "apng": self = .apng
        case "webp": self = .webp
        default: throw ExportError.unsupportedFormat(path: path)
        }
    }

    /// Whether the format can keep a transparent background.
    public var supportsTransparency: Bool { self != .mp4 }

    /// Whether the format is a single animated image (with a loop count) rather than a video.
    public var isAnimatedImage: Bool { self == .gif || self == .apng || self == .webp }

    /// Written with FFmpeg's libraries (WebP only for its picture buffers); a PNG sequence never loads them.
    public var usesFFmpeg: Bool { self != .pngSequence }

    /// Why a split render cannot be written in this format, or `nil` when its parts join.
    public var whyPartsCannotJoin: String? {
        switch self {
        case .mp4, .webm, .mov, .pngSequence: return nil
        case .gif: return "a GIF's palette is built over all its frames and its parts cannot be joined without re-encoding"
        case .apng, .webp: return "\(self) has no container libavformat can join packet by packet (its frames depend on the canvas of the previous part)"
        }
    }

    /// The message, for logs and errors.
    public var description: String {
        switch self {
        case .mp4: return "MP4"
        case .webm: return "WebM"
        case .mov: return "MOV (ProRes 4444)"
        case .gif: return "GIF"
        case .pngSequence: return "PNG sequence"
        case .apng: return "APNG"
        case .webp: return "animated WebP"
        }
    }
}
