import Animation

/// A point in a layer's coordinate space (points, y down).
public struct Point: Sendable, Hashable, Interpolatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    public func distance(to other: Point) -> Double { ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot() }
    public func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }
}
