import Animation
import Foundation
import Scene

/// The gradient area line chart: dashed background lines
/// with y labels, a line over an area filled with a vertical pink gradient (masked by the area),
/// a dot at every record, and content wider than the view scrolling to bring the selected (last)
/// record into view.
public struct AreaChart: Chart {
    /// The chart's name in messages.
    public static let chartName = "area chart"

    /// The chart's frame size. Default: 375 × 220.
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    public var origin: Point
    /// The data, one record (x label and value) per point. Default: `AreaChartRecord.documentRecords`.
    public var records: [AreaChartRecord]
    /// The values the y labels stand for, top to bottom; the bottom line is `minimum`. By default
    /// 100, 80 … 20 while the records stay within 0 … 100, else round steps from `minimum` up to
    /// `maximum`, unless set.
    public var yLabels: [Double] {
        get { yLabelsSetting ?? automaticAxis.labels }
        set { yLabelsSetting = newValue }
    }
    private var yLabelsSetting: [Double]?
    /// The value at the top of the plot: 100 while the records stay within it,
    /// else the round value above the largest (0 when every record is below it), unless set.
    public var maximum: Double {
        get { maximumSetting ?? automaticAxis.maximum }
        set { maximumSetting = newValue }
    }
    private var maximumSetting: Double?
    /// The value at the bottom line: 0 unless a record is negative, then the round value below
    /// the smallest, so that the line never drops under the plot, unless set.
    public var minimum: Double {
        get { minimumSetting ?? (maximumSetting == nil && yLabelsSetting == nil ? automaticAxis.minimum : 0) }
        set { minimumSetting = newValue }
    }
    private var minimumSetting: Double?
    /// Space above the plot: 20 in a 375 × 220 frame, scaled with the frame, unless set.
    public var topSpace: Double { get { topSpaceSetting.value(at: frameScale) } set { topSpaceSetting.setting = newValue } }
    private var topSpaceSetting = FrameScaled(20.0)
    /// Space below the plot, where the x labels sit: 34 in a 375 × 220 frame, scaled with
    /// the frame, unless set.
    public var bottomSpace: Double { get { bottomSpaceSetting.value(at: frameScale) } set { bottomSpaceSetting.setting = newValue } }
    private var bottomSpaceSetting = FrameScaled(34.0)
    /// The width of the y-label column, where the scrolling area starts: 40 in a
    /// 375 × 220 frame, scaled with the frame, unless set.
    public var yAxisWidth: Double { get { yAxisWidthSetting.value(at: frameScale) } set { yAxisWidthSetting.setting = newValue } }
    private var yAxisWidthSetting = FrameScaled(40.0)
    /// Distance between records when they do not fit the view: 50 in a 375 × 220 frame,
    /// scaled with the frame, unless set.
    public var itemSpacing: Double { get { itemSpacingSetting.value(at: frameScale) } set { itemSpacingSetting.setting = newValue } }
    private var itemSpacingSetting = FrameScaled(50.0)
    /// The colour of the line. Default: `#ff4275`.
    public var lineColor: Color
    /// The colour of the grid. Default: `#e0e1e7`.
    public var gridColor: Color
    /// The colour of the label. Default: `#808080`.
    public var labelColor: Color
    /// The labels' font: 12 points in a 375 × 220 frame, scaled with the frame, unless set.
    public var labelFont: Font { get { labelFontSetting.font(at: frameScale, family: fontFamily) } set { labelFontSetting.setting = newValue } }
    private var labelFontSetting = FrameScaled(Font(family: ChartFont.family, size: 12))
    /// The family of the labels when their font is not set. Default: `ChartFont.family` (Inter, then DejaVu Sans and WenQuanYi Micro Hei).
    public var fontFamily: String
    /// The chart's background, which the area's gradient fades into and the hollow dots are
    /// filled with; `nil` for none (then white for both). Default: white.
    public var backgroundColor: Color?
    /// The area's gradient, top to bottom. Default: `#ff4275`, `#ffc7d6`, `#ffe4ec`, `#fff5f7`,
    /// white: the seed's line colour fading into white; with another `lineColor` or background,
    /// that colour fading into that background in the same steps (`drawnGradientColors`).
    public var gradientColors: [Color]
    /// Where each gradient colour sits, 0 (top) to 1 (bottom). Default: `[0, 0.4, 0.6, 0.8, 1]`.
    public var gradientLocations: [Double]
    /// The gradient's opacity. Default: 0.5.
    public var gradientOpacity: Double
    /// When the scroll to the selected record starts, and how long it takes. Default: 0.5.
    public var scrollBeginTime: Double
    /// How long the scroll to the selected record takes. Default: 1.
    public var scrollDuration: Double
    /// The scroll's easing. Default: `.easeInEaseOut`.
    public var scrollTiming: TimingFunction

    /// A 375 × 220 chart of the demo records; any setting may be changed after.
    public init(size: Size = Size(width: 375, height: 220), origin: Point = .zero, records: [AreaChartRecord] = AreaChartRecord.documentRecords) {
        self.size = size
        self.origin = origin
        self.records = records
        lineColor = Color(red8: 0xFF, green8: 0x42, blue8: 0x75)
        gridColor = Color(red8: 0xE0, green8: 0xE1, blue8: 0xE7)
        labelColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        fontFamily = ChartFont.family
        backgroundColor = .white
        gradientColors = Self.seedGradient
        gradientLocations = [0, 0.4, 0.6, 0.8, 1]
        gradientOpacity = 0.5
        scrollBeginTime = 0.5
        scrollDuration = 1.0
        scrollTiming = .easeInEaseOut
    }

