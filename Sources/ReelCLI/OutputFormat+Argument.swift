import ArgumentParser
import Reel

extension OutputFormat: DescribedChoice {
    var argument: String { rawValue }
    /// Each value's line in `--help`.
    public static var allValueDescriptions: [String: String] { helpByArgument }

    var help: String {
        switch self {
        case .mp4: "H.264 (or HEVC) video, for decks and websites."
        case .webm: "VP9 video, with transparency."
        case .mov: "ProRes 4444 with transparency, for video editors."
        case .gif: "An animated GIF, for READMEs."
        case .pngSequence: "One PNG file per frame."
        case .apng: "An animated PNG."
        case .webp: "An animated WebP."
        }
    }
}
