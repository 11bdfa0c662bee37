import Animation
import Scene

/// PNChart's line chart (reference §1): points laid out by `LineChartLayout`, one shape per
/// segment stopping at the inflexion circles, and every segment and the circles drawing on
/// together (`strokeEnd` 0→1, 1.0 s, `easeInEaseOut`).
public struct LineChart: Chart {
    /// The chart's name in messages.
    public static let chartName = "line chart"

    /// The chart's frame size.
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer.
    public var origin: Point
    /// Space around the canvas, where the labels sit.
    public var margin: Double
    /// Labels along x, one per slot.
    public var xLabels: [String]
    /// Labels up y, bottom to top, evenly spaced.
    public var yLabels: [String]
    /// The lines, drawn in order.
    public var series: [LineChartSeries]
    /// Draws each segment as two quadratic curves (used when a series has 4 points or more).
    public var showSmoothLines: Bool
    /// Whether the axes with arrows and ticks are drawn.
    public var showAxes: Bool
    /// Whether dashed grid lines are drawn at the y labels.
    public var showGridLines: Bool
    /// The axes' colour.
    public var axisColor: Color
    /// The grid lines' colour.
    public var gridColor: Color
    /// The labels' font.
    public var labelFont: Font
    /// The labels' colour.
    public var labelColor: Color
    /// The chart's background; `nil` for none.
    public var backgroundColor: Color?
    /// How long the lines take to draw on.
    public var drawOnDuration: Double
    /// The draw-on's easing.
    public var drawOnTiming: TimingFunction
    /// When the animation starts, in the scene's time (seconds).
    public var beginTime: Double

    /// The document's demo chart: 320×200, `SEP 1`…`SEP 7`, `0`…`300`, one series.
    public init(
        size: Size = Size(width: 320, height: 200), origin: Point = .zero,
        xLabels: [String] = (1...7).map { "SEP \($0)" },
        yLabels: [String] = ["0", "50", "100", "150", "200", "250", "300"],
        series: [LineChartSeries] = [LineChartSeries(values: [0.0, 180.1, 26.4, 202.2, 126.2, 167.2, 276.2])]
    ) {
        self.size = size
        self.origin = origin
        margin = 25
        self.xLabels = xLabels
        self.yLabels = yLabels
        self.series = series
        showSmoothLines = false
        showAxes = true
        showGridLines = true
        axisColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        gridColor = Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)
        labelFont = Font(family: "Helvetica", size: 11)
        labelColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        backgroundColor = nil
        drawOnDuration = 1
        drawOnTiming = .easeInEaseOut
        beginTime = 0
    }

    /// The layout: one x slot per x label, or per value of the longest series when it has more
    /// (so that every point stays on the chart); y rows from the y labels.
    public var layout: LineChartLayout {
        let slots = max(xLabels.count, series.map(\.values.count).max() ?? 0)
        return LineChartLayout(frame: size, margin: margin, xLabelCount: max(slots, 1), yLabelCount: max(yLabels.count, 1))
    }

    /// The smallest and largest value over every series (PNChart scales all lines together).
    public var valueRange: (min: Double, max: Double) {
        let all = series.flatMap(\.values)
        return (all.min() ?? 0, all.max() ?? 0)
    }

    /// The points of series `index`.
    public func points(ofSeries index: Int) -> [Point] {
        let range = valueRange
        return layout.points(for: series[index].values, minimum: range.min, maximum: range.max)
    }

    /// Checks the data and settings; the first problem found.
    public func validate() throws(ChartError) {
        for line in series {
            for (index, value) in line.values.enumerated() where !value.isFinite {
                throw .nonFiniteValue(chart: "line chart", index: index)
            }
            do { _ = try NumberFormat(line.pointLabelFormat) } catch {
                throw .invalidFormat(chart: "line chart", format: line.pointLabelFormat, reason: error.description)
            }
        }
        guard size.width > 2 * margin, size.height > 2 * margin else {
            throw .invalidSetting(chart: "line chart", name: "margin", value: margin, allowed: "less than half the chart's width and height")
        }
    }
}
