import Scene

extension ChartType {
    /// `type: bar-chart`: the sequential bar reveal.
    public static let barChart = ChartType(
        \.bar, name: "bar-chart", summary: "A bar chart whose bars rise one after another, then its labels fade in.",
        keys: [
            .values(\.bar.values, "One bar per value; a negative value's bar hangs below the zero line."),
            .texts("xLabels", \.bar.xLabels, example: "[Jan, Feb, Mar, Apr, May, Jun, Jul, Aug]", "Labels under the bars, one per value."),
            .key("barTexts", \.bar.barTexts, example: "[\"30\", \"45\", \"44\", \"60\", \"95\", \"2\", \"8\", \"9\"]", "Texts on the bars, one per value; the values when omitted."),
            .integer("incrementValue", 1...1_000_000_000, \.bar.incrementValue, example: "10",
                "The grid step; the top value is the largest value rounded up to it. A round step (1, 2 or 5 × 10ⁿ) giving about ten grid lines when omitted."),
            .size("barWidth", \.bar.barWidth, example: "18", "The width of a bar."),
            .key("barColor", \.bar.barColor, example: "blue", "The bars' colour."),
            .key("gridColor", \.bar.gridColor, example: "gray", "The grid lines' colour."),
            .key("borderColor", \.bar.borderColor, example: "black", "The border's colour."),
            .key("grid", \.bar.hasGrid, example: "true", "Whether grid lines are drawn (one per increment)."),
            .key("showYLabels", \.bar.hasYLabels, example: "true", "Whether the values are written left of the grid."),
            .key("chartBackground", \.bar.backgroundColor, example: "\"#e6e6e6\"", "The chart's background."),
            .key("xLabelOrientation", \.bar.xLabelOrientation, example: "vertical", "How the x labels are turned."),
            .key("barTextPosition", \.bar.barTextPosition, example: "top", "Where the bar texts sit; a text taller or wider than its bar sits above it, in the x labels' colour, and texts wider than the space between bars are made smaller (to 60 %, else left out)."),
            .key("barTextColor", \.bar.barTextColor, example: "white", "The bar texts' colour."),
            .key("labelFontSize", \.bar.labelFontSize, range: 1...500, example: "12", "The size of every label and bar text, in points."),
            .time("animationDuration", \.bar.animationDuration, example: "1s",
                "The whole reveal: the bars share it, the labels then fade in over half of it."),
            .startTime(\.bar.beginTime),
            .key("replayAt", \.barReplays, form: .times, example: "[3s, 6s]",
                "Times of a \"Change\": values shuffled, x labels flipped, next colour, the reveal played again."),
            .integer("seed", 0...Int.max, \.barSeed, example: "1", "Picks the replays' shuffles; the same seed, the same video."),
        ] + stateKeys,
        stateReveal: { $0.bar.endTime }, negativeStates: true,
        colorKeys: ["bar-chart": "chartBackground", "bar": "barColor", "bar-texts": "barTextColor"],
        prepare: { draft throws(ValueProblem) in
            if draft.states != nil, !draft.barReplays.isEmpty {
                throw ValueProblem("a bar chart with `states` cannot also replay \"Change\"", fix: "remove `replayAt` (the states say how the data changes), or remove `states`")
            }
            draft.bar.states = draft.states
        },
        build: { chart, settings, measurer in
            settings.barReplays.isEmpty || chart.states != nil
                ? try chart.layer(measuring: measurer)
                : try chart.replayed(changingAt: settings.barReplays.sorted(), seed: UInt64(settings.barSeed), measuring: measurer)
        })
}
