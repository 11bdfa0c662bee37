import Charts
import Scene

extension ChartType {
    /// `type: gauge`: the fuel gauge's ease-out sweep (reference §3).
    static let gauge = ChartType(
        name: "gauge", summary: "A semicircular gauge whose needle sweeps with easeOut while its number counts (reference §3).",
        keys: [
            .key("percentage", \.chart.gauge.percentage, range: 0...100, example: "73.5", "The value shown from the start."),
            .key("caption", \.chart.gauge.caption, example: "百分比", "Written after the percentage."),
            .key("changes", \.chart.gauge.changes, example: "[{at: 1s, percentage: 10}, {at: 2s, percentage: 20}]",
                "New percentages: each sweeps from the value shown at `at` to `percentage`."),
            .key("demoChanges", \.chart.gaugeDemo, example: "{count: 10, start: 1s, interval: 1s}",
                "The document's Change button pressed `count` times: 10, 20, … wrapping past 100."),
            .key("fontSize", \.chart.gauge.font.size, range: 1...500, example: "30", "The text's size in points (Helvetica Bold)."),
            .time("animationDuration", \.chart.gauge.sweepDuration, example: "0.5s", "How long a sweep takes."),
            .timing(\.chart.gauge.sweepTiming, "The sweep's curve; easeOut by default."),
        ],
        finish: ChartLayerExpansion.finisher(\.gauge))
}
