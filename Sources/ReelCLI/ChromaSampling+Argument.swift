import ArgumentParser
import Reel

extension ChromaSampling: DescribedChoice {
    var argument: String { rawValue }
    /// Each value's line in `--help`.
    public static var allValueDescriptions: [String: String] { helpByArgument }

    var help: String {
        switch self {
        case .yuv420p: "4:2:0, the default: every player plays it; odd sizes are padded."
        case .yuv444p: "4:4:4: sharp coloured edges and text; not every player decodes it."
        }
    }
}
