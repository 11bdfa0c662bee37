/// What a shape layer draws: `CAShapeLayer`'s properties.
public struct ShapeContent: Sendable, Hashable {
    public var path: Path
    /// `nil` draws no fill.
    public var fillColor: Color?
    /// `nil` draws no stroke.
    public var strokeColor: Color?
    public var lineWidth: Double
    public var strokeStart: Double
    public var strokeEnd: Double

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
