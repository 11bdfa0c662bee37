import Scene

extension ChartType {
    /// `type: bubble-race`: Gapminder's moving bubbles.
    public static let bubbleRace = ChartType(
        \.bubble.race, name: "bubble-race",
        summary: "A bubble race (Gapminder): a bubble per name placed by x and y on fixed axes (linear or log), its area showing its size, coloured by group, moving from period to period.",
        keys: [
            .texts("period", \.bubble.periods, example: "year", "The period of each row, shown in the order they first appear."),
            .texts("name", \.bubble.names, example: "country", "The name of each row's bubble."),
            .key("x", \.bubble.xs, form: .numbersOrColumn, example: "income",
                "Each row's x. A list, or the name of a column of the layer's `data` file."),
            .key("y", \.bubble.ys, form: .numbersOrColumn, example: "lifeExpectancy", "Each row's y. A list, or a column's name."),
            .key("size", \.bubble.sizes, form: .numbersOrColumn, example: "population",
                "Each row's size, 0 or more, which the bubble's area shows. A list, or a column's name."),
            .texts("group", \.bubble.groups, example: "region", "Each row's group, which gives the name its colour and a legend entry."),
            .key("xScale", \.bubble.race.xScale, example: "log", "How the x axis spaces values: `linear` (the default) or `log` (values above 0)."),
            .key("yScale", \.bubble.race.yScale, example: "linear", "How the y axis spaces values: `linear` (the default) or `log`."),
            .key("xTitle", \.bubble.race.xTitle, example: "\"Income per person\"", "The x axis's title, under it at the right."),
            .key("yTitle", \.bubble.race.yTitle, example: "\"Life expectancy\"", "The y axis's title, above it at the left."),
            .key("xFormat", \.bubble.race.xFormat, form: .oneOf([.choice(["short"]), .numberFormat]), example: "\"$%'.0f\"",
                "How the x tick labels are written: `short` (1 K, 20 K; the default) or a printf format."),
            .key("yFormat", \.bubble.race.yFormat, form: .oneOf([.choice(["short"]), .numberFormat]), example: "short",
                "How the y tick labels are written."),
            .texts("highlight", \.bubble.race.highlight, example: "[India, China]", "Names whose bubbles carry their name and are drawn on top."),
            .key("trails", \.bubble.race.trails, example: "highlighted",
                "Lines through where bubbles were: `none` (the default), `highlighted` (every bubble's without highlights) or `all`."),
            .key("largestRadius", \.bubble.race.largestRadius, range: 0.001...0.5, example: "0.09",
                "The largest bubble's radius as a fraction of the plot's shorter side, drawn smaller where the bubbles would not fit inside axes three times as long as the data's range; every other bubble's area is in proportion, down to a radius of 1.5 points at 1920×1080 (1 at least) so that the smallest show."),
            .key("legend", \.bubble.race.showsLegend, example: "true", "Whether the groups' colours are listed under the title."),
        ] + storyKeys.filter { !["period", "name", "value", "missing", "valueFormat", "images"].contains($0.name) },
        colorKeys: ["bubble-race": "chartBackground", "title": "textColor"],
        prepare: { draft throws(ValueProblem) in
            // The story's timing, texts and colours, read by the keys data stories share.
            draft.bubble.race.story = draft.race.story
            try draft.bubble.prepare()
        })
}
