import ArgumentParser
import Reel

extension PNGEncoder.Compression: DescribedChoice {
    /// The setting named as the case is (`fast`, `standard`, `smallest`).
    public init?(argument: String) {
        guard let named = Self.allCases.first(where: { $0.argument == argument }) else { return nil }
        self = named
    }

    var argument: String { "\(self)" }
    static var helpTable: [PNGEncoder.Compression: String] { ChoiceHelp.compression }
    /// The values `--help` lists, in order.
    public static var allValueStrings: [String] { allCases.map(\.argument) }
    /// Each value's line in `--help`.
    public static var allValueDescriptions: [String: String] { helpByArgument }
}
