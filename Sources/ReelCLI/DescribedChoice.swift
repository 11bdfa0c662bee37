import ArgumentParser

/// An option's set of values whose `--help` lists every value with a line of its own.
protocol DescribedChoice: ExpressibleByArgument, CaseIterable, Hashable {
    /// The value as it is typed.
    var argument: String { get }
    /// What each value does, in one line (from `ChoiceHelp`).
    static var helpTable: [Self: String] { get }
}

extension DescribedChoice {
    /// Each value's line of help, for ArgumentParser's `allValueDescriptions`.
    static var helpByArgument: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.argument, helpTable[$0] ?? "") })
    }
}
