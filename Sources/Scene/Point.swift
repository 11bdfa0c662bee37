import Animation

/// A point in a layer's coordinate space (points, y down).
public struct Point: Sendable, Hashable, Interpolatable {
    /// Horizontal, growing right.
    public var x: Double
    /// Vertical, growing down.
    public var y: Double

    /// The point (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The sum, for additive and cumulative animations.
    public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    /// The difference, for cumulative animations (end − start).
    public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
    /// The value multiplied by `factor`, for cumulative repetitions.
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    /// How far apart the two are, for paced keyframes.
    public func distance(to other: Point) -> Double { ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot() }
    /// The value a `fraction` of the way from this one to `other`.
    public func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }
}
