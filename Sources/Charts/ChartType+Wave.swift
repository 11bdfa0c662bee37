import Scene

extension ChartType {
    /// `type: wave`: the moving wave.
    public static let wave = ChartType(
        \.wave, name: "wave", summary: "Cubic humps moving right 1 pt per 1/100 s, repeating every 55 pt.",
        keys: [
            .key("swing", \.wave.swing, unit: .fraction, example: "0.8", "The amplitude scale, 0 to 1."),
            .key("lineColor", \.wave.color, example: "black", "The wave's colour."),
            .size("lineWidth", \.wave.lineWidth, example: "2", "The wave's width; 2 in a 320 × 80 frame, following the frame, when omitted."),
            .time("animationDuration", \.wave.period, example: "0.55s", "One period: the time to move 55 pt."),
            .startTime(\.wave.beginTime),
        ])
}
