/// What a shape layer draws: `CAShapeLayer`'s properties.
public struct ShapeContent: Sendable, Hashable {
    /// The path, in the layer's coordinates.
    public var path: Path
    /// `nil` draws no fill.
    public var fillColor: Color?
    /// How overlapping parts of the path fill.
    public var fillRule: FillRule = .nonZero
    /// `nil` draws no stroke.
    public var strokeColor: Color?
    /// The stroke width.
    public var lineWidth: Double
    /// How open subpaths end.
    public var lineCap: LineCap = .butt
    /// How corners are drawn.
    public var lineJoin: LineJoin = .miter
    /// A miter join longer than `miterLimit × lineWidth` is drawn bevelled.
    public var miterLimit: Double = 10
    /// Alternating dash and gap lengths; empty draws a solid line.
    public var lineDashPattern: [Double] = []
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Double = 0
    /// The fraction of the path's arc length where the stroke starts (fills are not trimmed).
    public var strokeStart: Double
    /// The fraction of the path's arc length where the stroke ends.
    public var strokeEnd: Double
    /// Whether the stroke is drawn in the superlayer's coordinates: the layer's own `transform`
    /// moves and reshapes the path but does not widen, thin or distort its line (SVG's
    /// `vector-effect: non-scaling-stroke`). `strokeStart`/`strokeEnd` still measure the path
    /// before the transform, as Core Animation measures it.
    public var nonScalingStroke: Bool = false

    /// A shape drawing `path`; see the properties for each setting.
    public init(
        path: Path = Path(), fillColor: Color? = .black, strokeColor: Color? = nil, lineWidth: Double = 1,
        strokeStart: Double = 0, strokeEnd: Double = 1
    ) {
        self.path = path
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }
}
