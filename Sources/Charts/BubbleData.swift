import Animation
import Scene

/// A bubble race's table: each name's bubble (`BubblePoint`) in each period it is in, and the
/// group each name belongs to. A `nil` cell means the name is not in that period: its bubble
/// fades out there and back in where it returns.
public struct BubbleData: Sendable, Equatable {
    /// One row of long-form data: a name's bubble in one period.
    public struct Row: Sendable, Equatable {
        /// The period's label, such as "1990".
        public var period: String
        /// The name the bubble stands for.
        public var name: String
        /// Where it sits and how large it is.
        public var point: BubblePoint
        /// The group the name belongs to (its colour and legend entry), if any.
        public var group: String?

        /// `name`'s bubble `point` in `period`, in `group`.
        public init(period: String, name: String, x: Double, y: Double, size: Double, group: String? = nil) {
            self.period = period
            self.name = name
            point = BubblePoint(x: x, y: y, size: size)
            self.group = group
        }
    }

    /// The periods' labels, in the order they are shown (period k at `startTime + k × periodDuration`).
    public var periods: [String]
    /// The names, in the order they first appear.
    public var names: [String]
    /// Each name's group, in the order of `names`; `nil` for a name without one.
    public var groups: [String?]
    /// `points[k][i]`: name i's bubble in period k, `nil` when it is not in that period.
    public var points: [[BubblePoint?]]

    /// The bubbles of `names` in each of `periods`, `groups` giving each name's group.
    public init(periods: [String], names: [String], groups: [String?] = [], points: [[BubblePoint?]]) {
        self.periods = periods
        self.names = names
        self.groups = groups.isEmpty ? Array(repeating: nil, count: names.count) : groups
        self.points = points
    }

    /// Long-form rows, one per period and name, periods and names in the order they first appear.
    /// - Throws: `ChartError` for two rows of one name in one period, or a name in two groups.
    public init(rows: [Row]) throws(ChartError) {
        var periods: [String] = [], names: [String] = [], groups: [String?] = []
        var periodIndex: [String: Int] = [:], nameIndex: [String: Int] = [:]
        var cells: [[Int: BubblePoint]] = []
        for row in rows {
            if periodIndex[row.period] == nil { periodIndex[row.period] = periods.count; periods.append(row.period); cells.append([:]) }
            if nameIndex[row.name] == nil { nameIndex[row.name] = names.count; names.append(row.name); groups.append(nil) }
            let k = periodIndex[row.period]!, i = nameIndex[row.name]!
            guard cells[k][i] == nil else {
                throw .invalidData(chart: BubbleRace.chartName, message: "'\(row.name)' has two rows in period '\(row.period)'",
                    fix: "keep one row per name and period")
            }
            cells[k][i] = row.point
            if let group = row.group, !group.isEmpty {
                if let other = groups[i], other != group {
                    throw .invalidData(chart: BubbleRace.chartName, message: "'\(row.name)' is in the group '\(other)' and in '\(group)'",
                        fix: "give each name one group: its colour and legend entry stay the same all along")
                }
                groups[i] = group
            }
        }
        self.init(periods: periods, names: names, groups: groups, points: cells.map { row in names.indices.map { row[$0] } })
    }

    /// The groups, in the order of the names that first belong to them.
    public var groupNames: [String] {
        var seen = Set<String>()
        return groups.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    /// How many bubbles the data has in all (a name in a period is one).
    public var pointCount: Int { points.reduce(0) { $0 + $1.reduce(0) { $0 + ($1 == nil ? 0 : 1) } } }

    /// The periods and names with each bubble's size as its value: what the data story's
    /// period label, timeline and checks read.
    var sizes: RaceData {
        RaceData(periods: periods, names: names, values: points.map { $0.map { $0?.size } })
    }

    /// Checks the table's shape and values, for `chart`.
    func validate(chart: String) throws(ChartError) {
        guard groups.count == names.count, points.count == periods.count, points.allSatisfy({ $0.count == names.count }) else {
            throw .invalidData(chart: chart, message: "the bubbles are not one per name per period",
                fix: "give `points[k]` one entry (or nil) per name for each period k, and one group (or nil) per name")
        }
        guard pointCount <= InputLimits.chartValues else {
            throw .invalidData(chart: chart, message: "the data has \(pointCount) bubbles, more than a \(chart) draws (\(InputLimits.chartValues))",
                fix: "aggregate the data to fewer periods or names")
        }
        for (k, row) in points.enumerated() {
            for (i, point) in row.enumerated() {
                guard let point else { continue }
                for (axis, value) in [("x", point.x), ("y", point.y), ("size", point.size)] {
                    guard value.isFinite, abs(value) <= 1e15 else {
                        throw .invalidData(chart: chart, message: "'\(names[i])' has \(axis) = \(value.plainText) in period '\(periods[k])', which a chart cannot place",
                            fix: "give finite numbers within ±1e15 (scale the data and say so in the axis title)")
                    }
                }
                guard point.size >= 0 else {
                    throw .invalidData(chart: chart, message: "'\(names[i])' has the size \(point.size.plainText) in period '\(periods[k])', but a bubble's area cannot be negative",
                        fix: "use sizes of 0 or more")
                }
            }
        }
    }
}
