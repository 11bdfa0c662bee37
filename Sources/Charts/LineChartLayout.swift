import Scene

/// Where PNChart's line chart (reference §1) puts its points: the canvas is the frame minus the
/// margins, x labels split its width evenly and values map linearly onto its height.
public struct LineChartLayout: Sendable, Equatable {
    public var frame: Size
    public var margin: Double
    public var xLabelCount: Int
    public var yLabelCount: Int

    public init(frame: Size, margin: Double = 25, xLabelCount: Int, yLabelCount: Int) {
        self.frame = frame
        self.margin = margin
        self.xLabelCount = xLabelCount
        self.yLabelCount = yLabelCount
    }

    public var canvasWidth: Double { frame.width - 2 * margin }
    public var canvasHeight: Double { frame.height - 2 * margin }
    public var xLabelWidth: Double { canvasWidth / Double(max(xLabelCount, 1)) }
    /// PNChart gives each y label an equal share of the canvas height.
    public var yLabelHeight: Double { canvasHeight / Double(max(yLabelCount, 1)) }

    /// The points of `values`: x by index, y by the value's grade between the series' minimum
    /// and maximum (0.5 when they are equal).
    public func points(for values: [Double]) -> [Point] {
        let low = values.min() ?? 0, high = values.max() ?? 0
        return values.enumerated().map { index, value in
            let grade = high == low ? 0.5 : (value - low) / (high - low)
            return Point(
                x: Double(index) * xLabelWidth + margin + xLabelWidth / 2,
                y: canvasHeight - grade * canvasHeight - yLabelHeight / 2 + margin)
        }
    }
}
