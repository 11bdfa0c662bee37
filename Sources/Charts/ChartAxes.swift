import Scene

/// A chart's two axes meeting at a corner: a vertical axis from the top down to the corner and
/// a horizontal axis from the corner to the right, with arrow heads at their free ends and tick
/// marks, all in one stroked shape.
public struct ChartAxes: Sendable, Equatable {
    /// Where the axes meet (the chart's origin of values), in the chart's coordinates.
    public var corner: Point
    /// The y where the vertical axis ends, above the corner.
    public var top: Double
    /// The x where the horizontal axis ends, right of the corner.
    public var end: Double
    /// Whether each axis ends in an arrow head (3 either side, 6 long).
    public var arrowHeads: Bool
    /// The x of each tick on the horizontal axis, drawn upward.
    public var xTicks: [Double]
    /// The y of each tick on the vertical axis, drawn to the right.
    public var yTicks: [Double]
    /// How long each tick mark is.
    public var tickLength: Double
    /// How the axes are stroked.
    public var style: ChartLines

    /// Axes meeting at `corner`, the vertical one up to `top`, the horizontal one right to `end`.
    public init(
        corner: Point, top: Double, end: Double, arrowHeads: Bool = true, xTicks: [Double] = [], yTicks: [Double] = [],
        tickLength: Double = 2, style: ChartLines
    ) {
        self.corner = corner
        self.top = top
        self.end = end
        self.arrowHeads = arrowHeads
        self.xTicks = xTicks
        self.yTicks = yTicks
        self.tickLength = tickLength
        self.style = style
    }

    /// The axes' path: the two axes as one line (so the corner is joined), then the arrow
    /// heads, then the ticks.
    public var path: Path {
        let (x, y) = (corner.x, corner.y)
        var path = Path()
        path.move(to: Point(x: x, y: top))
        path.addLine(to: Point(x: x, y: y))
        path.addLine(to: Point(x: end, y: y))
        if arrowHeads {
            path.move(to: Point(x: x - 3, y: top + 6))
            path.addLine(to: Point(x: x, y: top))
            path.addLine(to: Point(x: x + 3, y: top + 6))
            path.move(to: Point(x: end - 6, y: y - 3))
            path.addLine(to: Point(x: end, y: y))
            path.addLine(to: Point(x: end - 6, y: y + 3))
        }
        for tick in xTicks {
            path.move(to: Point(x: tick, y: y - tickLength))
            path.addLine(to: Point(x: tick, y: y))
        }
        for tick in yTicks {
            path.move(to: Point(x: x, y: tick))
            path.addLine(to: Point(x: x + tickLength, y: tick))
        }
        return path
    }

    /// The axes as one shape layer.
    public func layer(id: String = "axes") -> Layer { style.layer(path, id: id) }
}
