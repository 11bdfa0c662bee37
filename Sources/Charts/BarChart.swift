import Animation
import Scene

/// The animated bar chart: bars rise one after
/// another with `easeOut`, the border draws itself on, and the labels fade in when the last bar
/// is up.
///
/// Every setting of the chart is a property; `layer(measuring:)` expands the chart
/// into ordinary layers and animations.
public struct BarChart: Chart {
    /// The chart's name in messages.
    public static let chartName = "bar chart"

    /// The chart's frame size (300×300 by default).
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    public var origin: Point
    /// One bar per value: a positive one rises from the zero line, a negative one hangs below it.
    /// Values must be finite. Default: 30, 45, 44, 60, 95, 2, 8, 9.
    public var values: [Double]
    /// Labels under the bars, one per value; empty (the default) draws none.
    public var xLabels: [String]
    /// Texts on the bars, one per value; `nil` (the default) writes each value as a whole number.
    public var barTexts: [String]?
    /// The grid step and the rounding of `topValue`: a round step giving about ten grid lines
    /// (`automaticIncrement`) unless set.
    public var incrementValue: Int {
        get { incrementSetting ?? automaticIncrement }
        set { incrementSetting = newValue }
    }
    private var incrementSetting: Int?
    /// The stroke width of a bar: 18 in a 300 × 300 frame, scaled with the frame and thin
    /// enough to leave a gap between bars, unless set.
    public var barWidth: Double {
        get { barWidthSetting ?? min(18 * frameScale, plotStepEstimate * 0.75) }
        set { barWidthSetting = newValue }
    }
    private var barWidthSetting: Double?
    /// The colour of the bar. Default: blue, `#0000ff`.
    public var barColor: Color
    /// Multiplies the bar colour's alpha. Default: 1.
    public var barAlpha: Double
    /// Whether a grid line is drawn at every increment. Default: `true`.
    public var hasGrid: Bool
    /// The colour of the grid. Default: `#808080`.
    public var gridColor: Color
    /// The colour of the border. Default: black.
    public var borderColor: Color
    /// The chart's background; `nil` for none. Default: `#e6e6e6`.
    public var backgroundColor: Color?
    /// Whether the values are written left of the grid. Default: `true`.
    public var hasYLabels: Bool
    /// The font of the y label: 12 points in a 300 × 300 frame, scaled with the frame, unless set.
    public var yLabelFont: Font { get { yLabelFontSetting.font(at: frameScale, family: fontFamily) } set { yLabelFontSetting.setting = newValue } }
    private var yLabelFontSetting = FrameScaled(Font(family: ChartFont.family, size: 12))
    /// The colour of the y label. Default: black.
    public var yLabelColor: Color
    /// The font of the x label: 12 points in a 300 × 300 frame, scaled with the frame, unless set.
    public var xLabelFont: Font { get { xLabelFontSetting.font(at: frameScale, family: fontFamily) } set { xLabelFontSetting.setting = newValue } }
    private var xLabelFontSetting = FrameScaled(Font(family: ChartFont.family, size: 12))
    /// The colour of the x label. Default: black.
    public var xLabelColor: Color
    /// How the x labels are turned. Default: `.vertical`.
    public var xLabelOrientation: BarXLabelOrientation
    /// The font of the bar text: 12 points in a 300 × 300 frame, scaled with the frame, unless set.
    public var barTextFont: Font { get { barTextFontSetting.font(at: frameScale, family: fontFamily) } set { barTextFontSetting.setting = newValue } }
    private var barTextFontSetting = FrameScaled(Font(family: ChartFont.family, size: 12))
    /// The colour of the bar text. Default: white.
    public var barTextColor: Color
    /// The size of every label and bar text: reading gives the y labels', writing sets all three.
    public var labelFontSize: Double {
        get { yLabelFont.size }
        set {
            yLabelFont.size = newValue
            xLabelFont.size = newValue
            barTextFont.size = newValue
        }
    }
    /// Where the bar texts sit on their bars. Default: `.top`.
    public var barTextPosition: BarTextPosition
    /// The shadow's offset. Default: 2 × 1.
    public var shadowOffset: Size
    /// The shadow's colour. Default: `#808080`.
    public var shadowColor: Color
    /// The shadow's opacity, 0…1. Default: 0.5.
    public var shadowOpacity: Double
    /// The shadow's blur radius. Default: 1.
    public var shadowRadius: Double
    /// The family of every label whose font is not set. Default: `ChartFont.family` (Inter, then DejaVu Sans and WenQuanYi Micro Hei).
    public var fontFamily: String
    /// The whole reveal: the bars share it equally, the labels fade over half of it after. Default: 1.
    public var animationDuration: Double
    /// When the reveal starts, in the scene's time. Default: 0.
    public var beginTime: Double
    /// Data states the chart moves between (gganimate's `transition_states`, D3's keyed update);
    /// `nil` draws `values`. The first state's bars rise as the reveal does, then at each
    /// state's time the bars show exactly that state's values. Bars are matched by name: a kept
    /// bar moves to its new place and height, a new one grows from the baseline, a removed one
    /// shrinks into it; the value axis rescales (grid lines and y labels slide to their values,
    /// those of one state only fading), x labels follow their bars and the bar texts count.
    /// `values`, `xLabels` and `barTexts` are then not used.
    public var states: ChartStates?

