import ArgumentParser
import Reel

extension ChromaSampling: DescribedChoice {
    var argument: String { rawValue }
    static var helpTable: [ChromaSampling: String] { ChoiceHelp.pixelFormat }
    /// Each value's line in `--help`.
    public static var allValueDescriptions: [String: String] { helpByArgument }
}
