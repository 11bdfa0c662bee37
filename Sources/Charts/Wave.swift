import Animation
import Scene

/// The wave: cubic humps 55 wide along y = 40
/// whose amplitudes (20 and 80, some growing or shrinking with the phase) scale with `swing`;
/// the wave moves right 1 pt per 1/100 s and starts over every 55 pt.
///
/// Drawn for a 320 × 80 frame; in another frame the wave follows the frame
/// (`frameScale`), centred vertically, its humps repeating across the width.
///
/// The movement is a repeating linear `position.x` animation over one hump, and the humps that
/// change with the phase morph with a repeating `path` animation of the same timing.
public struct Wave: Chart {
    /// The chart's name in messages.
    public static let chartName = "wave"

    /// The chart's frame size. Default: 320 × 80.
    public var size: Size
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    public var origin: Point
    /// The amplitude scale, 0–1 (clamped to at most 1). Default: 1.
    public var swing: Double
    /// The line's colour. Default: black.
    public var color: Color
    /// The line's stroke width: 2 in a 320 × 80 frame, scaled with the frame, unless set.
    public var lineWidth: Double { get { lineWidthSetting.value(at: frameScale) } set { lineWidthSetting.setting = newValue } }
    private var lineWidthSetting = FrameScaled(2.0)
    /// One period: 55 steps of 1/100 s. Default: 0.55.
    public var period: Double
    /// When the animation starts, in the scene's time (seconds). Default: 0.
    public var beginTime: Double

    /// A 320 × 80 wave, its amplitudes scaled by `swing`.
    public init(size: Size = Size(width: 320, height: 80), origin: Point = .zero, swing: Double = 1) {
        self.size = size
        self.origin = origin
        self.swing = swing
        color = .black
        period = 0.55
        beginTime = 0
    }

    /// The width of a hump and the distance the wave moves per period, in a 320 × 80 frame.
    public static let humpWidth = 55.0
    /// How far the morphing amplitudes have grown after one period (0.727 per step, 55 steps).
    public static let morph = 0.727 * 55
    /// Each of the seven humps' two control amplitudes; a
    /// hump's amplitudes grow with the morph `j` where marked.
    static let amplitudes: [(up: Double, upMorph: Double, down: Double, downMorph: Double)] = [
        (20, 0, 20, 0), (20, 1, 20, 1), (80, 0, 80, 0), (80, -1, 80, -1), (20, 0, 20, 0), (20, 0, 20, 1), (20, 0, 80, 0),
    ]

    /// How the frame compares with the base size 320 × 80: the wave and its stroke follow it.
    public var frameScale: Double { max(min(size.width / 320, size.height / 80), 0.01) }

    /// The distance the wave moves per period in this frame.
    public var step: Double { Self.humpWidth * frameScale }

    /// The wave path at morph `j` (0 at the start of a period), before translation: the
    /// seven humps, scaled to the frame and centred in its height, repeated from one hump
    /// left of the frame to past its right edge.
    public func path(morph j: Double) -> Path {
        let s = min(max(swing, 0), 1), k = frameScale
        let middle = size.height / 2
        // Enough humps that, moved right by up to one, they still cover the width.
        let humps = max(Self.amplitudes.count, Int((size.width / step).rounded(.up)) + 1)
        var path = Path()
        for index in 0..<humps {
            let hump = Self.amplitudes[index % Self.amplitudes.count]
            let up = hump.up + hump.upMorph * j, down = hump.down + hump.downMorph * j
            let x = -step + Double(index) * step
            path.move(to: Point(x: x, y: middle))
            path.addCurve(
                to: Point(x: x + step, y: middle),
                control1: Point(x: x + 22.5 * k, y: middle - (10 + s * up) * k),
                control2: Point(x: x + 32.5 * k, y: middle + (10 + s * down) * k))
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
            .basic(BasicAnimation(keyPath: Layer.animatedName(of: \.position.x), fromValue: .number(0), toValue: .number(step), timing: timing)),
            .basic(BasicAnimation(keyPath: Layer.animatedName(of: \.path), fromValue: .path(path(morph: 0)), toValue: .path(path(morph: Self.morph)), timing: timing)),
        ]
        var view = container(id: "wave-view", sublayers: [wave])
        view.masksToBounds = true
        return view
    }
}
