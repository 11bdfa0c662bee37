import Scene

/// What a `bubble-race` layer reads besides the chart's own settings: its long-form columns,
/// each a list or a column of the layer's `data` file, joined into the chart's data once read.
public struct BubbleDraft: Sendable {
    /// The chart, its data set by `prepare()`.
    public var race = BubbleRace()
    /// Each row's period.
    public var periods: [String] = []
    /// Each row's name.
    public var names: [String] = []
    /// Each row's x.
    public var xs: [Double] = []
    /// Each row's y.
    public var ys: [Double] = []
    /// Each row's size.
    public var sizes: [Double] = []
    /// Each row's group; empty without groups.
    public var groups: [String] = []

    /// A draft at its defaults, no rows yet.
    public init() {}

    /// Joins the columns into the chart's data.
    /// - Throws: a column that is missing or of another length than the periods', too many rows,
    ///   or rows the data cannot hold (two of one name in one period, a name in two groups).
    public mutating func prepare() throws(ValueProblem) {
        let columns = [("period", periods.count), ("name", names.count), ("x", xs.count), ("y", ys.count), ("size", sizes.count)]
        // A data file of a header alone names every column and gives none a value.
        if columns.allSatisfy({ $0.1 == 0 }) {
            throw ValueProblem("the bubble race's data has no rows",
                fix: "give at least one row: a period, a name, x, y and size (a row is a name's bubble in one period)")
        }
        if let missing = columns.first(where: { $0.1 == 0 }) {
            throw ValueProblem("a bubble race needs its `\(missing.0)` column",
                fix: "add `\(missing.0): <column>` naming a column of the layer's `data` file (long form: a row per name and period), or give it as a list")
        }
        let counts = columns + (groups.isEmpty ? [] : [("group", groups.count)])
        if let odd = counts.first(where: { $0.1 != counts[0].1 }) {
            throw ValueProblem("`\(odd.0)` has \(odd.1) values but `period` has \(counts[0].1)",
                fix: "give every column one value per row (a row is a name's bubble in one period)")
        }
        guard periods.count <= InputLimits.chartValues else {
            throw ValueProblem("the bubble race has \(periods.count) rows, more than a chart draws (\(InputLimits.chartValues))",
                fix: "aggregate the data to fewer periods or names")
        }
        let rows = periods.indices.map { r in
            BubbleData.Row(period: periods[r], name: names[r], x: xs[r], y: ys[r], size: sizes[r], group: groups.isEmpty ? nil : groups[r])
        }
        do throws(ChartError) {
            race.data = try BubbleData(rows: rows)
        } catch {
            guard case .invalidData(_, let message, let fix) = error else { throw ValueProblem(error.message, fix: error.fix) }
            throw ValueProblem(message, fix: fix)
        }
    }
}
