import ArgumentParser
import Reel

extension ExportQuality: DescribedChoice {
    var argument: String { rawValue }
    static var helpTable: [ExportQuality: String] { ChoiceHelp.quality }
    /// Each value's line in `--help`.
    public static var allValueDescriptions: [String: String] { helpByArgument }
}
