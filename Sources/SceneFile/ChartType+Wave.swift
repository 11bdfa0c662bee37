import Charts
import Scene

extension ChartType {
    /// `type: wave`: the moving wave (reference §8).
    static let wave = ChartType(
        name: "wave", summary: "Cubic humps moving right 1 pt per 1/100 s, repeating every 55 pt (reference §8).",
        keys: [
            .key("swing", \.chart.wave.swing, unit: .fraction, example: "0.8", "The amplitude scale, 0 to 1."),
            .key("lineColor", \.chart.wave.color, example: "black", "The wave's colour."),
            .size("lineWidth", \.chart.wave.lineWidth, example: "2", "The wave's width."),
            .time("animationDuration", \.chart.wave.period, example: "0.55s", "One period: the time to move 55 pt."),
            .startTime(\.chart.wave.beginTime),
        ],
        finish: ChartLayerExpansion.finisher(\.wave))
}
