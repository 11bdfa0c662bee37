import Charts
import Scene

extension ChartType {
    /// `type: line-race`: lines drawing themselves on through time, the axis following.
    static let lineRace = ChartType(
        name: "line-race", summary: "A line race: a line per name drawing itself on through time, the y axis rescaling, name and value at each head.",
        keys: RaceProperties.common + [
            .texts("highlight", \.chart.race.highlight, example: "[India, China]",
                "Names drawn in colour and thicker; the others recede in grey."),
        ],
        finish: ChartLayerExpansion.finisher(\.lineRace, prepare: { draft, reader, keys in
            guard RaceProperties.prepare(&draft, reader, keys, chart: LineRace.chartName) else { return false }
            draft.chart.lineRace.story = draft.chart.race.story
            draft.chart.lineRace.highlight = draft.chart.race.highlight
            return true
        }))
}
