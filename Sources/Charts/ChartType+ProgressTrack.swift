import Scene

extension ChartType {
    /// `type: progress-track`: the racetrack step counter.
    public static let progressTrack = ChartType(
        \.track, name: "progress-track", summary: "A racetrack ring that fills to steps / goal while the step count counts up.",
        keys: [
            .key("steps", \.track.steps, range: 0...InputLimits.chartMagnitude, example: "1794", "The steps taken."),
            .key("goal", \.track.goal, range: 0...InputLimits.chartMagnitude, example: "13000", "The steps that fill the track."),
            .key("unit", \.track.unit, example: "步", "Written under the count (the chart's caption). The count and the unit are made smaller where they would run onto the ring."),
            .integer("decimals", 0...6, \.track.decimals, example: "1", "Digits after the count's decimal point; 0 by default."),
            .key("groupThousands", \.track.groupsThousands, example: "true", "Whether the count's whole part is grouped in thousands with commas (13,000)."),
            .key("trackColor", \.track.trackColor, example: "\"#e4e4e4\"", "The empty track's colour."),
            .key("fillColors", \.track.fillColors, example: "[\"#ffc400\", \"#ff6a00\"]", "The fill's gradient, left to right across the chart."),
            .key("textColor", \.track.stepColor, example: "\"#ff8000\"", "The count's colour."),
            .key("unitColor", \.track.unitColor, example: "gray", "The unit's colour."),
            .size("outerRadius", \.track.outerRadius, example: "90", "The round ends' outer radius; 90 in a 400 × 240 frame, following the frame, when omitted."),
            .size("ringWidth", \.track.ringWidth, example: "50", "The ring's width; 50 in a 400 × 240 frame, following the frame, when omitted."),
            .size("straightLength", \.track.straightLength, example: "180", "The length of each straight; 180 in a 400 × 240 frame, following the frame, when omitted."),
            .key("chartBackground", \.track.backgroundColor, example: "\"#f7f7f7\"", "The view's background."),
            .time("animationDuration", \.track.duration, example: "1.5s", "How long the fill takes."),
            .timing(\.track.timing, "The fill's curve; easeOut by default."),
            .startTime(\.track.beginTime),
        ],
        colorKeys: ["progress-track": "chartBackground", "steps": "textColor", "unit": "unitColor"])
}
