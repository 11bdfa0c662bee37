import Animation
import Foundation
import Scene

/// The pie / donut: slices from 12 o'clock
/// clockwise, each an arc stroked as wide as the ring, with a soft shadow. Animated, the slices
/// sweep in one after another and then the hole opens from 0 to `holeRadius` (pie → donut).
public struct PieChart: Chart {
    /// The chart's name in messages.
    public static let chartName = "pie chart"

    /// The view's size; the pie fills its smaller side (250×250 by default).
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    public var origin: Point
    /// The data, one value per slice. Default: 30, 20, 15, 25, 10.
    public var values: [Double]
    /// Slice colours, used in turn. Default: `defaultColors`.
    public var colors: [Color]
    /// The radius of the hole: 0 (the default) is a full pie, up to half the smaller side − 1 a thin ring.
    public var holeRadius: Double
    /// How long the slices take to sweep in, all together (each slice its share of the turn). Default: 1.2.
    public var sweepDuration: Double
    /// How long the hole takes to open after the sweep; 0 shows the hole from the start. Default: 0.
    public var holeDuration: Double
    /// The hole's opening easing. Default: `.easeInEaseOut`.
    public var holeTiming: TimingFunction
    /// When the animation starts, in the scene's time (seconds). Default: 0.
    public var beginTime: Double
    /// The shadow's colour. Default: black.
    public var shadowColor: Color
    /// The shadow's offset. Default: 0 × 2.5.
    public var shadowOffset: Size
    /// The shadow's blur radius. Default: 1.9.
    public var shadowRadius: Double
    /// The shadow's opacity, 0…1. Default: 0.9.
    public var shadowOpacity: Double
    /// Data states the pie moves between; `nil` draws `values`. The first state's slices sweep
    /// in as the reveal does, then at each state's time the slices show exactly that state's
    /// shares. Slices are matched by name (each keeps its colour): a kept slice widens or
    /// narrows and turns to its new place, a new one opens from nothing, a removed one closes.
    /// `values` is then not used.
    public var states: ChartStates?
    /// With `states`: whether a legend names each slice's colour, beside the pie in a wide frame
    /// and under it in a tall one (the pie shrinks to make room). The pie has no other text.
    public var showsLegend = true
    /// With `states`: the colour of the legend's names. Default: #374151 (a scene's `theme`
    /// gives its text colour).
    public var legendColor = Color(hex: 0x374151)
    /// With `states`: the colour of the state label above the pie. Default: #111827 (a scene's
    /// `theme` gives its text colour).
    public var stateLabelColor = Color(hex: 0x111827)

    /// The colour of slice `index` of `count`: `colors` in turn, except that the last slice,
    /// which touches the first, never takes the first's colour when another is left (13 slices
    /// of 6 colours would put two reds side by side at the top).
    func color(ofSlice index: Int, of count: Int) -> Color {
        let wraps = index == count - 1 && index > 0 && index % colors.count == 0
        return colors[wraps && colors.count > 2 ? 1 : index % colors.count]
    }

    /// The slice colours used when none are given.
    public static let defaultColors: [Color] = [
        Color(red8: 231, green8: 76, blue8: 60), Color(red8: 52, green8: 152, blue8: 219), Color(red8: 46, green8: 204, blue8: 113),
        Color(red8: 241, green8: 196, blue8: 15), Color(red8: 155, green8: 89, blue8: 182), Color(red8: 230, green8: 126, blue8: 34),
    ]

    /// A 250 × 250 pie of `values`; a `holeRadius` above 0 makes a donut.
    public init(size: Size = Size(width: 250, height: 250), origin: Point = .zero,
                values: [Double] = [30, 20, 15, 25, 10], holeRadius: Double = 0) {
        self.size = size
        self.origin = origin
        self.values = values
        colors = Self.defaultColors
        self.holeRadius = holeRadius
        sweepDuration = 1.2
        holeDuration = 0
        holeTiming = .easeInEaseOut
        beginTime = 0
        shadowColor = .black
        shadowOffset = Size(width: 0, height: 2.5)
        shadowRadius = 1.9
        shadowOpacity = 0.9
    }

    /// Half the frame's smaller side: the pie's outer radius, so the pie stays inside its frame.
    public var half: Double { min(size.width, size.height) / 2 }
    /// The pie's centre: (half the width, half the height).
    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// The ring for a hole radius: stroke width `half − hole` at radius `half − width/2`.
    public func ring(holeRadius hole: Double) -> (radius: Double, lineWidth: Double) {
        let width = half - hole
        return (half - width / 2, width)
    }

