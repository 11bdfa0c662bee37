import Animation
import Foundation
import Scene

/// The live line: a value is appended every
/// 0.25 s, each point is labelled, and once the line fills the width the oldest value drops
/// out and the line moves left by one step.
///
/// Drawn for a 320 × 160 frame; in another frame its steps, scale, stroke and
/// type follow the frame (`frameScale`) unless set, while its labels keep the 320 × 160 numbers.
public struct LiveLine: Chart {
    /// The chart's name in messages.
    public static let chartName = "live line"

    /// The chart's frame size. Default: 320 × 160.
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    public var origin: Point
    /// The values in arrival order; value k arrives at `beginTime + k × interval`.
    public var values: [Double]
    /// The time between values. Default: 0.25.
    public var interval: Double
    /// Points per x step : 20 in a 320 × 160 frame, scaled with the frame, unless set.
    public var xScale: Double { get { xScaleSetting.value(at: frameScale) } set { xScaleSetting.setting = newValue } }
    private var xScaleSetting = FrameScaled(20.0)
    /// Points per unit of value : 40 in a 320 × 160 frame, scaled with the frame, unless set.
    public var yScale: Double { get { yScaleSetting.value(at: frameScale) } set { yScaleSetting.setting = newValue } }
    private var yScaleSetting = FrameScaled(40.0)
    /// The line's colour. Default: `#0000ff80`.
    public var color: Color
    /// The line's stroke width: 2 in a 320 × 160 frame, scaled with the frame, unless set.
    public var lineWidth: Double { get { lineWidthSetting.value(at: frameScale) } set { lineWidthSetting.setting = newValue } }
    private var lineWidthSetting = FrameScaled(2.0)
    /// The value labels' font: 8 points in a 320 × 160 frame, scaled with the frame, unless set.
    public var labelFont: Font { get { labelFontSetting.font(at: frameScale, family: fontFamily) } set { labelFontSetting.setting = newValue } }
    private var labelFontSetting = FrameScaled(Font(family: ChartFont.family, size: 8))
    /// The family of the labels when their font is not set. Default: `ChartFont.family` (Inter, then DejaVu Sans and WenQuanYi Micro Hei).
    public var fontFamily: String
    /// Whether the zero line is drawn. Default: `true`.
    public var showAxis: Bool
    /// When the animation starts, in the scene's time (seconds). Default: 0.
    public var beginTime: Double

    /// A 320 × 160 live line fed `values`.
    public init(size: Size = Size(width: 320, height: 160), origin: Point = .zero, values: [Double]) {
        self.size = size
        self.origin = origin
        self.values = values
        interval = 0.25
        color = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        fontFamily = ChartFont.family
        showAxis = true
        beginTime = 0
    }

