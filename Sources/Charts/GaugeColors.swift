import Scene

/// The gauge's two colours for a percentage: the wedge and text ("main") and the needle ("line").
public struct GaugeColors: Sendable, Equatable {
    /// The wedge's and the text's colour.
    public var main: Color
    /// The needle's and the dot's colour.
    public var line: Color

    /// Colours for the wedge and text (`main`) and the needle (`line`).
    public init(main: Color, line: Color) {
        self.main = main
        self.line = line
    }

    /// The default thresholds: above 85 red, above 65 orange, otherwise green.
    public static func forPercentage(_ percentage: Double) -> GaugeColors {
        if percentage > 85 { return GaugeColors(main: Color(red: 0.70, green: 0, blue: 0), line: Color(red: 1, green: 0, blue: 0)) }
        if percentage > 65 { return GaugeColors(main: Color(red: 0.83, green: 0.38, blue: 0), line: Color(red: 1, green: 0.5, blue: 0)) }
        return GaugeColors(main: Color(red: 0.47, green: 0.70, blue: 0), line: Color(red: 0, green: 0.70, blue: 0))
    }
}
