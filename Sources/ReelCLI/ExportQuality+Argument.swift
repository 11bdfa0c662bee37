import ArgumentParser
import Reel

extension ExportQuality: DescribedChoice {
    var argument: String { rawValue }
    /// Each value's line in `--help`.
    public static var allValueDescriptions: [String: String] { helpByArgument }

    var help: String {
        switch self {
        case .draft: "Fast and small, for previews."
        case .standard: "Good-looking files at a reasonable speed."
        case .high: "Slower and larger, visually lossless."
        }
    }
}
