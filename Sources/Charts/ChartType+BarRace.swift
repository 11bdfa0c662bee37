import Scene

extension ChartType {
    /// `type: bar-race`: the top names of each period as bars racing through time.
    public static let barRace = ChartType(
        \.barRace, name: "bar-race", summary: "A bar chart race: each period's top names as bars that grow and swap places through time, from a CSV or JSON file.",
        keys: storyKeys + [
            .integer("top", 1...BarRace.maximumTop, \.race.top, example: "10", "How many bars are shown."),
        ],
        tellsStory: true,
        colorKeys: ["bar-race": "chartBackground", "title": "textColor", "name": "textColor"],
        prepare: { draft in
            draft.barRace.story = draft.race.story
            draft.barRace.top = draft.race.top
        })
}
