import Charts
import Scene

extension ChartType {
    /// `type: line-chart`: PNChart's draw-on line chart (reference §1).
    static let lineChart = ChartType(
        name: "line-chart", summary: "PNChart's line chart: every segment draws itself on at once (reference §1).",
        keys: [
            .key("values", \.chart.lineValuesKey, form: .numbersOrColumn, example: "[0, 180.1, 26.4, 202.2]",
                "The values of a single line: a list, or a column of the layer's `data` file."),
            .key("series", \.chart.line.series, example: "[{values: [1, 3, 2], lineColor: \"#00abf380\"}]",
                "Several lines: each with `values` and optionally `lineColor`, `lineWidth`, `pointLabels`."),
            .texts("xLabels", \.chart.line.xLabels, example: "[SEP 1, SEP 2, SEP 3]", "Labels under the points, one per slot."),
            .texts("yLabels", \.chart.line.yLabels, example: "[\"0\", \"50\", \"100\"]",
                "Labels up the left side, bottom first; numbers set the axis range. Round ticks when omitted."),
            .key("yScale", \.chart.line.yScale, example: "axis",
                "`axis`: values sit on the scale the y labels show; `dataRange`: PNChart's mapping of the data's minimum to maximum, labels drawn apart."),
            .key("lineColor", \.chart.lineColor, form: .color, example: "\"#00abf380\"", "The line's colour (the first line's, with `series`)."),
            .key("pointLabels", \.chart.linePointLabelsKey, example: "true", "Writes each value above its point."),
            .key("smooth", \.chart.line.showSmoothLines, example: "true", "Curved segments (with 4 points or more)."),
            .key("axes", \.chart.line.showAxes, example: "true", "The L-shaped axes with arrows and ticks."),
            .key("grid", \.chart.line.showGridLines, example: "true", "Dashed grid lines at the y labels."),
            .size("margin", \.chart.line.margin, example: "25", "The margin on every side."),
            .time("animationDuration", \.chart.line.drawOnDuration, example: "1s", "How long the lines take to draw on."),
            .timing(\.chart.line.drawOnTiming, "The draw-on's curve; easeInEaseOut by default."),
            .startTime(\.chart.line.beginTime),
        ] + ChartStateKeys.keys,
        finish: ChartLayerExpansion.finisher(\.line, prepare: { draft, reader, keys in
            if let values = draft.chart.lineValues {
                var line = LineChartSeries(values: values)
                if let color = draft.chart.lineTheme?.palette.first { line.color = color }
                if let theme = draft.chart.lineTheme {
                    line.pointLabelFont.family = theme.fontFamily
                    line.pointLabelColor = theme.text
                }
                draft.chart.line.series.insert(line, at: 0)
            }
            if draft.chart.statesSource != nil, draft.chart.line.series.isEmpty {
                // The states give the points; the line keeps the chart's style.
                var line = LineChartSeries(values: [])
                if let color = draft.chart.lineTheme?.palette.first { line.color = color }
                if let theme = draft.chart.lineTheme {
                    line.pointLabelFont.family = theme.fontFamily
                    line.pointLabelColor = theme.text
                }
                draft.chart.line.series = [line]
            }
            guard !draft.chart.line.series.isEmpty else {
                reader.report("a line chart needs its values", fix: "add `values: [1, 3, 2]`, or `series:` with several lines")
                return false
            }
            if let color = draft.chart.lineColor { draft.chart.line.series[0].color = color }
            if let on = draft.chart.linePointLabels {
                for i in draft.chart.line.series.indices { draft.chart.line.series[i].showPointLabels = on }
            }
            return ChartStateKeys.prepare(&draft, reader, keys, chart: LineChart.chartName,
                revealEnd: draft.chart.line.revealEnd, allowsNegative: true)
        }, build: { chart, settings, measurer in
            try chart.set(\.states, settings.states).layer(measuring: measurer)
        }))
}
