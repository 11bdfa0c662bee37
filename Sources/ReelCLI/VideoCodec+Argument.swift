import ArgumentParser
import Reel

extension VideoCodec: DescribedChoice {
    var argument: String { rawValue }
    /// Each value's line in `--help`.
    public static var allValueDescriptions: [String: String] { helpByArgument }

    var help: String {
        switch self {
        case .h264: "libx264: MP4's default, plays everywhere."
        case .hevc: "libx265: smaller files, in MP4 or MOV."
        case .vp9: "libvpx-vp9: WebM's codec."
        case .prores: "prores_ks (ProRes 4444): MOV's default."
        }
    }
}
