import ArgumentParser
import Reel

extension VideoCodec: DescribedChoice {
    var argument: String { rawValue }
    static var helpTable: [VideoCodec: String] { ChoiceHelp.codec }
    /// Each value's line in `--help`.
    public static var allValueDescriptions: [String: String] { helpByArgument }
}
