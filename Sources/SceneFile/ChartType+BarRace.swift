import Charts
import Scene

extension ChartType {
    /// `type: bar-race`: the top names of each period as bars racing through time.
    static let barRace = ChartType(
        name: "bar-race", summary: "A bar chart race: each period's top names as bars that grow and swap places through time, from a CSV or JSON file.",
        keys: RaceProperties.common + [
            .integer("top", 1...BarRace.maximumTop, \.chart.race.top, example: "10", "How many bars are shown."),
        ],
        finish: ChartLayerExpansion.finisher(\.barRace, prepare: { draft, reader, keys in
            guard RaceProperties.prepare(&draft, reader, keys, chart: BarRace.chartName) else { return false }
            draft.chart.barRace.story = draft.chart.race.story
            draft.chart.barRace.top = draft.chart.race.top
            return true
        }))
}
