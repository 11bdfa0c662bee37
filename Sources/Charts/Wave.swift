import Animation
import Scene

/// The wave of the reference (§8, document 000 example 43): seven cubic humps 55 wide along
/// y = 40 whose amplitudes (20 and 80, some growing or shrinking with the phase) scale with
/// `swing`; the wave moves right 1 pt per 1/100 s and starts over every 55 pt.
///
/// The movement is a repeating linear `position.x` animation over one 55-pt period, and the
/// humps that change with the phase morph with a repeating `path` animation of the same timing.
public struct Wave: Chart {
    /// The chart's name in messages.
    public static let chartName = "wave"

    /// The chart's frame size.
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer.
    public var origin: Point
    /// The amplitude scale, 0–1 (the document clamps it to at most 1).
    public var swing: Double
    /// The line's colour.
    public var color: Color
    /// The line's stroke width.
    public var lineWidth: Double
    /// One period: 55 steps of 1/100 s.
    public var period: Double
    /// When the animation starts, in the scene's time (seconds).
    public var beginTime: Double

    /// The document's wave, its amplitudes scaled by `swing`.
    public init(size: Size = Size(width: 320, height: 80), origin: Point = .zero, swing: Double = 1) {
        self.size = size
        self.origin = origin
        self.swing = swing
        color = .black
        lineWidth = 2
        period = 0.55
        beginTime = 0
    }

    /// The width of a hump and the distance the wave moves per period.
    public static let humpWidth = 55.0
    /// How far the morphing amplitudes have grown after one period (0.727 per step, 55 steps).
    public static let morph = 0.727 * 55

    /// The document's wave path at morph `j` (0 at the start of a period), before translation.
    public func path(morph j: Double) -> Path {
        let s = min(max(swing, 0), 1)
        // Each hump's two control amplitudes, as drawn in the document's `drawRect:`.
        let amplitudes: [(Double, Double)] = [(20, 20), (20 + j, 20 + j), (80, 80), (80 - j, 80 - j), (20, 20), (20, 20 + j), (20, 80)]
        var path = Path()
        for (k, (up, down)) in amplitudes.enumerated() {
            let x = -Self.humpWidth + Double(k) * Self.humpWidth
            path.move(to: Point(x: x, y: 40))
            path.addCurve(to: Point(x: x + 55, y: 40), control1: Point(x: x + 22.5, y: 30 - s * up), control2: Point(x: x + 32.5, y: 50 + s * down))
        }
        return path
    }

    /// Nothing to check: the swing is clamped to 0…1.
    public func validate() throws(ChartError) {}

    /// The wave (see `layer()`); it draws no text.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer { layer() }

    /// The wave in a clipping container.
    public func layer() -> Layer {
        var shape = ShapeContent(path: path(morph: 0), fillColor: nil, strokeColor: color, lineWidth: lineWidth)
        shape.lineJoin = .miter
        let timing = MediaTiming(beginTime: beginTime, duration: period, repeatCount: .infinity)
        var wave = Layer(id: "wave", content: .shape(shape))
        wave.animations = [
            .basic(BasicAnimation(keyPath: "position.x", fromValue: .number(0), toValue: .number(Self.humpWidth), timing: timing)),
            .basic(BasicAnimation(keyPath: "path", fromValue: .path(path(morph: 0)), toValue: .path(path(morph: Self.morph)), timing: timing)),
        ]
        var view = container(id: "wave-view", sublayers: [wave])
        view.masksToBounds = true
        return view
    }
}
