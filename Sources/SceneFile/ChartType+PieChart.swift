import Charts
import Scene

extension ChartType {
    /// `type: pie-chart`: the pie that turns into a donut (reference §4).
    static let pieChart = ChartType(
        name: "pie-chart", summary: "A pie whose slices sweep in one after another, then opens into a donut (reference §4).",
        keys: [
            .values(\.chart.pie.values, "One slice per value, 0 or more."),
            .key("sliceColors", \.chart.pie.colors, example: "[tomato, steelblue, gold]", "Slice colours, used in turn."),
            .size("holeRadius", \.chart.pie.holeRadius, example: "60", "The hole's radius: 0 for a pie, up to half the width − 1."),
            .time("animationDuration", \.chart.pie.sweepDuration, example: "1.2s", "How long all the slices take to sweep in."),
            .time("holeDuration", \.chart.pie.holeDuration, example: "0.6s", "How long the hole takes to open after the sweep; 0 shows it at once."),
            .startTime(\.chart.pie.beginTime),
        ] + ChartStateKeys.keys,
        finish: ChartLayerExpansion.finisher(\.pie, prepare: { draft, reader, keys in
            ChartStateKeys.prepare(&draft, reader, keys, chart: PieChart.chartName, revealEnd: draft.chart.pie.revealEnd, allowsNegative: false)
        }, build: { chart, settings, measurer in
            try chart.set(\.states, settings.states).layer(measuring: measurer)
        }))
}
