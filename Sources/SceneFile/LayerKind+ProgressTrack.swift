import Charts
import Scene

extension LayerKind {
    /// `type: progress-track`: the racetrack step counter (reference §5).
    static let progressTrack = LayerKind(
        name: "progress-track", summary: "A racetrack ring that fills to steps / goal while the step count counts up (reference §5).",
        properties: [
            .number("steps", .number(0...1e12), \.chart.track.steps, example: "1794", "The steps taken."),
            .number("goal", .number(0...1e12), \.chart.track.goal, example: "13000", "The steps that fill the track."),
            .text("unit", \.chart.track.unit, example: "步", "Written under the count."),
            ChartProperties.size("outerRadius", \.chart.track.outerRadius, example: "90", "The round ends' outer radius."),
            ChartProperties.size("ringWidth", \.chart.track.ringWidth, example: "50", "The ring's width."),
            ChartProperties.size("straightLength", \.chart.track.straightLength, example: "180", "The length of each straight."),
            .optionalColor("chartBackground", \.chart.track.backgroundColor, example: "\"#f7f7f7\"", "The view's background."),
            ChartProperties.time("animationDuration", \.chart.track.duration, example: "1.5s", "How long the fill takes."),
            ChartProperties.timing(\.chart.track.timing, "The fill's curve; easeOut by default."),
            ChartProperties.startTime(\.chart.track.beginTime),
        ],
        finish: ChartLayerExpansion.finisher(\.track))
}
