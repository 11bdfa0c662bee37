import Charts
import Scene

extension LayerKind {
    /// `type: line-chart`: PNChart's draw-on line chart (reference §1).
    static let lineChart = LayerKind(
        name: "line-chart", summary: "PNChart's line chart: every segment draws itself on at once (reference §1).",
        properties: [
            PropertyDefinition("values", .oneOf([.list(.number(nil)), .text]), example: "[0, 180.1, 26.4, 202.2]", "The values of a single line: a list, or a column of the layer's `data` file.") { reader, draft in
                guard let values = reader.dataNumbers() else { return false }
                draft.chart.lineValues = values
                return true
            },
            .value("series", .list(.dictionary(.oneOf([.list(.number(nil)), .color, .number(nil), .bool]))), \.chart.line.series,
                example: "[{values: [1, 3, 2], lineColor: \"#00abf380\"}]",
                "Several lines: each with `values` and optionally `lineColor`, `lineWidth`, `pointLabels`.") { $0.lineSeries() },
            ChartProperties.texts("xLabels", \.chart.line.xLabels, example: "[SEP 1, SEP 2, SEP 3]", "Labels under the points, one per slot."),
            ChartProperties.texts("yLabels", \.chart.line.yLabels, example: "[\"0\", \"50\", \"100\"]", "Labels up the left side, bottom first."),
            PropertyDefinition("lineColor", .color, example: "\"#00abf380\"", "The line's colour (the first line's, with `series`).") { reader, draft in
                guard let color = reader.color() else { return false }
                draft.chart.lineColor = color
                return true
            },
            PropertyDefinition("pointLabels", .bool, example: "true", "Writes each value above its point.") { reader, draft in
                guard let on = reader.bool() else { return false }
                draft.chart.linePointLabels = on
                return true
            },
            .bool("smooth", \.chart.line.showSmoothLines, "Curved segments (with 4 points or more)."),
            .bool("axes", \.chart.line.showAxes, "The L-shaped axes with arrows and ticks."),
            .bool("grid", \.chart.line.showGridLines, "Dashed grid lines at the y labels."),
            ChartProperties.size("margin", \.chart.line.margin, example: "25", "The margin on every side."),
            ChartProperties.time("animationDuration", \.chart.line.drawOnDuration, example: "1s", "How long the lines take to draw on."),
            ChartProperties.timing(\.chart.line.drawOnTiming, "The draw-on's curve; easeInEaseOut by default."),
            ChartProperties.startTime(\.chart.line.beginTime),
        ],
        finish: ChartLayerExpansion.finisher(\.line, prepare: { draft, reader, _ in
            if let values = draft.chart.lineValues { draft.chart.line.series.insert(LineChartSeries(values: values), at: 0) }
            guard !draft.chart.line.series.isEmpty else {
                reader.report("a line chart needs its values", fix: "add `values: [1, 3, 2]`, or `series:` with several lines")
                return false
            }
            if let color = draft.chart.lineColor { draft.chart.line.series[0].color = color }
            if let on = draft.chart.linePointLabels {
                for i in draft.chart.line.series.indices { draft.chart.line.series[i].showPointLabels = on }
            }
            return true
        }))
}

extension NodeReader {
    /// `series:` entries: `values` plus optional `lineColor`, `lineWidth`, `pointLabels`.
    func lineSeries() -> [LineChartSeries]? {
        guard let items = sequence() else { return nil }
        let series = items.map { item -> LineChartSeries? in
            guard let keys = item.mapping(allowed: ["values", "lineColor", "lineWidth", "pointLabels"], what: "a line (values, lineColor …)") else { return nil }
            guard let valuesReader = keys["values"] else {
                item.report("a line needs its 'values'", fix: "add `values: [1, 2, 3]`")
                return nil
            }
            guard let values = valuesReader.dataNumbers() else { return nil }
            var line = LineChartSeries(values: values)
            if let r = keys["lineColor"] { guard let c = r.color() else { return nil }; line.color = c }
            if let r = keys["lineWidth"] { guard let w = r.number(in: 0...1000) else { return nil }; line.lineWidth = w }
            if let r = keys["pointLabels"] { guard let b = r.bool() else { return nil }; line.showPointLabels = b }
            return keys.hadUnknownKeys ? nil : line
        }
        guard series.allSatisfy({ $0 != nil }) else { return nil }
        return series.map { $0! }
    }
}
