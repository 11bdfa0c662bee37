import Animation

/// An axis-aligned rectangle: origin and size.
public struct Rect: Sendable, Hashable, Interpolatable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle at (x, y) of width × height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at (0, 0).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The sum, for additive and cumulative animations.
    public func adding(_ other: Rect) -> Rect { Rect(origin: origin.adding(other.origin), size: size.adding(other.size)) }
    /// The difference, for cumulative animations (end − start).
    public func subtracting(_ other: Rect) -> Rect {
        Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    /// The value multiplied by `factor`, for cumulative repetitions.
    public func scaled(by factor: Double) -> Rect { Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor)) }
    /// How far apart the two are, for paced keyframes.
    public func distance(to other: Rect) -> Double { origin.distance(to: other.origin) + size.distance(to: other.size) }
}