    /// The bar colours "Change" steps through (blue, red, black, orange, purple, green).
    public static let palette: [Color] = [
        Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0), .black,
        Color(red: 1, green: 0.5, blue: 0), Color(red: 0.5, green: 0, blue: 0.5), Color(red: 0, green: 1, blue: 0),
    ]

    /// The demo chart, 300×300, with the values `[30, 45, 44, 60, 95, 2, 8, 9]`.
    public init(
        size: Size = Size(width: 300, height: 300), origin: Point = .zero,
        values: [Double] = [30, 45, 44, 60, 95, 2, 8, 9], xLabels: [String] = [], barTexts: [String]? = nil
    ) {
        self.size = size
        self.origin = origin
        self.values = values
        self.xLabels = xLabels
        self.barTexts = barTexts
        fontFamily = ChartFont.family
        barColor = Self.palette[0]
        barAlpha = 1
        hasGrid = true
        gridColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        borderColor = .black
        backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9)
        hasYLabels = true
        yLabelColor = .black
        xLabelColor = .black
        xLabelOrientation = .vertical
        barTextColor = .white
        barTextPosition = .top
        shadowOffset = Size(width: 2, height: 1)
        shadowColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        shadowOpacity = 0.5
        shadowRadius = 1
        animationDuration = 1
        beginTime = 0
    }

    /// How the frame compares with the base size 300 × 300 chart: type sizes and bar widths
    /// that are not set follow it.
    public var frameScale: Double { max(min(size.width, size.height) / 300, 0.1) }

    /// About the distance between two bars' centres, for a default bar width that leaves gaps.
    private var plotStepEstimate: Double { size.width * 0.9 / Double(values.count + 1) }

    /// The grid step when none is set: the round step (1, 2 or 5 × 10ⁿ) giving about ten grid
    /// lines from the smallest value (or 0) up to the largest (10 for the demo values, up to 95).
    public var automaticIncrement: Int {
        let largest = min(max(values.max() ?? 0, 0), Self.largestValue)
        let smallest = max(min(values.min() ?? 0, 0), -Self.largestValue)
        return Int(max(ChartScale.niceStep(max(largest - smallest, 1) / 10), 1))
    }

    /// Whether the y labels are abbreviated (`250 K`, `1.5 T`) rather than written whole: from a
    /// top value of 100,000, as the bar texts are, so that the label column stays narrow.
    public var abbreviatesYLabels: Bool { max(topValue, -bottomValue) >= 100_000 }

    /// The y label of grid value `value`: whole (`95`), or `abbreviated` with the digits that
    /// tell grid lines `step` apart (`1.2 T`).
    public static func yLabelText(_ value: Int, step: Int, abbreviated: Bool) -> String {
        abbreviated ? ChartNumberFormat.abbreviated(Double(value), step: Double(step)) : String(value)
    }

    /// The texts written on the bars.
    public var resolvedBarTexts: [String] {
        barTexts ?? values.map(ChartNumberFormat.compact)
    }

    /// The largest value and increment a bar chart lays out: the top value is computed with
    /// integers and must not overflow.
    public static let largestValue = InputLimits.chartMagnitude

    /// Checks the values and the per-bar lists; the first problem found.
    public func validate() throws(ChartError) {
        for (index, value) in values.enumerated() {
            guard value.isFinite else { throw .nonFiniteValue(chart: "bar chart", index: index) }
            guard abs(value) <= Self.largestValue else {
                throw .invalidSetting(chart: "bar chart", name: "values[\(index)]", value: value, allowed: "from -1e15 to 1e15 (scale the data down and say so in a label)")
            }
        }
        if !xLabels.isEmpty, xLabels.count != values.count {
            throw .countMismatch(chart: "bar chart", what: "x labels", expected: values.count, found: xLabels.count)
        }
        if let barTexts, !barTexts.isEmpty, barTexts.count != values.count {
            throw .countMismatch(chart: "bar chart", what: "bar texts", expected: values.count, found: barTexts.count)
        }
        guard incrementValue >= 1, Double(incrementValue) <= Self.largestValue else {
            throw .invalidSetting(chart: "bar chart", name: "incrementValue", value: Double(incrementValue), allowed: "a whole number from 1 to 1e15")
        }
        // One grid line and y label per step from the bottom value to the top value: bounded work.
        let span = topValue - bottomValue
        guard span / incrementValue <= InputLimits.gridLines else {
            let smallest = (span / InputLimits.gridLines / 10 + 1) * 10
            let range = bottomValue < 0 ? "from \(bottomValue) to \(topValue)" : "up to \(topValue)"
            throw .invalidSetting(chart: "bar chart", name: "incrementValue", value: Double(incrementValue),
                allowed: "large enough for at most \(InputLimits.gridLines) grid lines \(range), such as \(smallest)")
        }
        guard animationDuration >= 0, animationDuration.isFinite else {
            throw .invalidSetting(chart: "bar chart", name: "animationDuration", value: animationDuration, allowed: "0 seconds or more")
        }
    }

    /// The value the top grid line stands for: the largest value rounded up to the next whole
    /// `incrementValue` step, computed with integers:
    /// `(incrementValue − max % incrementValue) + max` (95 → 100; an exact multiple such as 100
    /// gets one more step, 110, so the top bar never touches the top line). A chart whose values
    /// are all 0 or less tops out at 0: its bars hang from the top line.
    public var topValue: Int {
        if bottomValue < 0, (values.max() ?? 0) <= 0 { return 0 }
        return Self.roundedUp(values.max() ?? 0, to: incrementValue)
    }

    /// The value the plot's bottom edge stands for: 0 without negative values, else the
    /// smallest value rounded down to the next whole `incrementValue` step, by the top value's
    /// rule (−40 → −50), so that the lowest bar never touches the bottom edge.
    public var bottomValue: Int {
        let smallest = values.min() ?? 0
        return smallest < 0 ? -Self.roundedUp(-smallest, to: incrementValue) : 0
    }

    /// `value` (0 or more) rounded up to the next whole `step`, one step more for an exact multiple.
    private static func roundedUp(_ value: Double, to step: Int) -> Int {
        // Clamped so that an unvalidated chart computes a value instead of trapping on overflow.
        let whole = Int(min(max(value, 0), Self.largestValue).rounded(.towardZero))
        let step = min(max(step, 1), Int(Self.largestValue))
        return (step - whole % step) + whole
    }

    /// When bar `index` starts rising: the previous bar's end, `index × duration / n`.
    public func barBeginTime(_ index: Int) -> Double {
        beginTime + Double(index) * barDuration
    }

    /// How long one bar takes to rise: `animationDuration / n` (0.125 s for eight bars).
    public var barDuration: Double {
        values.isEmpty ? 0 : animationDuration / Double(values.count)
    }

    /// When the labels start fading in: the moment the last bar is up (at once without bars).
    public var labelFadeBeginTime: Double { barBeginTime(values.count) }

    /// How long the labels take to fade in: half the reveal, `easeOut`.
    public var labelFadeDuration: Double { animationDuration / 2 }

    /// When the whole reveal is over.
    public var endTime: Double { max(labelFadeBeginTime + labelFadeDuration, beginTime + animationDuration) }
}
extension BarChart: StateChart {}
