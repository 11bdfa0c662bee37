import Animation
import Scene

/// A bar chart race: the top names of each period as horizontal bars, longest on top, that grow,
/// shrink and swap places as the data moves through time (`type: bar-race`).
///
/// Period k is shown exactly at `story.time(ofPeriod: k)`: bar lengths are the values on an axis
/// from 0 to the period's leader. Between periods every value, bar length, rank, tick and label
/// moves with `story.timing`; a name entering or leaving the top slides in or out at the bottom.
public struct BarRace: Chart {
    /// The chart's name in messages.
    public static let chartName = "bar race"

    /// The frame size; a video's 1920×1080 by default. Type sizes and spacing scale with the height.
    public var size: Size
    /// Where the chart's top-left corner sits in its layer.
    public var origin: Point
    /// The data, its timing and the design around it.
    public var story: RaceStory
    /// How many bars are shown.
    public var top: Int

    /// A race of `story`'s top `top` names in a frame of `size`.
    public init(story: RaceStory = RaceStory(), top: Int = 10, size: Size = Size(width: 1920, height: 1080), origin: Point = .zero) {
        self.story = story
        self.top = top
        self.size = size
        self.origin = origin
    }

    /// The most bars a race shows at once.
    public static let maximumTop = 40

    /// Checks the data and settings before any layer is built.
    /// - Throws: `ChartError` naming the setting or data that cannot be drawn.
    public func validate() throws(ChartError) {
        guard (1...Self.maximumTop).contains(top) else {
            throw .invalidSetting(chart: Self.chartName, name: "top", value: Double(top), allowed: "a whole number from 1 to \(Self.maximumTop)")
        }
        try story.validate(chart: Self.chartName)
    }

    /// Each period's ranking: `ranks[k][i]` is name i's place in period k (0 is the leader), `nil`
    /// when it has no value there (`missing: skip`).
    public var ranks: [[Int?]] {
        story.data.resolved(story.missing).map { row in
            let order = row.indices.filter { row[$0] != nil }.sorted { a, b in
                row[a]! != row[b]! ? row[a]! > row[b]! : a < b
            }
            var ranks = [Int?](repeating: nil, count: row.count)
            for (place, index) in order.enumerated() { ranks[index] = place }
            return ranks
        }
    }

    /// The axis top at each period: the leader's value (1 when every value is 0).
    public var axisMaxima: [Double] {
        story.data.resolved(story.missing).map { row in
            let leader = row.compactMap { $0 }.max() ?? 0
            return leader > 0 ? leader : 1
        }
    }
}
