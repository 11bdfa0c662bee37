import Scene

extension ChartType {
    /// `type: line-race`: lines drawing themselves on through time, the axis following.
    public static let lineRace = ChartType(
        \.lineRace, name: "line-race", summary: "A line race: a line per name drawing itself on through time, the y axis following the largest and smallest values so far (below 0 too), name and value at each head.",
        keys: storyKeys + [
            .texts("highlight", \.race.highlight, example: "[India, China]",
                "Names drawn in colour and thicker; the others recede in grey."),
        ],
        tellsStory: true,
        colorKeys: ["line-race": "chartBackground", "title": "textColor"],
        prepare: { draft in
            draft.lineRace.story = draft.race.story
            draft.lineRace.highlight = draft.race.highlight
        })
}