    /// Demo values, `sin(t) + rand()`, made reproducible: t is the arrival time and the
    /// random part comes from `seed`.
    public static func documentValues(count: Int, interval: Double = 0.25, seed: UInt64 = 42) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        return (0..<max(count, 0)).map { k in sin(Double(k) * interval) + Double.random(in: 0...1, using: &generator) }
    }

    /// How the frame compares with the base size 320 × 160: what is not set follows it.
    public var frameScale: Double { max(min(size.width / 320, size.height / 160), 0.01) }

    /// How many values fit the width: floor(width / xScale).
    public var capacity: Int { Int((size.width / xScale).rounded(.down)) }

    /// When value `k` arrives.
    public func arrivalTime(_ k: Int) -> Double { beginTime + Double(k) * interval }

    /// The point of value `k` in the unscrolled content (value 0 at x = 0, y grows downward from
    /// the middle of the frame).
    public func point(_ k: Int) -> Point {
        Point(x: Double(k) * xScale, y: size.height / 2 + values[k] * yScale)
    }

    /// How far left the content has moved at `time`: one step per value beyond the capacity.
    public func scrollOffset(at time: Double) -> Double {
        guard time >= beginTime, !values.isEmpty else { return 0 }
        let arrived = min(Int(((time - beginTime) / interval).rounded(.down)) + 1, values.count)
        return Double(max(0, arrived - capacity)) * xScale
    }

    /// Checks the data and settings; the first problem found.
    public func validate() throws(ChartError) {
        for (index, value) in values.enumerated() where !value.isFinite {
            throw .nonFiniteValue(chart: "live line", index: index)
        }
        guard xScale > 0, interval > 0 else {
            throw .invalidSetting(chart: "live line", name: xScale > 0 ? "interval" : "xScale", value: xScale > 0 ? interval : xScale, allowed: "more than 0")
        }
    }

    /// The label of value `k`: the base number (value × the base `yScale`) whatever the frame's
    /// scale; a value that rounds to zero from below is "0", not "-0".
    public func labelText(_ k: Int) -> String {
        let rounded = (values[k] * (yScaleSetting.setting ?? yScaleSetting.standard)).rounded(.toNearestOrEven)
        return String(format: "%.f", rounded == 0 ? 0 : rounded)
    }

    /// Every how many values a label is written: 1 (every value, as drawn in the base frame)
    /// unless the widest label, with a fifth of an em between, is wider than `xScale`; then every
    /// n-th value's, counted from the first so that the labelled values stay the same as the
    /// line scrolls.
    public func labelStride(measuring measurer: some TextMeasuring) throws -> Int {
        var widest = 0.0
        for text in Set(values.indices.map(labelText)) { widest = max(widest, try measurer.size(of: text, font: labelFont).width) }
        let needed = widest + labelFont.size / 5
        return needed <= xScale ? 1 : max(1, Int((needed / xScale).rounded(.up)))
    }

    /// The line, with labels only as often as they fit side by side (`labelStride`).
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        return try layer(labelEvery: labelStride(measuring: measurer))
    }

    /// The line in a clipping container: the axis, and each value's segment and label (every
    /// `labelEvery`-th value's) showing from its arrival, scrolling left once the width is full.
    public func layer(labelEvery: Int = 1) throws -> Layer {
        try validate()
        var content: [Layer] = []
        for k in values.indices {
            let p = point(k)
            var parts: [Layer] = []
            if k > 0 {
                var path = Path()
                path.move(to: point(k - 1))
                path.addLine(to: p)
                var shape = ShapeContent(path: path, fillColor: nil, strokeColor: color, lineWidth: lineWidth)
                shape.lineJoin = .round
                parts.append(Layer(content: .shape(shape)))
            }
            // `drawAtPoint:` puts the text's top-left corner at the point.
            if k % max(labelEvery, 1) == 0 {
                let text = labelText(k)
                let box = Size(width: labelFont.size * Double(text.count), height: labelFont.size * 1.25)
                parts.append(Layer(
                    bounds: Rect(origin: .zero, size: box), position: p, anchorPoint: .zero,
                    content: .text(TextContent(string: text, font: labelFont, color: color, alignment: .left))))
            }
            var arrival = Layer(id: "value-\(k)", opacity: 0, sublayers: parts)
            arrival.animations = [ChartAnimation.visible(from: arrivalTime(k), until: .infinity)]
            content.append(arrival)
        }
        var scroller = Layer(id: "content", anchorPoint: .zero, sublayers: content)
        // One step left at each arrival beyond the capacity: additive steps that stay.
        scroller.animations = values.indices.dropFirst(capacity).map { k in
            .basic(BasicAnimation(keyPath: Layer.animatedName(of: \.position.x), byValue: .number(-xScale),
                                  timing: MediaTiming(beginTime: arrivalTime(k), duration: 0, fillMode: .forwards), isAdditive: true))
        }
        var sublayers: [Layer] = []
        if showAxis {
            sublayers.append(ChartLines(color: color, lineWidth: lineWidth).horizontal(at: [size.height / 2], from: 0, to: size.width, id: "axis"))
        }
        sublayers.append(scroller)
        var view = container(id: "live-line", sublayers: sublayers)
        view.masksToBounds = true
        return view
    }
}
