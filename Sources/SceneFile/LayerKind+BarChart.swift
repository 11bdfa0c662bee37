import Charts
import Scene

extension LayerKind {
    /// `type: bar-chart`: the sequential bar reveal of the reference (§2).
    static let barChart = LayerKind(
        name: "bar-chart", summary: "A bar chart whose bars rise one after another, then its labels fade in (reference §2).",
        properties: [
            ChartProperties.values(\.chart.bar.values, "One bar per value, 0 or more."),
            ChartProperties.texts("xLabels", \.chart.bar.xLabels, example: "[Jan, Feb, Mar, Apr, May, Jun, Jul, Aug]", "Labels under the bars, one per value."),
            .value("barTexts", .list(.text), \.chart.bar.barTexts, example: "[\"30\", \"45\", \"44\", \"60\", \"95\", \"2\", \"8\", \"9\"]", "Texts on the bars, one per value; the values when omitted.") { $0.stringList() },
            ChartProperties.integer("incrementValue", 1...1_000_000_000, \.chart.bar.incrementValue, example: "10",
                "The grid step; the top value is the largest value rounded up to it."),
            ChartProperties.size("barWidth", \.chart.bar.barWidth, example: "18", "The width of a bar."),
            .color("barColor", \.chart.bar.barColor, example: "blue", "The bars' colour."),
            .color("gridColor", \.chart.bar.gridColor, example: "gray", "The grid lines' colour."),
            .color("borderColor", \.chart.bar.borderColor, example: "black", "The border's colour."),
            .bool("grid", \.chart.bar.hasGrid, "Whether grid lines are drawn (one per increment)."),
            .bool("showYLabels", \.chart.bar.hasYLabels, "Whether the values are written left of the grid."),
            .optionalColor("chartBackground", \.chart.bar.backgroundColor, example: "\"#e6e6e6\"", "The chart's background."),
            .choice("xLabelOrientation", \.chart.bar.xLabelOrientation, example: "vertical", "How the x labels are turned."),
            .choice("barTextPosition", \.chart.bar.barTextPosition, example: "top", "Where the bar texts sit."),
            .color("barTextColor", \.chart.bar.barTextColor, example: "white", "The bar texts' colour."),
            PropertyDefinition("labelFontSize", .number(1...500), example: "12", "The size of every label and bar text, in points.") { reader, draft in
                guard let size = reader.number(in: 1...500) else { return false }
                draft.chart.bar.yLabelFont.size = size
                draft.chart.bar.xLabelFont.size = size
                draft.chart.bar.barTextFont.size = size
                return true
            },
            ChartProperties.time("animationDuration", \.chart.bar.animationDuration, example: "1s",
                "The whole reveal: the bars share it, the labels then fade in over half of it."),
            ChartProperties.startTime(\.chart.bar.beginTime),
            .value("replayAt", .list(.time(0...86_400)), \.chart.barReplays, example: "[3s, 6s]",
                "Times of a \"Change\": values shuffled, x labels flipped, next colour, the reveal played again.") { $0.secondsList() },
            ChartProperties.integer("seed", 0...Int.max, \.chart.barSeed, example: "1", "Picks the replays' shuffles; the same seed, the same video."),
        ],
        finish: ChartLayerExpansion.finisher(\.bar, build: { chart, settings, measurer in
            settings.barReplays.isEmpty
                ? try chart.layer(measuring: measurer)
                : try chart.replayed(changingAt: settings.barReplays.sorted(), seed: UInt64(settings.barSeed), measuring: measurer)
        }))
}
