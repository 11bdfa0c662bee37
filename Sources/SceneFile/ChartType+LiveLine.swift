import Charts
import Scene

extension ChartType {
    /// `type: live-line`: the line fed a value every 0.25 s (reference §8).
    static let liveLine = ChartType(
        name: "live-line", summary: "A line that grows by a value every 0.25 s and scrolls once full (reference §8).",
        keys: [
            .values(\.chart.liveLine.values, "The values in arrival order; generated like the document's when omitted."),
            .integer("generatedCount", 0...InputLimits.chartValues, \.chart.liveCount, example: "40", "How many values to generate without `values`."),
            .time("interval", \.chart.liveLine.interval, example: "0.25s", "The time between values."),
            .size("xScale", \.chart.liveLine.xScale, example: "20", "Points per value along x."),
            .size("yScale", \.chart.liveLine.yScale, example: "40", "Points per unit of value."),
            .key("lineColor", \.chart.liveLine.color, example: "\"#0000ff80\"", "The line's and labels' colour."),
            .startTime(\.chart.liveLine.beginTime),
        ],
        finish: ChartLayerExpansion.finisher(\.liveLine, prepare: { draft, _, keys in
            if keys["values"] == nil {
                draft.chart.liveLine.values = LiveLine.documentValues(count: draft.chart.liveCount, interval: draft.chart.liveLine.interval)
            }
            return true
        }))
}
