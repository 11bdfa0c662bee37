import Animation
import Scene

/// A line race: one line per name drawing itself on through time, the y axis rescaling
/// smoothly to the largest value so far (and to the smallest, for values below 0), each line's
/// name and current value riding at its head (`type: line-race`). Period k is reached exactly
/// at `story.time(ofPeriod: k)`.
public struct LineRace: Chart {
    /// The chart's name in messages.
    public static let chartName = "line race"

    /// The frame size; a video's 1920×1080 by default. Type sizes and spacing scale with the height.
    public var size: Size
    /// Where the chart's top-left corner sits in its layer.
    public var origin: Point
    /// The data, its timing and the design around it.
    public var story: RaceStory
    /// Names drawn in colour and thicker; the others are grey. Empty colours every line.
    public var highlight: [String]

    /// A race of `story`'s names in a frame of `size`, `highlight` drawn in colour.
    public init(story: RaceStory = RaceStory(), highlight: [String] = [], size: Size = Size(width: 1920, height: 1080), origin: Point = .zero) {
        self.story = story
        self.highlight = highlight
        self.size = size
        self.origin = origin
    }

    /// Checks the data and settings before any layer is built.
    /// - Throws: `ChartError` naming the setting or data that cannot be drawn.
    public func validate() throws(ChartError) {
        try story.validate(chart: Self.chartName, allowsNegative: true)
        for name in highlight where !story.data.names.contains(name) {
            throw .invalidData(chart: Self.chartName, message: "`highlight` names '\(name)', which is not in the data",
                fix: "use the names of the data: \(story.data.names.prefix(8).joined(separator: ", "))")
        }
    }

    /// Each name's value per period with gaps filled: a missing value holds the last one, and
    /// before its first value a line waits at that first value (hidden).
    public var filledValues: [[Double]] {
        let rows = story.data.resolved(story.missing)
        return story.data.names.indices.map { i in
            let column = rows.map { $0[i] }
            let first = column.compactMap { $0 }.first ?? 0
            var last = first
            return column.map { value in if let value { last = value }; return last }
        }
    }

    /// The period from which each name's line shows: its first value's.
    public var firstPeriods: [Int] {
        let rows = story.data.resolved(story.missing)
        return story.data.names.indices.map { i in rows.firstIndex { $0[i] != nil } ?? rows.count }
    }

    /// The y axis top at each period: the largest value so far, with a tenth of headroom (1
    /// while no value is above 0 and none below).
    public var axisMaxima: [Double] { axisRanges.map(\.upperBound) }

    /// The y axis bottom at each period: 0, or below it the smallest value so far with a tenth
    /// of room.
    public var axisMinima: [Double] { axisRanges.map(\.lowerBound) }

    /// The y axis at each period, from `axisMinima` to `axisMaxima`: it only ever grows, so the
    /// last period's is the widest.
    var axisRanges: [ClosedRange<Double>] {
        let columns = filledValues, first = firstPeriods
        var top = 0.0, bottom = 0.0
        return story.data.periods.indices.map { k in
            for (i, column) in columns.enumerated() where first[i] <= k {
                top = max(top, column[k])
                bottom = min(bottom, column[k])
            }
            return bottom * 1.1...(top > 0 || bottom < 0 ? top * 1.1 : 1)
        }
    }
}
