/// One measurement of the gradient area chart: a date label and a score.
public struct AreaChartRecord: Sendable, Equatable {
    /// The x label, `M/D` in the demo records.
    public var label: String
    /// The value plotted.
    public var value: Double

    /// A record labelled `label` with `value`.
    public init(label: String, value: Double) {
        self.label = label
        self.value = value
    }

    /// The demo records: 18 skin-test scores by date, oldest first. The
    /// source data lists them newest first; they are reversed here so time runs left
    /// to right.
    public static let documentRecords: [AreaChartRecord] = [
        ("2019-03-25", 64), ("2019-01-25", 89), ("2019-01-24", 90), ("2019-01-02", 74), ("2018-12-29", 80),
        ("2018-12-28", 78), ("2018-12-27", 85), ("2018-12-26", 84), ("2018-11-07", 80), ("2018-10-30", 82),
        ("2018-10-29", 76), ("2018-08-21", 88), ("2018-08-17", 90), ("2018-08-16", 89), ("2018-08-10", 90),
        ("2018-07-19", 88), ("2018-07-18", 89), ("2018-07-17", 92),
    ].reversed().map { date, score in
        // `formattedTime`: month/day without leading zeros.
        let parts = date.split(separator: "-").map { Int($0)! }
        return AreaChartRecord(label: "\(parts[1])/\(parts[2])", value: score)
    }
}
