/// One bubble in one period: where its centre sits (`x`, `y`, on the chart's axes) and the
/// value its area shows (`size`).
public struct BubblePoint: Sendable, Equatable {
    /// The value along the x axis.
    public var x: Double
    /// The value along the y axis.
    public var y: Double
    /// The value the bubble's area shows (0 or more).
    public var size: Double

    /// A bubble at (`x`, `y`) whose area shows `size`.
    public init(x: Double, y: Double, size: Double) {
        self.x = x
        self.y = y
        self.size = size
    }
}
