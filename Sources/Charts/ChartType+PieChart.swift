import Scene

extension ChartType {
    /// `type: pie-chart`: the pie that turns into a donut.
    public static let pieChart = ChartType(
        \.pie, name: "pie-chart", summary: "A pie whose slices sweep in one after another, then opens into a donut.",
        keys: [
            .values(\.pie.values, "One slice per value, 0 or more."),
            .key("sliceColors", \.pie.colors, example: "[tomato, steelblue, gold]", "Slice colours, used in turn."),
            .size("holeRadius", \.pie.holeRadius, example: "60", "The hole's radius: 0 for a pie, up to half the width − 1."),
            .time("animationDuration", \.pie.sweepDuration, example: "1.2s", "How long all the slices take to sweep in."),
            .time("holeDuration", \.pie.holeDuration, example: "0.6s", "How long the hole takes to open after the sweep; 0 shows it at once."),
            .startTime(\.pie.beginTime),
            .key("legend", \.pie.showsLegend, example: "false",
                "With `states`: a legend naming each slice's colour, beside the pie in a wide frame and under it in a tall one; true by default."),
            .key("legendColor", \.pie.legendColor, example: "\"#374151\"", "With `states`: the legend names' colour."),
            .key("stateLabelColor", \.pie.stateLabelColor, example: "\"#111827\"", "With `states`: the state label's colour."),
        ] + stateKeys,
        stateReveal: { $0.pie.revealEnd },
        colorKeys: ["legend": "legendColor", "state-label": "stateLabelColor"],
        prepare: { draft in draft.pie.states = draft.states })
}
