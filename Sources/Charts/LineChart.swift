import Animation
import Foundation
import Scene

/// A line chart: points laid out by `LineChartLayout`, one shape per
/// segment stopping at the inflexion circles, and every segment and the circles drawing on
/// together (`strokeEnd` 0→1, 1.0 s, `easeInEaseOut`).
public struct LineChart: Chart {
    /// The chart's name in messages.
    public static let chartName = "line chart"

    /// The chart's frame size. Default: 320 × 200.
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    public var origin: Point
    /// Space around the canvas, where the labels sit: 25 in a 320 × 200 frame, scaled with
    /// the frame, unless set.
    public var margin: Double { get { marginSetting.value(at: frameScale) } set { marginSetting.setting = newValue } }
    private var marginSetting = FrameScaled(25.0)
    /// Labels along x, one per slot. Default: `SEP 1` … `SEP 7`.
    public var xLabels: [String]
    /// Labels up y, bottom to top: numbers set the axis range (see `yScale`); empty writes the
    /// scale's round ticks. Default: `0`, `50` … `300`.
    public var yLabels: [String]
    /// How values map onto the height: on the axis the labels show (the default), or the
    /// data's own range (`dataRange`), minimum at the bottom and maximum at the top.
    public var yScale: LineChartYScale
    /// The lines, drawn in order. Default: one demo line of seven values.
    public var series: [LineChartSeries]
    /// Draws each segment as two quadratic curves (used when a series has 4 points or more).
    /// Default: `false`.
    public var showSmoothLines: Bool
    /// Whether the axes with arrows and ticks are drawn. Default: `true`.
    public var showAxes: Bool
    /// Whether dashed grid lines are drawn at the y labels. Default: `true`.
    public var showGridLines: Bool
    /// The axes' colour. Default: `#808080`.
    public var axisColor: Color
    /// The grid lines' colour. Default: `#aaaaaa`.
    public var gridColor: Color
    /// The labels' font: 11 points in a 320 × 200 frame, scaled with the frame, unless set.
    public var labelFont: Font { get { labelFontSetting.font(at: frameScale, family: fontFamily) } set { labelFontSetting.setting = newValue } }
    private var labelFontSetting = FrameScaled(Font(family: ChartFont.family, size: 11))
    /// The family of the labels whose font is not set. Default: `ChartFont.family` (Inter, then DejaVu Sans and WenQuanYi Micro Hei).
    public var fontFamily: String
    /// The labels' colour. Default: `#808080`.
    public var labelColor: Color
    /// The chart's background; `nil` for none. Default: `nil`.
    public var backgroundColor: Color?
    /// How long the lines take to draw on. Default: 1.
    public var drawOnDuration: Double
    /// The draw-on's easing. Default: `.easeInEaseOut`.
    public var drawOnTiming: TimingFunction
    /// When the animation starts, in the scene's time (seconds). Default: 0.
    public var beginTime: Double
    /// Data states the line moves between; `nil` draws `series`. The line draws on through the
    /// first state's points, then at each state's time the points show exactly that state's
    /// values on the axis the y labels show. Points are matched by name (their x label): a kept
    /// point moves, a new one splits out of its neighbour and grows, a removed one merges into
    /// its neighbour; the axis rescales and point labels count. Each series is a line in its
    /// style, its values in each state `ChartState.values(ofLine:)`; `xLabels` and the series'
    /// own values are then not used. The x axis has a tick under each state's points.
    public var states: ChartStates?
    /// The widest y label as measured when the chart is drawn (`layer(measuring:)`); until then
    /// the layout estimates it from the labels' lengths.
    var measuredYLabelWidth: Double?

