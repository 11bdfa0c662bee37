import Scene

/// One line of a line chart (`PNLineChartData`).
public struct LineChartSeries: Sendable, Equatable {
    /// The line's values, one per x slot.
    public var values: [Double]
    /// The line and circle colour, alpha included (`#00abf3` at 0.5 by default).
    public var color: Color
    /// The line's stroke width. Default: 2.
    public var lineWidth: Double
    /// The diameter of the stroked circle at each point; 0 draws none; 6 by default. Segments stop half of it
    /// short of each point.
    public var inflexionPointWidth: Double
    /// Writes each value above its point. Default: `false`.
    public var showPointLabels: Bool
    /// The point labels' font. Default: 11 points in `ChartFont.family`.
    public var pointLabelFont: Font
    /// The point labels' colour. Default: black.
    public var pointLabelColor: Color
    /// How point labels write their value (`%1.f` by default: no decimals).
    public var pointLabelFormat: String

    /// The seed chart's line colour, `#00abf3` at half opacity: a line's unless it is given one.
    public static let defaultColor = Color(red8: 0, green8: 171, blue8: 243, alpha: 0.5)

    /// A line through `values` in the default style (2-point stroke, round inflexion circles).
    public init(
        values: [Double], color: Color = LineChartSeries.defaultColor, lineWidth: Double = 2,
        inflexionPointWidth: Double = 6, showPointLabels: Bool = false
    ) {
        self.values = values
        self.color = color
        self.lineWidth = lineWidth
        self.inflexionPointWidth = inflexionPointWidth
        self.showPointLabels = showPointLabels
        pointLabelFont = Font(family: ChartFont.family, size: 11)
        pointLabelColor = .black
        pointLabelFormat = "%1.f"
    }
}

extension LineChartSeries {
    /// The point labels' font in a frame `frameScale` times the base size, their line height,
    /// and how far a label's middle sits from its point: clear of the circle and the line.
    func pointLabelStyle(frameScale: Double) -> (font: Font, height: Double, clearance: Double) {
        var font = pointLabelFont
        font.size *= frameScale
        let height = font.size * 1.1
        return (font, height, inflexionPointWidth / 2 + lineWidth + height / 2 + 1)
    }
}
