import Animation
import Foundation
import Scene

/// The racetrack step counter: a stadium-shaped ring filled
/// along its length up to `steps / goal`, with the step count counting up in the middle.
///
/// The fill is the ring's centre line stroked as wide as the ring, so progress is its
/// `strokeEnd`; the line starts at the left end's middle and runs over the top first.
public struct ProgressTrack: Chart {
    /// The chart's name in messages.
    public static let chartName = "progress track"

    /// The chart's frame size. Default: 400 × 240.
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    public var origin: Point
    /// The round ends' outer radius: 90 in a 400 × 240 frame, scaled with the frame, unless set.
    public var outerRadius: Double { get { outerRadiusSetting.value(at: frameScale) } set { outerRadiusSetting.setting = newValue } }
    private var outerRadiusSetting = FrameScaled(90.0)
    /// The ring's width: 50 in a 400 × 240 frame, scaled with the frame, unless set; with only
    /// `outerRadius` set, 5/9 of it, as in the base frame, so that a small track keeps its hole.
    public var ringWidth: Double {
        get { ringWidthSetting.setting ?? outerRadiusSetting.setting.map { $0 * 50 / 90 } ?? ringWidthSetting.value(at: frameScale) }
        set { ringWidthSetting.setting = newValue }
    }
    private var ringWidthSetting = FrameScaled(50.0)
    /// The length of each straight side: 180 in a 400 × 240 frame, scaled with the frame, unless set.
    public var straightLength: Double { get { straightLengthSetting.value(at: frameScale) } set { straightLengthSetting.setting = newValue } }
    private var straightLengthSetting = FrameScaled(180.0)
    /// The steps taken. Default: 1794.
    public var steps: Double
    /// The steps that fill the whole track. Default: 13000.
    public var goal: Double
    /// Written under the count: the chart's caption. Default: `"steps"`.
    public var unit: String
    /// Digits after the count's decimal point (0 by default).
    public var decimals: Int
    /// Whether the count's whole part is grouped in thousands (`13,000`); off by default.
    public var groupsThousands: Bool
    /// The empty track's colour. Default: `#e4e4e4`.
    public var trackColor: Color
    /// The fill's gradient, start to end of the track's width.
    /// Default: `#ffc400` to `#ff6a00`.
    public var fillColors: [Color]
    /// The count's font: 32 points in a 400 × 240 frame, scaled with the frame, unless set.
    public var stepFont: Font { get { stepFontSetting.font(at: frameScale, family: fontFamily) } set { stepFontSetting.setting = newValue } }
    private var stepFontSetting = FrameScaled(Font(family: ChartFont.family, size: 32))
    /// The count's colour. Default: `#ff8000`.
    public var stepColor: Color
    /// The unit's font: 14 points in a 400 × 240 frame, scaled with the frame, unless set.
    public var unitFont: Font { get { unitFontSetting.font(at: frameScale, family: fontFamily) } set { unitFontSetting.setting = newValue } }
    private var unitFontSetting = FrameScaled(Font(family: ChartFont.family, size: 14))
    /// The family of the texts whose font is not set. Default: `ChartFont.family` (Inter, then DejaVu Sans and WenQuanYi Micro Hei).
    public var fontFamily: String
    /// The unit's colour. Default: `#aaaaaa`.
    public var unitColor: Color
    /// The chart's background; `nil` for none. Default: `#f7f7f7`.
    public var backgroundColor: Color?
    /// How long the fill and the count take. Default: 1.5.
    public var duration: Double
    /// The fill's easing. Default: `.easeOut`.
    public var timing: TimingFunction
    /// When the animation starts, in the scene's time (seconds). Default: 0.
    public var beginTime: Double

