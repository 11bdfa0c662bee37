import Scene

extension ChartType {
    /// `type: gauge`: the fuel gauge's ease-out sweep.
    public static let gauge = ChartType(
        \.gauge, name: "gauge", summary: "A semicircular gauge whose needle sweeps with easeOut while its number counts.",
        keys: [
            .key("percentage", \.gauge.percentage, range: 0...100, example: "73.5", "The value shown from the start."),
            .key("caption", \.gauge.caption, example: "百分比", "Written after the percentage; none by default."),
            .integer("decimals", 0...6, \.gauge.decimals, example: "0", "Digits after the percentage's decimal point; 1 by default."),
            .key("groupThousands", \.gauge.groupsThousands, example: "true", "Whether the percentage's whole part is grouped in thousands with commas."),
            .key("fillColor", \.gauge.fillColor, example: "\"#2563eb\"",
                "The wedge's colour; by default green, orange above 65 %, red above 85 %."),
            .key("needleColor", \.gauge.needleColor, example: "black", "The needle's and centre dot's colour; by default it follows the thresholds like the wedge."),
            .key("trackColor", \.gauge.secondaryColor, example: "\"#555555\"", "The unfilled semicircle's colour."),
            .key("textColor", \.gauge.textColor, example: "black", "The text's colour; the wedge's by default."),
            .key("changes", \.gauge.changes, example: "[{at: 1s, percentage: 10}, {at: 2s, percentage: 20}]",
                "New percentages: each sweeps from the value shown at `at` to `percentage`."),
            .key("demoChanges", \.gaugeDemo, example: "{count: 10, start: 1s, interval: 1s}",
                "`count` demo changes: 10, 20, … wrapping past 100."),
            .key("fontSize", \.gauge.font.size, range: 1...500, example: "30", "The text's size in points; bold 30 in a 300 × 220 frame, following the frame, when omitted; smaller when the text would not fit across the frame (a long caption) or would take more than 40 % of its height."),
            .time("animationDuration", \.gauge.sweepDuration, example: "0.5s", "How long a sweep takes."),
            .timing(\.gauge.sweepTiming, "The sweep's curve; easeOut by default."),
            .key("startTime", \.gauge.beginTime, range: -86_400...86_400, form: .time, example: "0.5s",
                "When set, the gauge starts empty and sweeps to `percentage` at this time; without it the percentage shows from the start."),
        ],
        colorKeys: ["text": "textColor"])
}
