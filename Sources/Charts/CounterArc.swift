import Animation
import Foundation
import Scene

/// A water counter: a 270° arc from 3π/4 clockwise to
/// π/4, an outline around the part counted so far, the count in the middle, and plus / minus
/// push buttons. Animated, the counter steps from `start` to `count`, the outline's end sweeping
/// at each step.
public struct CounterArc: Chart {
    /// The chart's name in messages.
    public static let chartName = "counter arc"

    /// The counter view's size (230×230 by default).
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    public var origin: Point
    /// The count shown first. Default: 0.
    public var start: Int
    /// The count the counter steps to. Default: 8.
    public var count: Int
    /// The count that fills the whole arc. Default: 8.
    public var goal: Int
    /// The arc's width: 76 for a 230-point arc, scaled with the arc, unless set.
    public var arcWidth: Double { get { arcWidthSetting.value(at: frameScale) } set { arcWidthSetting.setting = newValue } }
    private var arcWidthSetting = FrameScaled(76.0)
    /// The colour of the arc. Default: `#57dad5`.
    public var arcColor: Color
    /// The colour of the outline. Default: `#226e64`.
    public var outlineColor: Color
    /// The outline's stroke width: 5 for a 230-point arc, scaled with the arc, unless set.
    public var outlineWidth: Double { get { outlineWidthSetting.value(at: frameScale) } set { outlineWidthSetting.setting = newValue } }
    private var outlineWidthSetting = FrameScaled(5.0)
    /// The font of the counter: 36 points for a 230-point arc, scaled with the arc, unless set.
    public var counterFont: Font { get { counterFontSetting.font(at: frameScale, family: fontFamily) } set { counterFontSetting.setting = newValue } }
    private var counterFontSetting = FrameScaled(Font(family: ChartFont.family, size: 36))
    /// The colour of the counter. Default: black.
    public var counterColor: Color
    /// Written under the count; none by default.
    public var caption: String
    /// The caption's font: 14 points for a 230-point arc, scaled with the arc, unless set.
    public var captionFont: Font { get { captionFontSetting.font(at: frameScale, family: fontFamily) } set { captionFontSetting.setting = newValue } }
    private var captionFontSetting = FrameScaled(Font(family: ChartFont.family, size: 14))
    /// The family of the texts whose font is not set. Default: `ChartFont.family` (Inter, then DejaVu Sans and WenQuanYi Micro Hei).
    public var fontFamily: String
    /// Whether the count is grouped in thousands (`1,000`); off by default.
    public var groupsThousands: Bool
    /// Whether plus and minus push buttons are drawn in a row under the arc;
    /// off by default, on once `buttonDiameter` is set above 0.
    public var showsButtons: Bool
    /// The push buttons' diameter: 60 for a 230-point arc, scaled with the arc, unless
    /// set. Setting it shows the buttons (0 hides them).
    public var buttonDiameter: Double {
        get { buttonDiameterSetting.value(at: frameScale) }
        set {
            buttonDiameterSetting.setting = newValue
            showsButtons = newValue > 0
        }
    }
    private var buttonDiameterSetting = FrameScaled(60.0)
    /// The plus button's colour. Default: `#57dad5`.
    public var plusColor: Color
    /// The minus button's colour. Default: `#ee4d4d`.
    public var minusColor: Color
    /// Time between steps, and how long each step's sweep takes. Default: 0.5.
    public var stepInterval: Double
    /// How long each step's sweep takes. Default: 0.3.
    public var stepDuration: Double
    /// Each step's easing. Default: `.easeOut`.
    public var stepTiming: TimingFunction
    /// When the animation starts, in the scene's time (seconds). Default: 0.
    public var beginTime: Double

    /// A 230 × 230 counter, stepping from `start` to `count` of `goal`.
    public init(size: Size = Size(width: 230, height: 230), origin: Point = .zero, start: Int = 0, count: Int = 8, goal: Int = 8) {
        self.size = size
        self.origin = origin
        self.start = start
        self.count = count
        self.goal = goal
        arcColor = Color(red8: 87, green8: 218, blue8: 213)
        outlineColor = Color(red8: 34, green8: 110, blue8: 100)
        counterColor = .black
        caption = ""
        fontFamily = ChartFont.family
        groupsThousands = false
        showsButtons = false
        plusColor = Color(red8: 87, green8: 218, blue8: 213)
        minusColor = Color(red8: 238, green8: 77, blue8: 77)
        stepInterval = 0.5
        stepDuration = 0.3
        stepTiming = .easeOut
        beginTime = 0
    }

