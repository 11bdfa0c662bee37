import Animation

/// A width and a height in points.
public struct Size: Sendable, Hashable, Interpolatable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// The size width × height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// The sum, for additive and cumulative animations.
    public func adding(_ other: Size) -> Size { Size(width: width + other.width, height: height + other.height) }
    /// The difference, for cumulative animations (end − start).
    public func subtracting(_ other: Size) -> Size { Size(width: width - other.width, height: height - other.height) }
    /// The value multiplied by `factor`, for cumulative repetitions.
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
    /// How far apart the two are, for paced keyframes.
    public func distance(to other: Size) -> Double {
        ((other.width - width) * (other.width - width) + (other.height - height) * (other.height - height)).squareRoot()
    }
}