    /// When the reveal is over: the sweep, then the hole's opening.
    public var revealEnd: Double {
        beginTime + sweepDuration + (holeDuration > 0 && holeRadius > 0 ? holeDuration : 0)
    }

    /// Each slice's start and end angle: from −π/2 clockwise, 2π·v/Σv each.
    public var sliceAngles: [(start: Double, end: Double)] {
        let sum = values.reduce(0, +)
        guard sum > 0 else { return [] }
        var start = -Double.pi / 2
        return values.map { value in
            defer { start += 2 * .pi * value / sum }
            return (start, start + 2 * .pi * value / sum)
        }
    }

    /// When slice `index` starts sweeping and for how long: its share of `sweepDuration`, after
    /// the slices before it.
    public func sliceTiming(_ index: Int) -> (begin: Double, duration: Double) {
        let sum = values.reduce(0, +)
        guard sum > 0 else { return (beginTime, 0) }
        let before = values[..<index].reduce(0, +)
        return (beginTime + sweepDuration * before / sum, sweepDuration * values[index] / sum)
    }

    /// Checks the data and settings; the first problem found.
    public func validate() throws(ChartError) {
        for (index, value) in values.enumerated() {
            guard value.isFinite else { throw .nonFiniteValue(chart: "pie chart", index: index) }
            guard value >= 0 else { throw .negativeValue(chart: "pie chart", index: index, value: value) }
        }
        // To the hundredth, as the fix writes it: a frame of 96 % of 720 gives 344.59999999999997.
        let largest = ((half - 1) * 100).rounded() / 100
        guard holeRadius >= 0, holeRadius <= largest else {
            throw .invalidSetting(chart: "pie chart", name: "holeRadius", value: holeRadius,
                                  allowed: "from 0 to \(largest.plainText) (half the smaller side − 1)")
        }
        guard !colors.isEmpty else {
            throw .invalidSetting(chart: "pie chart", name: "colors", value: 0, allowed: "at least one colour")
        }
    }

    /// The chart (see `layer()`); it draws no text.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        if let states { return try PieStatesPlan(chart: self, states: states, measuring: measurer).layer() }
        return try layer()
    }

    /// The chart as one container layer with the shadow, holding one stroked arc per slice.
    public func layer() throws -> Layer {
        if let states { return try PieStatesPlan(chart: self, states: states).layer() }
        try validate()
        let opens = holeDuration > 0 && holeRadius > 0
        let start = ring(holeRadius: opens ? 0 : holeRadius), target = ring(holeRadius: holeRadius)
        let holeBegin = beginTime + sweepDuration
        var slices: [Layer] = []
        for (index, angles) in sliceAngles.enumerated() where angles.end > angles.start {
            func arc(_ radius: Double) -> Path {
                var path = Path()
                path.addArc(center: center, radius: radius, startAngle: angles.start, endAngle: angles.end, clockwise: true)
                return path
            }
            var slice = Layer(id: "slice-\(index)", content: .shape(ShapeContent(
                path: arc(target.radius), fillColor: nil, strokeColor: color(ofSlice: index, of: values.count), lineWidth: target.lineWidth)))
            slice.mark = ChartMark(name: String(index + 1), value: values[index], role: .slice)
            let timing = sliceTiming(index)
            if sweepDuration > 0 { slice.animations.append(ChartAnimation.drawOn(begin: timing.begin, duration: timing.duration, timing: .linear)) }
            if opens {
                slice.animations.append(ChartAnimation.basic(\.path, from: arc(start.radius), to: arc(target.radius),
                                                             begin: holeBegin, duration: holeDuration, timing: holeTiming))
                slice.animations.append(ChartAnimation.basic(\.lineWidth, from: start.lineWidth, to: target.lineWidth,
                                                             begin: holeBegin, duration: holeDuration, timing: holeTiming))
            }
            slices.append(slice)
        }
        var layer = container(id: "pie-chart", sublayers: slices)
        layer.chart = ChartInfo(kind: Self.chartName)
        layer.shadowColor = shadowColor
        layer.shadowOffset = shadowOffset
        layer.shadowRadius = shadowRadius
        layer.shadowOpacity = shadowOpacity
        return layer
    }
}

extension PieChart: StateChart {}
