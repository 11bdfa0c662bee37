import ArgumentParser
import Reel

extension OutputFormat: DescribedChoice {
    var argument: String { rawValue }
    static var helpTable: [OutputFormat: String] { ChoiceHelp.format }
    /// Each value's line in `--help`.
    public static var allValueDescriptions: [String: String] { helpByArgument }
}