    /// The demo: 1794 of 13000 steps on rgb(247,247,247).
    public init(size: Size = Size(width: 400, height: 240), origin: Point = .zero, steps: Double = 1794, goal: Double = 13000) {
        self.size = size
        self.origin = origin
        self.steps = steps
        self.goal = goal
        unit = "steps"
        decimals = 0
        groupsThousands = false
        trackColor = Color(red8: 228, green8: 228, blue8: 228)
        fillColors = [Color(red8: 255, green8: 196, blue8: 0), Color(red8: 255, green8: 106, blue8: 0)]
        fontFamily = ChartFont.family
        stepColor = Color(red: 1, green: 0.5, blue: 0)
        unitColor = Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)
        backgroundColor = Color(red8: 247, green8: 247, blue8: 247)
        duration = 1.5
        timing = .easeOut
        beginTime = 0
    }

    /// The fraction of the goal reached, clamped to 0–1 (p = 0.138 for the demo).
    public var progress: Double {
        guard goal > 0 else { return 0 }
        return min(max(steps / goal, 0), 1)
    }

    /// How the count is written: `decimals` digits after the point, grouped if asked.
    public var countFormat: NumberFormat? {
        try? NumberFormat("%\(groupsThousands ? "'" : "").\(min(max(decimals, 0), 20))f")
    }

    /// How the frame compares with the base size 400 × 240: the ring and the type follow it.
    public var frameScale: Double { max(min(size.width / 400, size.height / 240), 0.01) }

    /// The centre of the stadium.
    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// The centre line of the ring: from the left end's middle, top-left quarter circle, top
    /// straight, right half circle, bottom straight, bottom-left quarter circle.
    public var centerLine: Path {
        let r = outerRadius - ringWidth / 2
        let left = Point(x: center.x - straightLength / 2, y: center.y)
        let right = Point(x: center.x + straightLength / 2, y: center.y)
        var path = Path()
        path.move(to: Point(x: left.x - r, y: left.y))
        path.addArc(center: left, radius: r, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        path.addLine(to: Point(x: right.x, y: right.y - r))
        path.addArc(center: right, radius: r, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
        path.addLine(to: Point(x: left.x, y: left.y + r))
        path.addArc(center: left, radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        return path
    }

    /// Checks the data and settings; the first problem found.
    public func validate() throws(ChartError) {
        for (index, value) in [steps, goal].enumerated() where !value.isFinite {
            throw .nonFiniteValue(chart: "progress track", index: index)
        }
        // To the hundredth, as the fix writes it: a frame of 96 % of 720 gives 259.19999999999993.
        let largest = (outerRadius * 100).rounded() / 100
        guard ringWidth > 0, ringWidth <= largest, straightLength >= 0 else {
            let radius = outerRadiusSetting.setting == nil
                ? "the outer radius in its \(size.width.roundedForDisplay)×\(size.height.roundedForDisplay) frame; or set outerRadius too"
                : "outerRadius"
            throw .invalidSetting(chart: "progress track", name: "ringWidth", value: ringWidth,
                                  allowed: "more than 0 and at most \(largest.plainText) (\(radius)), with straightLength ≥ 0")
        }
    }

    /// The track, the gradient fill masked by the progressing centre line, and the two labels.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        let path = centerLine
        let track = Layer(id: "track", content: .shape(ShapeContent(path: path, fillColor: nil, strokeColor: trackColor, lineWidth: ringWidth)))
        var maskShape = ShapeContent(path: path, fillColor: nil, strokeColor: .black, lineWidth: ringWidth, strokeEnd: progress)
        maskShape.lineCap = .butt
        var mask = Layer(id: "progress", content: .shape(maskShape))
        if duration > 0 {
            mask.animations = [ChartAnimation.basic(\.strokeEnd, from: 0, to: progress, begin: beginTime,
                                                    duration: duration, timing: timing)]
        }
        var fill = Layer(
            id: "fill", bounds: Rect(origin: .zero, size: size), position: .zero, anchorPoint: .zero,
            content: .gradient(GradientContent(colors: fillColors, startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))))
        fill.mask = mask

        // The count and its unit inside the ring's hole (across its straight part and half its
        // round ends), made smaller where they would run onto the ring.
        let hole = straightLength + max(outerRadius - ringWidth, 0)
        let stepFont = try countFormat.map { try self.stepFont.fitted($0.string(for: steps).withWidestDigits, within: hole, measuring: measurer) } ?? self.stepFont
        let unitFont = try self.unitFont.fitted(unit, within: hole, measuring: measurer)
        let stepHeight = try measurer.size(of: "0", font: stepFont).height
        let unitHeight = try measurer.size(of: unit, font: unitFont).height
        var stepLabel = Layer(
            id: "steps", bounds: Rect(x: 0, y: 0, width: size.width, height: stepHeight),
            position: Point(x: center.x, y: center.y - stepHeight / 2 + 4 * frameScale),
            content: .text(TextContent(format: countFormat, number: steps, font: stepFont, color: stepColor, alignment: .center)))
        if duration > 0 {
            stepLabel.animations = [ChartAnimation.basic(\.number, from: 0, to: steps, begin: beginTime,
                                                         duration: duration, timing: timing)]
        }
        let unitLabel = Layer(
            id: "unit", bounds: Rect(x: 0, y: 0, width: size.width, height: unitHeight),
            position: Point(x: center.x, y: center.y + 4 * frameScale + unitHeight / 2),
            content: .text(TextContent(string: unit, font: unitFont, color: unitColor, alignment: .center)))
        return container(id: "progress-track", background: backgroundColor, sublayers: [track, fill, stepLabel, unitLabel])
    }
}
