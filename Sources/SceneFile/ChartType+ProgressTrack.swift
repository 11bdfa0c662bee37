import Charts
import Scene

extension ChartType {
    /// `type: progress-track`: the racetrack step counter (reference §5).
    static let progressTrack = ChartType(
        name: "progress-track", summary: "A racetrack ring that fills to steps / goal while the step count counts up (reference §5).",
        keys: [
            .key("steps", \.chart.track.steps, range: 0...1e12, example: "1794", "The steps taken."),
            .key("goal", \.chart.track.goal, range: 0...1e12, example: "13000", "The steps that fill the track."),
            .key("unit", \.chart.track.unit, example: "步", "Written under the count (the chart's caption)."),
            .integer("decimals", 0...6, \.chart.track.decimals, example: "1", "Digits after the count's decimal point; 0 by default."),
            .key("groupThousands", \.chart.track.groupsThousands, example: "true", "Whether the count's whole part is grouped in thousands with commas (13,000)."),
            .key("trackColor", \.chart.track.trackColor, example: "\"#e4e4e4\"", "The empty track's colour."),
            .key("fillColors", \.chart.track.fillColors, example: "[\"#ffc400\", \"#ff6a00\"]", "The fill's gradient, left to right across the chart."),
            .key("textColor", \.chart.track.stepColor, example: "\"#ff8000\"", "The count's colour."),
            .key("unitColor", \.chart.track.unitColor, example: "gray", "The unit's colour."),
            .size("outerRadius", \.chart.track.outerRadius, example: "90", "The round ends' outer radius."),
            .size("ringWidth", \.chart.track.ringWidth, example: "50", "The ring's width."),
            .size("straightLength", \.chart.track.straightLength, example: "180", "The length of each straight."),
            .key("chartBackground", \.chart.track.backgroundColor, example: "\"#f7f7f7\"", "The view's background."),
            .time("animationDuration", \.chart.track.duration, example: "1.5s", "How long the fill takes."),
            .timing(\.chart.track.timing, "The fill's curve; easeOut by default."),
            .startTime(\.chart.track.beginTime),
        ],
        finish: ChartLayerExpansion.finisher(\.track))
}
