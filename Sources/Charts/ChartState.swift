/// One snapshot of a chart's data (gganimate's state, D3's data join): a value per name, shown
/// exactly at the state's time. Between two states a chart matches its marks by name.
public struct ChartState: Sendable, Equatable {
    /// The state's label, as the data names it ("Q1 2026").
    public var name: String
    /// The marks' names, in the order the chart draws them (bars left to right, slices clockwise,
    /// points along x).
    public var names: [String]
    /// One value per name.
    public var values: [Double]
    /// A line chart's second and later lines: per line, one value per name (the first line's
    /// are `values`).
    public var moreValues: [[Double]] = []
    /// When the state is shown exactly, in scene seconds; `nil` follows the state before it by
    /// its `duration` (or the states' `stateDuration`).
    public var time: Double?
    /// How long from this state's time to the next state's; `nil` for the states' `stateDuration`.
    public var duration: Double?

    /// State `name` with a value per name, at `time` (or after the state before it).
    public init(name: String, names: [String], values: [Double], time: Double? = nil, duration: Double? = nil) {
        self.name = name
        self.names = names
        self.values = values
        self.time = time
        self.duration = duration
    }

    /// State `name` from (name, value) pairs in drawing order.
    public init(_ name: String, _ entries: KeyValuePairs<String, Double>, at time: Double? = nil, duration: Double? = nil) {
        self.init(name: name, names: entries.map(\.key), values: entries.map(\.value), time: time, duration: duration)
    }

    /// State `name` of a line chart with several lines: per line, one value per name.
    public init(_ name: String, names: [String], lines: [[Double]], at time: Double? = nil, duration: Double? = nil) {
        self.init(name: name, names: names, values: lines.first ?? [], time: time, duration: duration)
        moreValues = Array(lines.dropFirst())
    }

    /// The value of `name` in this state; `nil` when the state has no such mark.
    public func value(of name: String) -> Double? {
        names.firstIndex(of: name).map { values[$0] }
    }

    /// Line `line`'s values (0 for `values`), one per name; empty past the last line.
    public func values(ofLine line: Int) -> [Double] {
        line == 0 ? values : line - 1 < moreValues.count ? moreValues[line - 1] : []
    }
}
