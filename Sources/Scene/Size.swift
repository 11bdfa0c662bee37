import Animation

/// A width and a height in points.
public struct Size: Sendable, Hashable, Interpolatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public func adding(_ other: Size) -> Size { Size(width: width + other.width, height: height + other.height) }
    public func subtracting(_ other: Size) -> Size { Size(width: width - other.width, height: height - other.height) }
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
    public func distance(to other: Size) -> Double {
        ((other.width - width) * (other.width - width) + (other.height - height) * (other.height - height)).squareRoot()
    }
}
