import Scene

extension ChartType {
    /// `type: counter-arc`: a water-glass counter.
    public static let counterArc = ChartType(
        \.counter, name: "counter-arc", summary: "A 270° counter arc, its outline sweeping one step at a time.",
        keys: [
            .integer("count", 0...10_000, \.counter.count, example: "8", "The value the counter steps to."),
            .integer("startCount", 0...10_000, \.counter.start, example: "0", "The value it starts from."),
            .integer("goal", 1...10_000, \.counter.goal, example: "8", "The value that fills the arc."),
            .time("stepInterval", \.counter.stepInterval, example: "0.5s", "The time between steps."),
            .time("animationDuration", \.counter.stepDuration, example: "0.3s", "How long one step's sweep takes."),
            .timing(\.counter.stepTiming, "Each sweep's curve; easeOut by default."),
            .key("buttons", \.counter.showsButtons, example: "true", "Whether the plus and minus push buttons are drawn under the arc (60 across under a 230-point arc, following it); off by default."),
            .size("buttonDiameter", \.counter.buttonDiameter, example: "60", "The push buttons' diameter, which then stays as set; setting it draws them (0 for none)."),
            .startTime(\.counter.beginTime),
            .key("caption", \.counter.caption, example: "glasses", "Written under the count; none by default."),
            .key("groupThousands", \.counter.groupsThousands, example: "true", "Whether the count is grouped in thousands with commas (1,000)."),
            .key("arcColor", \.counter.arcColor, example: "\"#57dad5\"", "The arc's colour."),
            .key("outlineColor", \.counter.outlineColor, example: "\"#226e64\"", "The outline's colour."),
            .key("textColor", \.counter.counterColor, example: "black", "The count's and caption's colour."),
            .key("plusColor", \.counter.plusColor, example: "\"#57dad5\"", "The plus button's colour."),
            .key("minusColor", \.counter.minusColor, example: "\"#ee4d4d\"", "The minus button's colour."),
        ],
        colorKeys: ["counter": "textColor", "caption": "textColor"])
}
