/// The video codecs Reel encodes with, and the FFmpeg encoder behind each.
public enum VideoCodec: String, Sendable, CaseIterable {
    /// H.264 through libx264 (MP4's default).
    case h264
    /// HEVC through libx265, tagged `hvc1` so Apple players accept it.
    case hevc
    /// VP9 through libvpx-vp9 (WebM's only codec).
    case vp9
    /// ProRes 4444 through prores_ks (MOV's only codec).
    case prores

    /// FFmpeg's name for the encoder.
    public var encoderName: String {
        switch self {
        case .h264: return "libx264"
        case .hevc: return "libx265"
        case .vp9: return "libvpx-vp9"
        case .prores: return "prores_ks"
        }
    }

    /// The encoder presets of x264 and x265, fastest first: `--preset` takes one of them.
    public static let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]

    /// Whether the codec's encoder takes a `preset` (x264 and x265 do).
    public var takesPreset: Bool { self == .h264 || self == .hevc }

    /// The codecs a container takes; the first is its default.
    public static func codecs(for format: OutputFormat) -> [VideoCodec] {
        switch format {
        case .mp4: return [.h264, .hevc]
        case .webm: return [.vp9]
        case .mov: return [.prores, .h264, .hevc]
        case .gif, .pngSequence, .apng, .webp: return []
        }
    }
}
