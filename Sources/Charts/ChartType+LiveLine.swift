import Scene

extension ChartType {
    /// `type: live-line`: the line fed a value every 0.25 s.
    public static let liveLine = ChartType(
        \.liveLine, name: "live-line", summary: "A line that grows by a value every 0.25 s and scrolls once full.",
        keys: [
            .values(\.liveValuesKey, "The values in arrival order; `sin(t)` plus seeded noise when omitted."),
            .integer("generatedCount", 0...InputLimits.chartValues, \.liveCount, example: "40", "How many values to generate without `values`."),
            .time("interval", \.liveLine.interval, example: "0.25s", "The time between values."),
            .size("xScale", \.liveLine.xScale, example: "20", "Points per value along x; 20 in a 320 × 160 frame, following the frame, when omitted."),
            .size("yScale", \.liveLine.yScale, example: "40", "Points per unit of value; 40 in a 320 × 160 frame, following the frame, when omitted. The labels show value × 40 (or × this when set)."),
            .key("lineColor", \.liveLine.color, example: "\"#0000ff80\"", "The line's and labels' colour."),
            .startTime(\.liveLine.beginTime),
        ],
        prepare: { draft in
            draft.liveLine.values = draft.liveValues ?? LiveLine.documentValues(count: draft.liveCount, interval: draft.liveLine.interval)
        })
}
