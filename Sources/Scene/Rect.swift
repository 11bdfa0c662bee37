import Animation

/// An axis-aligned rectangle: origin and size.
public struct Rect: Sendable, Hashable, Interpolatable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public func adding(_ other: Rect) -> Rect { Rect(origin: origin.adding(other.origin), size: size.adding(other.size)) }
    public func subtracting(_ other: Rect) -> Rect {
        Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    public func scaled(by factor: Double) -> Rect { Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor)) }
    public func distance(to other: Rect) -> Double { origin.distance(to: other.origin) + size.distance(to: other.size) }
}