    /// The demo chart: 320×200, `SEP 1`…`SEP 7`, `0`…`300`, one series.
    public init(
        size: Size = Size(width: 320, height: 200), origin: Point = .zero,
        xLabels: [String] = (1...7).map { "SEP \($0)" },
        yLabels: [String] = ["0", "50", "100", "150", "200", "250", "300"],
        series: [LineChartSeries] = [LineChartSeries(values: [0.0, 180.1, 26.4, 202.2, 126.2, 167.2, 276.2])]
    ) {
        self.size = size
        self.origin = origin
        self.xLabels = xLabels
        self.yLabels = yLabels
        yScale = .axis
        self.series = series
        showSmoothLines = false
        showAxes = true
        showGridLines = true
        axisColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        gridColor = Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)
        fontFamily = ChartFont.family
        labelColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        backgroundColor = nil
        drawOnDuration = 1
        drawOnTiming = .easeInEaseOut
        beginTime = 0
    }

    /// When the draw-on is over.
    public var revealEnd: Double { beginTime + drawOnDuration }

    /// How the frame compares with the base size 320 × 200 chart: the margin and type sizes
    /// that are not set follow it.
    public var frameScale: Double { max(min(size.width / 320, size.height / 200), 0.1) }

    /// The layout: one x slot per x label, or per value of the longest series when it has more
    /// (so that every point stays on the chart); y rows from the y labels.
    public var layout: LineChartLayout {
        let slots = max(xLabels.count, series.map(\.values.count).max() ?? 0)
        var layout = LineChartLayout(frame: size, margin: margin, bottomMargin: xLabelBand, xLabelCount: max(slots, 1),
            yLabelCount: max(yLabels.count, 1))
        // Room left of the axis for the widest y label (its labels' boxes are 0.9 of the margin),
        // within a third of the frame: measured once the chart is drawn, estimated at 0.62 em a
        // character before.
        let widest = measuredYLabelWidth ?? Double(axisLabelTexts(layout).map(\.count).max() ?? 0) * labelFont.size * 0.62
        let wanted = widest / 0.9
        layout = LineChartLayout(frame: size, margin: margin, leftMargin: min(max(wanted, margin), size.width / 3),
            bottomMargin: xLabelBand, xLabelCount: max(slots, 1), yLabelCount: max(yLabels.count, 1))
        return layout
    }

    /// The room under the axis that the x labels hang in (4 points down, a line of the label
    /// font), so that a small margin does not put them past the frame's bottom.
    var xLabelBand: Double { xLabels.isEmpty ? 0 : 4 + 1.3 * labelFont.size }

    /// This chart with its widest y label measured by `measurer`, so that its layout leaves the
    /// left margin the labels take.
    func measuringYLabels(_ measurer: some TextMeasuring) throws -> LineChart {
        var chart = self
        chart.measuredYLabelWidth = nil
        let texts = axisLabelTexts(layout)
        chart.measuredYLabelWidth = try texts.map { try measurer.size(of: $0, font: labelFont).width }.max() ?? 0
        return chart
    }

    /// The texts of the y labels as `placedYLabels` writes them, on a layout's canvas height.
    private func axisLabelTexts(_ layout: LineChartLayout) -> [String] {
        if !yLabels.isEmpty || yScale == .dataRange { return yLabels }
        return valueScale(canvasHeight: layout.canvasHeight).ticks.map { valueFormat.tickString(for: $0, step: valueScale(canvasHeight: layout.canvasHeight).step) }
    }

    /// The smallest and largest value over every series (all lines share one scale).
    public var valueRange: (min: Double, max: Double) {
        let all = series.flatMap(\.values)
        return (all.min() ?? 0, all.max() ?? 0)
    }

    /// The y labels as numbers, when every one is a number.
    public var numericYLabels: [Double]? {
        guard !yLabels.isEmpty else { return nil }
        let numbers = yLabels.map { Double($0.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: .whitespaces)) }
        guard numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return numbers.map { $0! }
    }

    /// The value axis of `yScale: axis`: the numeric y labels' range (widened to the data), else
    /// round ticks covering the data from 0.
    public var valueScale: ChartScale {
        let range = valueRange
        if let numbers = numericYLabels, numbers.count > 1 {
            var scale = ChartScale(ticks: numbers)
            scale.lower = min(scale.lower, range.min)
            scale.upper = max(scale.upper, range.max)
            return scale
        }
        return valueScale(canvasHeight: layout.canvasHeight)
    }

    /// The round scale for a canvas `canvasHeight` tall: as many ticks as have room (at most six).
    private func valueScale(canvasHeight: Double) -> ChartScale {
        let range = valueRange
        let rows = max(Int(canvasHeight / max(labelFont.size * 2.2, 1)), 2)
        let scale = ChartScale.nice(covering: range.min, range.max, maxTicks: min(rows, 6))
        // A sliver below 0 can double the step (a dip to −3 under 100 gives −50…100, a −5 under
        // 1e12 gives −500 B): one tick more, where the rows have room for it, keeps the finer
        // step when its axis is markedly shorter (−20…100 is 80 % of −50…100).
        guard range.min < 0, range.max > 0, rows > 6 else { return scale }
        let finer = ChartScale.nice(covering: range.min, range.max, maxTicks: 7)
        return finer.upper - finer.lower < (scale.upper - scale.lower) * 0.85 ? finer : scale
    }

    /// The y labels as drawn, bottom first, with the y of each: the given labels (at their
    /// values on the axis, or evenly when they are not numbers, or evenly spaced rows with
    /// `dataRange`), else the scale's ticks written in the first line's format.
    public var placedYLabels: [(text: String, y: Double)] {
        let layout = self.layout
        if yScale == .dataRange {
            // The seed chart's rows, never under the axis (with a small margin the lowest row's
            // centre is half a row below it, among the x labels).
            let lowest = layout.xAxisY - labelFont.size * 0.65
            return yLabels.enumerated().map { ($1, min(layout.yLabelCenter($0), lowest)) }
        }
        let scale = valueScale
        if let numbers = numericYLabels, numbers.count > 1 {
            return Self.apart(zip(yLabels, numbers).map { ($0, layout.y(of: $1, on: scale)) }, by: labelFont.size * 1.25)
        }
        if !yLabels.isEmpty {
            let last = Double(max(yLabels.count - 1, 1))
            return yLabels.enumerated().map { ($1, layout.xAxisY - layout.canvasHeight * Double($0) / last) }
        }
        return scale.ticks.map { (valueFormat.tickString(for: $0, step: scale.step), layout.y(of: $0, on: scale)) }
    }

    /// `rows` without those closer than `spacing` to one kept before them: numeric y labels
    /// sit at their values on an axis widened to the data, and data far beyond them (0, 50, 100
    /// under 3.3 billion) would put them all on one line.
    static func apart(_ rows: [(text: String, y: Double)], by spacing: Double) -> [(text: String, y: Double)] {
        var kept: [(text: String, y: Double)] = []
        for row in rows where kept.allSatisfy({ abs($0.y - row.y) >= spacing }) { kept.append(row) }
        return kept
    }

    /// The chart's number format: the first line's point-label format, shared by the ticks.
    public var valueFormat: ChartNumberFormat {
        (series.first.flatMap { try? NumberFormat($0.pointLabelFormat) }).map(ChartNumberFormat.printf) ?? .automatic
    }

    /// The x of x slot `index`: its point, its tick and its label.
    public func slotX(_ index: Int) -> Double {
        yScale == .dataRange ? layout.xLabelCenter(index) : layout.slotCenter(index)
    }

    /// The points of series `index`.
    public func points(ofSeries index: Int) -> [Point] {
        let layout = self.layout
        if yScale == .dataRange {
            let range = valueRange
            return layout.points(for: series[index].values, minimum: range.min, maximum: range.max)
        }
        let scale = valueScale
        return series[index].values.enumerated().map { i, value in
            Point(x: layout.slotCenter(i), y: layout.y(of: value, on: scale))
        }
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

extension LineChart: StateChart {}
