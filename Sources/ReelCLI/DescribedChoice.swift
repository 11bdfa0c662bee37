import ArgumentParser

/// An option's set of values whose `--help` lists every value with a line of its own.
protocol DescribedChoice: ExpressibleByArgument, CaseIterable {
    /// The value as it is typed.
    var argument: String { get }
    /// What the value does, in one line.
    var help: String { get }
}

extension DescribedChoice {
    /// Each value's line of help, for ArgumentParser's `allValueDescriptions`.
    static var helpByArgument: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.argument, $0.help) })
    }
}