    /// Where the arc starts: 3π/4, clockwise from +x.
    public static let startAngle = 3 * Double.pi / 4
    /// The arc's whole sweep: 3π/2 (from 3π/4 clockwise round to π/4).
    public static let sweep = 3 * Double.pi / 2

    /// How the arc compares with the base size 230 × 230: widths and type that are not set follow it.
    public var frameScale: Double { max(arcSide / 230, 0.05) }

    /// The height of the buttons' row under the arc (none without buttons).
    public var buttonRow: Double { hasButtons ? buttonDiameter * Self.buttonRowRatio : 0 }
    /// The row's height for a diameter: the button and a gap above and below.
    static let buttonRowRatio = 1.3
    /// Whether buttons are drawn: shown and at least a point wide.
    var hasButtons: Bool { showsButtons && (buttonDiameterSetting.setting ?? 1) > 0 }
    /// The side of the square the arc fills: the frame's smaller side, the buttons' row kept
    /// out of its height, so that the whole counter stays inside the frame. Buttons that follow
    /// the arc take a row of 78/230 of its side (60-point buttons under a 230-point arc).
    public var arcSide: Double {
        guard hasButtons else { return max(min(size.width, size.height), 1) }
        if let diameter = buttonDiameterSetting.setting {
            return max(min(size.width, size.height - diameter * Self.buttonRowRatio), 1)
        }
        let rowPerSide = buttonDiameterSetting.standard * Self.buttonRowRatio / 230
        return max(min(size.width, size.height / (1 + rowPerSide)), 1)
    }
    /// The arc's centre: the middle of the frame above the buttons' row.
    public var center: Point { Point(x: size.width / 2, y: (size.height - buttonRow) / 2) }
    /// The background arc's radius: side/2 − arcWidth/2.
    public var arcRadius: Double { arcSide / 2 - arcWidth / 2 }
    /// The outline's outer and inner radii: side/2 − 2.5 and side/2 − 76 + 2.5 (half the outline inside the arc).
    public var outlineRadii: (outer: Double, inner: Double) {
        (arcSide / 2 - outlineWidth / 2, arcSide / 2 - arcWidth + outlineWidth / 2)
    }

    /// The outline's end angle for a counter value: 3π/4 + (3π/2)/goal · counter.
    public func endAngle(forCounter counter: Int) -> Double {
        Self.startAngle + Self.sweep / Double(max(goal, 1)) * Double(min(max(counter, 0), goal))
    }

    /// When step `k` (1-based, from `start + k − 1` to `start + k`) begins.
    public func stepBeginTime(_ k: Int) -> Double { beginTime + Double(k - 1) * stepInterval }

    /// Checks the data and settings; the first problem found.
    public func validate() throws(ChartError) {
        guard goal >= 1 else { throw .invalidSetting(chart: "counter arc", name: "goal", value: Double(goal), allowed: "1 or more") }
        for (name, value) in [("startCount", start), ("count", count)] where value < 0 || value > goal {
            throw .invalidSetting(chart: "counter arc", name: name, value: Double(value), allowed: "from 0 to goal (\(goal))")
        }
        // Set buttons must fit the frame: side by side across its width, their row in at most half its height.
        if hasButtons, let diameter = buttonDiameterSetting.setting {
            let largest = min(size.width / 2.2, size.height / 2 / Self.buttonRowRatio)
            guard diameter <= largest else {
                throw .invalidSetting(chart: "counter arc", name: "buttonDiameter", value: diameter,
                    allowed: "at most \(largest.rounded(.down).plainText) in its \(size.width.roundedForDisplay)×\(size.height.roundedForDisplay) frame, or left out so that the buttons follow the arc")
            }
        }
    }

    /// The counter as one container layer: the arc, the outline whose end sweeps at each step, the counting number and the buttons.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        var background = Path()
        background.addArc(center: center, radius: arcRadius, startAngle: Self.startAngle, endAngle: Self.startAngle + Self.sweep, clockwise: true)
        var sublayers = [Layer(id: "arc", content: .shape(ShapeContent(path: background, fillColor: nil, strokeColor: arcColor, lineWidth: arcWidth)))]

