import Scene

/// Straight lines a chart draws across its plot — grid lines, a base line, a zero axis — all
/// stroked alike in one shape layer.
public struct ChartLines: Sendable, Equatable {
    /// The lines' colour.
    public var color: Color
    /// The lines' width.
    public var lineWidth: Double
    /// Dash and gap lengths; empty for solid lines.
    public var dashPattern: [Double]
    /// How the lines (and dashes) end.
    public var lineCap: LineCap

    /// Lines in `color`, solid unless `dashPattern` is given.
    public init(color: Color, lineWidth: Double = 1, dashPattern: [Double] = [], lineCap: LineCap = .butt) {
        self.color = color
        self.lineWidth = lineWidth
        self.dashPattern = dashPattern
        self.lineCap = lineCap
    }

    /// One horizontal line at each of `ys`, from `x0` to `x1`, in the order given.
    public func horizontal(at ys: [Double], from x0: Double, to x1: Double, id: String = "grid") -> Layer {
        lines(at: ys, from: x0, to: x1, id: id) { y, x in Point(x: x, y: y) }
    }

    /// One vertical line at each of `xs`, from `y0` to `y1`, in the order given.
    public func vertical(at xs: [Double], from y0: Double, to y1: Double, id: String = "grid") -> Layer {
        lines(at: xs, from: y0, to: y1, id: id) { x, y in Point(x: x, y: y) }
    }

    /// A line at each of `positions` from `start` to `end` along the other axis; `point` places
    /// (position, distance along) on the chart.
    private func lines(at positions: [Double], from start: Double, to end: Double, id: String, point: (Double, Double) -> Point) -> Layer {
        var path = Path()
        for position in positions {
            path.move(to: point(position, start))
            path.addLine(to: point(position, end))
        }
        return layer(path, id: id)
    }

    /// `path` stroked in this style (no fill).
    public func layer(_ path: Path, id: String? = nil) -> Layer {
        var shape = ShapeContent(path: path, fillColor: nil, strokeColor: color, lineWidth: lineWidth)
        shape.lineDashPattern = dashPattern
        shape.lineCap = lineCap
        return Layer(id: id, content: .shape(shape))
    }
}
