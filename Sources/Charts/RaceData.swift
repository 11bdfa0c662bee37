import Scene

/// A data story's table: a value per name per period, in the data's order. A `nil` cell is a
/// missing value, which `missing` resolves (or which is an error without it).
public struct RaceData: Sendable, Equatable {
    /// The periods' labels, in the order they are shown (period k at `startTime + k × periodDuration`).
    public var periods: [String]
    /// The names, in the order they first appear (their colours follow this order).
    public var names: [String]
    /// `values[k][i]`: name i's value in period k.
    public var values: [[Double?]]

    /// The values of `names` in each of `periods`: `values[period][name]`, `nil` where missing.
    public init(periods: [String], names: [String], values: [[Double?]]) {
        self.periods = periods
        self.names = names
        self.values = values
    }

    /// A wide table: one row per period, one column per name.
    public init(periods: [String], columns: [(name: String, values: [Double?])]) {
        self.periods = periods
        names = columns.map(\.name)
        values = periods.indices.map { k in columns.map { k < $0.values.count ? $0.values[k] : nil } }
    }

    /// The most periods and names a data story draws: every drawn name is a few layers with one
    /// keyframe per period, so the expansion grows with their product (see `RaceLimits`).
    public static let maximumPeriods = 2_000
    /// The most names a story may have.
    public static let maximumNames = 1_000

    /// Checks the table's shape, sizes and values; `missing` allows missing cells, and
    /// `allowsNegative` values below 0 (a line can go below its axis's 0; a bar or a size cannot).
    func validate(chart: String, missing: RaceMissing?, allowsNegative: Bool = false) throws(ChartError) {
        guard !periods.isEmpty, !names.isEmpty else {
            throw .invalidData(chart: chart, message: "the data has no periods or no names",
                fix: "give at least one row with a period, a name and a value")
        }
        guard periods.count <= Self.maximumPeriods else {
            throw .invalidData(chart: chart, message: "the data has \(periods.count) periods, more than a \(chart) shows (\(Self.maximumPeriods))",
                fix: "aggregate the data to fewer periods (years instead of days)")
        }
        guard names.count <= Self.maximumNames else {
            throw .invalidData(chart: chart, message: "the data has \(names.count) names, more than a \(chart) ranks (\(Self.maximumNames))",
                fix: "keep the names that ever reach the top and drop the rest")
        }
        guard values.count == periods.count, values.allSatisfy({ $0.count == names.count }) else {
            throw .invalidData(chart: chart, message: "the values are not one per name per period",
                fix: "give `values[k]` one entry per name for each period k")
        }
        for (k, row) in values.enumerated() {
            for (i, value) in row.enumerated() {
                guard let value else {
                    if missing == nil {
                        throw .invalidData(chart: chart, message: "'\(names[i])' has no value in period '\(periods[k])'",
                            fix: "add the value, or choose `missing: zero`, `hold` or `skip`")
                    }
                    continue
                }
                guard value.isFinite else { throw .nonFiniteValue(chart: chart, index: k * names.count + i) }
                guard value >= 0 || allowsNegative else {
                    throw .invalidData(chart: chart, message: "'\(names[i])' has \(value.plainText) in period '\(periods[k])', but a \(chart) draws sizes from 0",
                        fix: "use values of 0 or more")
                }
                guard abs(value) <= InputLimits.chartMagnitude else {
                    throw .invalidData(chart: chart, message: "'\(names[i])' has \(value.plainText) in period '\(periods[k])', past \(value < 0 ? "-" : "")\(InputLimits.chartMagnitude.plainText)",
                        fix: "scale the data down and say so in the title")
                }
            }
        }
    }

    /// The values with missing cells resolved by `missing`: `nil` remains only for `skip`.
    func resolved(_ missing: RaceMissing?) -> [[Double?]] {
        guard let missing, missing != .skip else { return values }
        var last = [Double](repeating: 0, count: names.count)
        return values.map { row in
            row.enumerated().map { i, value in
                if let value { last[i] = value; return value }
                return missing == .zero ? 0 : last[i]
            }
        }
    }
}