        let (outer, inner) = outlineRadii
        let fraction = { (counter: Int) in Double(counter) / Double(self.goal) }
        let steps = Array(stride(from: start, to: count, by: start <= count ? 1 : -1))
        func stepAnimations(_ keyPath: LayerKeyPath<Double>, _ value: (Int) -> Double) -> [Animation<PropertyValue>] {
            steps.enumerated().map { k, counter in
                let next = count >= start ? counter + 1 : counter - 1
                // Forwards only: a later step must not show its start before its turn.
                return ChartAnimation.basic(keyPath, from: value(counter), to: value(next),
                                            begin: stepBeginTime(k + 1), duration: stepDuration, timing: stepTiming, fill: .forwards)
            }
        }
        // The outline: the two arcs trimmed to the counted part, a fixed radial edge at the start
        // and a radial edge that turns to the end angle. The edges reach half the stroke past the
        // arcs so the corners are closed, as the closed path's joins are.
        for (id, radius) in [("outline-outer", outer), ("outline-inner", inner)] {
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: Self.startAngle, endAngle: Self.startAngle + Self.sweep, clockwise: true)
            var layer = Layer(id: id, content: .shape(ShapeContent(
                path: arc, fillColor: nil, strokeColor: outlineColor, lineWidth: outlineWidth, strokeEnd: fraction(start))))
            layer.animations = stepAnimations(\.strokeEnd, fraction)
            sublayers.append(layer)
        }
        var edge = Path()
        edge.move(to: Point(x: inner - outlineWidth / 2, y: 0))
        edge.addLine(to: Point(x: outer + outlineWidth / 2, y: 0))
        let edgeShape = ShapeContent(path: edge, fillColor: nil, strokeColor: outlineColor, lineWidth: outlineWidth)
        sublayers.append(Layer(id: "outline-start", position: center, transform: .rotation(Self.startAngle), content: .shape(edgeShape)))
        var endEdge = Layer(id: "outline-end", position: center, transform: .rotation(endAngle(forCounter: start)), content: .shape(edgeShape))
        endEdge.animations = stepAnimations(\.transform.rotation) { self.endAngle(forCounter: $0) }
        sublayers.append(endEdge)

        let format = try? NumberFormat(groupsThousands ? "%'d" : "%d")
        let counterFont = try fittedCounterFont(format, measuring: measurer)
        let textHeight = try measurer.size(of: "0", font: counterFont).height
        var label = Layer(
            id: "counter", bounds: Rect(x: 0, y: 0, width: size.width, height: textHeight), position: center,
            content: .text(TextContent(format: format, number: Double(start), font: counterFont, color: counterColor, alignment: .center)))
        // The number changes when its step starts, as a tapped counter's label would.
        label.animations = steps.enumerated().map { k, counter in
            let next = Double(count >= start ? counter + 1 : counter - 1)
            return ChartAnimation.basic(\.number, from: next, to: next, begin: stepBeginTime(k + 1), duration: 0, fill: .forwards)
        }
        sublayers.append(label)
        if !caption.isEmpty { sublayers.append(try captionLayer(under: textHeight, measuring: measurer)) }
        if hasButtons { sublayers += buttons() }
        return container(id: "counter-arc", sublayers: sublayers)
    }

    /// `counterFont`, made smaller where the widest count shown (10,000) would run from the
    /// hole onto the arc: it fits across the hole at a third of the text's height from its
    /// middle, where the glyphs' ink reaches.
    func fittedCounterFont(_ format: NumberFormat?, measuring measurer: some TextMeasuring) throws -> Font {
        guard let format else { return counterFont }
        let hole = max(outlineRadii.inner - outlineWidth / 2, 0)
        let reach = try measurer.size(of: "0", font: counterFont).height / 3
        let room = 2 * max(hole * hole - reach * reach, 0).squareRoot()
        return try counterFont.fitted(format.string(for: Double(max(start, count))).withWidestDigits, within: room, measuring: measurer)
    }

    /// The push buttons, in the row under the counter: a filled circle with a white plus or minus
    /// of width 3 across 60 % of the diameter.
    private func buttons() -> [Layer] {
        let d = buttonDiameter
        return [(true, plusColor, center.x - d * 0.6), (false, minusColor, center.x + d * 0.6)].map { isPlus, color, x in
            // The row sits right under the arc, which the frame's height centres with it.
            let c = Point(x: x, y: center.y + arcSide / 2 + d * 0.7)
            let circle = Layer(content: .shape(ShapeContent(path: .ellipse(in: Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d)), fillColor: color)))
            var mark = Path()
            mark.move(to: Point(x: c.x - d * 0.3, y: c.y))
            mark.addLine(to: Point(x: c.x + d * 0.3, y: c.y))
            if isPlus {
                mark.move(to: Point(x: c.x, y: c.y - d * 0.3))
                mark.addLine(to: Point(x: c.x, y: c.y + d * 0.3))
            }
            let sign = Layer(content: .shape(ShapeContent(path: mark, fillColor: nil, strokeColor: .white, lineWidth: d / 20)))
            return Layer(id: isPlus ? "plus-button" : "minus-button", sublayers: [circle, sign])
        }
    }
}
