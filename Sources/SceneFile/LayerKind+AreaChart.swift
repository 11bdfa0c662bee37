import Charts
import Scene

extension LayerKind {
    /// `type: area-chart`: the gradient area line chart that scrolls (reference §7).
    static let areaChart = LayerKind(
        name: "area-chart", summary: "A line over a gradient-filled area, scrolling to its last record (reference §7).",
        properties: [
            .value("records", .list(.dictionary(.oneOf([.text, .number(nil)]))), \.chart.area.records,
                example: "[{label: 7/17, value: 92}, {label: 7/18, value: 89}]",
                "The records, oldest first; the document's 18 skin scores when omitted.") { $0.areaRecords() },
            ChartProperties.size("itemSpacing", \.chart.area.itemSpacing, example: "50", "The distance between records that do not fit."),
            .color("lineColor", \.chart.area.lineColor, example: "\"#FF4275\"", "The line's and dots' colour."),
            ChartProperties.time("animationDuration", \.chart.area.scrollDuration, example: "1s", "How long the scroll takes."),
            ChartProperties.timing(\.chart.area.scrollTiming, "The scroll's curve; easeInEaseOut by default."),
            ChartProperties.startTime(\.chart.area.scrollBeginTime),
        ],
        finish: ChartLayerExpansion.finisher(\.area))
}

extension NodeReader {
    /// `records:` entries: `{label: 7/17, value: 92}`.
    func areaRecords() -> [AreaChartRecord]? {
        guard let items = sequence() else { return nil }
        let records = items.map { item -> AreaChartRecord? in
            guard let keys = item.mapping(allowed: ["label", "value"], what: "a record {label, value}"), !keys.hadUnknownKeys else { return nil }
            guard let labelReader = keys["label"], let valueReader = keys["value"] else {
                item.report("a record needs 'label' and 'value'", fix: "write `{label: 7/17, value: 92}`")
                return nil
            }
            guard let label = labelReader.string(), let value = valueReader.number() else { return nil }
            return AreaChartRecord(label: label, value: value)
        }
        guard records.allSatisfy({ $0 != nil }) else { return nil }
        return records.map { $0! }
    }
}
