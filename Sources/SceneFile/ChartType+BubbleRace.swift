import Charts
import Scene

extension ChartType {
    /// `type: bubble-race`: Gapminder's moving bubbles.
    static let bubbleRace = ChartType(
        name: "bubble-race",
        summary: "A bubble race (Gapminder): a bubble per name placed by x and y on fixed axes (linear or log), its area showing its size, coloured by group, moving from period to period.",
        keys: [
            .texts("period", \.chart.bubble.periods, example: "year",
                "The period of each row, shown in the order they first appear; the `data` file's `period` column (else its first) when omitted."),
            .texts("name", \.chart.bubble.names, example: "country", "The name of each row's bubble; the `name` column when omitted."),
            .key("x", \.chart.bubble.xs, form: .numbersOrColumn, example: "income",
                "Each row's x. A list, or the name of a column of the layer's `data` file; the `x` column when omitted."),
            .key("y", \.chart.bubble.ys, form: .numbersOrColumn, example: "lifeExpectancy",
                "Each row's y. A list, or a column's name; the `y` column when omitted."),
            .key("size", \.chart.bubble.sizes, form: .numbersOrColumn, example: "population",
                "Each row's size, 0 or more, which the bubble's area shows. A list, or a column's name; the `size` column when omitted."),
            .texts("group", \.chart.bubble.groups, example: "region",
                "Each row's group, which gives the name its colour and a legend entry; the `group` column when the file has one."),
            .key("xScale", \.chart.bubble.race.xScale, example: "log", "How the x axis spaces values: `linear` (the default) or `log` (values above 0)."),
            .key("yScale", \.chart.bubble.race.yScale, example: "linear", "How the y axis spaces values: `linear` (the default) or `log`."),
            .key("xTitle", \.chart.bubble.race.xTitle, example: "\"Income per person\"", "The x axis's title, under it at the right."),
            .key("yTitle", \.chart.bubble.race.yTitle, example: "\"Life expectancy\"", "The y axis's title, above it at the left."),
            .key("xFormat", \.chart.bubble.race.xFormat, form: .oneOf([.choice(["short"]), .numberFormat]), example: "\"$%'.0f\"",
                "How the x tick labels are written: `short` (1 K, 20 K; the default) or a printf format."),
            .key("yFormat", \.chart.bubble.race.yFormat, form: .oneOf([.choice(["short"]), .numberFormat]), example: "short",
                "How the y tick labels are written."),
            .texts("highlight", \.chart.bubble.race.highlight, example: "[India, China]", "Names whose bubbles carry their name and are drawn on top."),
            .key("trails", \.chart.bubble.race.trails, example: "highlighted",
                "Lines through where bubbles were: `none` (the default), `highlighted` (every bubble's without highlights) or `all`."),
            .key("largestRadius", \.chart.bubble.race.largestRadius, range: 0.001...0.5, example: "0.09",
                "The largest bubble's radius as a fraction of the plot's shorter side; every other bubble's area is in proportion."),
            .key("legend", \.chart.bubble.race.showsLegend, example: "true", "Whether the groups' colours are listed under the title."),
        ] + RaceProperties.common.filter { !["period", "name", "value", "missing", "valueFormat", "images"].contains($0.name) },
        finish: ChartLayerExpansion.finisher(\.bubble.race, prepare: { draft, reader, keys in
            guard draft.chart.bubble.prepare(reader, keys) else { return false }
            draft.chart.bubble.race.story = draft.chart.race.story
            return true
        }))
}
