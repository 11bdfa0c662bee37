import Charts
import Scene

extension LayerKind {
    /// `type: gauge`: the fuel gauge's ease-out sweep (reference §3).
    static let gauge = LayerKind(
        name: "gauge", summary: "A semicircular gauge whose needle sweeps with easeOut while its number counts (reference §3).",
        properties: [
            .number("percentage", .number(0...100), \.chart.gauge.percentage, example: "73.5", "The value shown from the start."),
            .text("caption", \.chart.gauge.caption, example: "百分比", "Written after the percentage."),
            .value("changes", .list(.dictionary(.oneOf([.time(0...86_400), .number(0...100)]))), \.chart.gauge.changes,
                example: "[{at: 1s, percentage: 10}, {at: 2s, percentage: 20}]",
                "New percentages: each sweeps from the value shown at `at` to `percentage`.") { $0.gaugeChanges() },
            PropertyDefinition("demoChanges", .dictionary(.oneOf([.integer(0...10_000), .time(0...86_400)])),
                example: "{count: 10, start: 1s, interval: 1s}",
                "The document's Change button pressed `count` times: 10, 20, … wrapping past 100.") { reader, draft in
                guard let keys = reader.mapping(allowed: ["count", "start", "interval"]), !keys.hadUnknownKeys else { return false }
                let count = keys["count"].map { $0.integer(in: 0...10_000) } ?? 10
                let start = keys["start"].map { $0.seconds(in: 0...86_400) } ?? 1
                let interval = keys["interval"].map { $0.seconds(in: 0...86_400) } ?? 1
                guard let count, let start, let interval else { return false }
                draft.chart.gauge.changes += Gauge.demoChanges(count: count, start: start, interval: interval)
                return true
            },
            PropertyDefinition("fontSize", .number(1...500), example: "30", "The text's size in points (Helvetica Bold).") { reader, draft in
                guard let size = reader.number(in: 1...500) else { return false }
                draft.chart.gauge.font.size = size
                return true
            },
            ChartProperties.time("animationDuration", \.chart.gauge.sweepDuration, example: "0.5s", "How long a sweep takes."),
            ChartProperties.timing(\.chart.gauge.sweepTiming, "The sweep's curve; easeOut by default."),
        ],
        finish: ChartLayerExpansion.finisher(\.gauge))
}

extension NodeReader {
    /// `changes:` entries: `{at: 1s, percentage: 10}`.
    func gaugeChanges() -> [GaugeChange]? {
        guard let items = sequence() else { return nil }
        let changes = items.map { item -> GaugeChange? in
            guard let keys = item.mapping(allowed: ["at", "percentage"], what: "a change {at, percentage}"), !keys.hadUnknownKeys else { return nil }
            guard let at = keys["at"], let percentage = keys["percentage"] else {
                item.report("a change needs 'at' and 'percentage'", fix: "write `{at: 1s, percentage: 10}`")
                return nil
            }
            guard let time = at.seconds(in: 0...86_400), let value = percentage.number(in: 0...100) else { return nil }
            return GaugeChange(time: time, percentage: value)
        }
        guard changes.allSatisfy({ $0 != nil }) else { return nil }
        return changes.map { $0! }
    }
}