    /// The seed's gradient: its line colour, then tints of it 70 %, 86 % and 94 % of the way to
    /// white, then white.
    public static let seedGradient = [
        Color(red8: 0xFF, green8: 0x42, blue8: 0x75), Color(red8: 0xFF, green8: 0xC7, blue8: 0xD6),
        Color(red8: 0xFF, green8: 0xE4, blue8: 0xEC), Color(red8: 0xFF, green8: 0xF5, blue8: 0xF7), .white,
    ]

    /// What the hollow dots are filled with and the gradient fades into: the background, or white.
    public var paper: Color { backgroundColor ?? .white }

    /// The gradient drawn: `gradientColors` as set; left at the seed's while the line or the
    /// background is not the seed's, the line colour fading into the background in the seed's
    /// steps instead, so that a pink-to-white fade is not drawn on a dark theme's background.
    public var drawnGradientColors: [Color] {
        guard gradientColors == Self.seedGradient, lineColor != Self.seedGradient[0] || paper != .white else { return gradientColors }
        return [lineColor] + [0.7, 0.86, 0.94].map { lineColor.interpolated(to: paper, fraction: $0) } + [paper]
    }

    /// How the frame compares with the base size 375 × 220: the type, spaces and strokes that
    /// are not set follow it.
    public var frameScale: Double { max(min(size.width / 375, size.height / 220), 0.01) }

    /// The default axis (0 to 100, labelled every 20) while the records fit it, else a round
    /// one over every record (and 0), so that the line never leaves the plot.
    private var automaticAxis: (labels: [Double], maximum: Double, minimum: Double) {
        let values = records.map(\.value).filter(\.isFinite)
        let largest = values.max() ?? 0, smallest = values.min() ?? 0
        guard largest > 100 || smallest < 0 else { return ([100, 80, 60, 40, 20], 100, 0) }
        let scale = ChartScale.nice(covering: min(smallest, 0), max(largest, 0), maxTicks: 6)
        return (scale.ticks.filter { $0 > scale.lower }.reversed(), scale.upper, scale.lower)
    }

    /// The height the values share: the view less the top and bottom spaces.
    public var plotHeight: Double { size.height - topSpace - bottomSpace }
    /// The visible width of the scrolling area.
    public var visibleWidth: Double { size.width - yAxisWidth }

    /// Whether the records are spread over the visible width (few) or laid at `itemSpacing` and
    /// scrolled (many): `count × spacing < width`.
    public var fitsInView: Bool { Double(records.count) * itemSpacing < visibleWidth }

    /// The width of the scrolled content (the records plus two spacings of room).
    public var contentWidth: Double { fitsInView ? visibleWidth : Double(records.count + 2) * itemSpacing }

    /// The y of a value: `topSpace` for `maximum`, the bottom line for `minimum`.
    public func y(forValue value: Double) -> Double {
        topSpace + (1 - (value - minimum) / (maximum - minimum)) * plotHeight
    }

    /// Each record's point in the content's coordinates.
    public var points: [Point] {
        let n = records.count
        if fitsInView {
            let padding = contentWidth / Double(n + 1)
            let first = (contentWidth - Double(max(0, n - 1)) * padding) / 2
            return records.enumerated().map { Point(x: Double($0) * padding + first, y: y(forValue: $1.value)) }
        }
        return records.enumerated().map { Point(x: Double($0 + 1) * itemSpacing, y: y(forValue: $1.value)) }
    }

    /// How far the content scrolls to show the selected (last) record:
    /// max(0, buttonOriginX + spacing − visible width), with 20-wide buttons (following the frame).
    public var scrollOffset: Double {
        guard !fitsInView, let last = points.last else { return 0 }
        return max(0, min(last.x - 10 * frameScale + itemSpacing - visibleWidth, contentWidth - visibleWidth))
    }

    /// The line through the records, from the left edge to the right edge at the end values.
    public var linePath: Path {
        var path = Path()
        guard let first = points.first, let last = points.last else { return path }
        path.move(to: Point(x: 0, y: first.y))
        for p in points { path.addLine(to: p) }
        path.addLine(to: Point(x: contentWidth, y: last.y))
        return path
    }

    /// The area under the line, closed along the bottom line (one point past each edge).
    public var areaPath: Path {
        var path = Path()
        guard let first = points.first, let last = points.last else { return path }
        let bottom = size.height - bottomSpace
        path.move(to: Point(x: -1, y: first.y))
        for p in points { path.addLine(to: p) }
        path.addLine(to: Point(x: contentWidth + 1, y: last.y))
        path.addLine(to: Point(x: contentWidth + 1, y: bottom))
        path.addLine(to: Point(x: -1, y: bottom))
        path.closeSubpath()
        return path
    }

    /// Checks the data and settings; the first problem found.
    public func validate() throws(ChartError) {
        for (index, record) in records.enumerated() where !record.value.isFinite {
            throw .nonFiniteValue(chart: "area chart", index: index)
        }
        // Records all below 0 give an axis up to 0: the maximum need not be above it.
        guard maximum.isFinite else {
            throw .invalidSetting(chart: "area chart", name: "maximum", value: maximum, allowed: "a finite number")
        }
        guard minimum.isFinite, minimum < maximum else {
            throw .invalidSetting(chart: "area chart", name: "minimum", value: minimum, allowed: "a number below maximum")
        }
        guard plotHeight > 0, visibleWidth > 0 else {
            throw .invalidSetting(chart: "area chart", name: "size", value: size.height, allowed: "larger than the spaces and the y-label column")
        }
    }
}
