import ArgumentParser
import Reel

extension PNGEncoder.Compression: ExpressibleByArgument {
    /// The setting named as the case is (`fast`, `standard`, `smallest`).
    public init?(argument: String) {
        guard let named = Self.allCases.first(where: { "\($0)" == argument }) else { return nil }
        self = named
    }

    /// The names `--help` lists.
    public static var allValueStrings: [String] { allCases.map { "\($0)" } }

    /// The default's name, for `--help`.
    public var defaultValueDescription: String { "\(self)" }
}
