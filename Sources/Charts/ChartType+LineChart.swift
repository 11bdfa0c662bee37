import Scene

extension ChartType {
    /// `type: line-chart`: a line chart that draws itself on.
    public static let lineChart = ChartType(
        \.line, name: "line-chart", summary: "A line chart: every segment draws itself on at once.",
        keys: [
            .key("values", \.lineValuesKey, form: .numbersOrColumn, example: "[0, 180.1, 26.4, 202.2]",
                "The values of a single line: a list, or a column of the layer's `data` file."),
            .key("series", \.line.series, example: "[{values: [1, 3, 2], lineColor: \"#00abf380\"}]",
                "Several lines: each with `values` and optionally `lineColor` (else the theme's palette in turn; without a theme the first line keeps the default blue and the others take the light palette's colours), `lineWidth`, `pointLabels`."),
            .texts("xLabels", \.line.xLabels, example: "[SEP 1, SEP 2, SEP 3]", "Labels under the points, one per slot."),
            .texts("yLabels", \.line.yLabels, example: "[\"0\", \"50\", \"100\"]",
                "Labels up the left side, bottom first; numbers set the axis range. Round ticks when omitted."),
            .key("yScale", \.line.yScale, example: "axis",
                "`axis`: values sit on the scale the y labels show; `dataRange`: the data's minimum at the bottom, maximum at the top, labels drawn apart."),
            .key("lineColor", \.lineColor, form: .color, example: "\"#00abf380\"", "The line's colour (the first line's, with `series`)."),
            .key("pointLabels", \.linePointLabelsKey, example: "true", "Writes each value above its point (below a valley). Labels that would run into each other or the axis labels are left out, each line's first, last, highest and lowest kept first; whole numbers from 100,000 are abbreviated as the axis is (250 K)."),
            .key("smooth", \.line.showSmoothLines, example: "true", "Curved segments (with 4 points or more)."),
            .key("axes", \.line.showAxes, example: "true", "The L-shaped axes with arrows and ticks."),
            .key("grid", \.line.showGridLines, example: "true", "Dashed grid lines at the y labels."),
            .size("margin", \.line.margin, example: "25", "The margin on every side."),
            .time("animationDuration", \.line.drawOnDuration, example: "1s", "How long the lines take to draw on."),
            .timing(\.line.drawOnTiming, "The draw-on's curve; easeInEaseOut by default."),
            .startTime(\.line.beginTime),
        ] + stateKeys,
        stateReveal: { $0.line.revealEnd }, negativeStates: true,
        prepare: { draft throws(ValueProblem) in
            // Lines from `series` take the theme's type and text colour for their point labels
            // (black on a dark theme vanished), and, without a `lineColor`, a colour of their own:
            // the theme's palette in turn, or after the first line the light one's (several
            // lines in the seed's one blue could not be told apart).
            let palette = draft.lineTheme?.palette ?? ChartTheme.light.palette
            for i in draft.line.series.indices {
                if draft.line.series[i].color == LineChartSeries.defaultColor, draft.lineTheme != nil || i > 0, !palette.isEmpty {
                    draft.line.series[i].color = palette[i % palette.count]
                }
                if let theme = draft.lineTheme {
                    draft.line.series[i].pointLabelFont.family = theme.fontFamily
                    draft.line.series[i].pointLabelColor = theme.text
                }
            }
            // A line given by `values` (or, with states, by them) takes the theme's style.
            if let values = draft.lineValues ?? (draft.states != nil && draft.line.series.isEmpty ? [] : nil) {
                var line = LineChartSeries(values: values)
                if let color = draft.lineTheme?.palette.first { line.color = color }
                if let theme = draft.lineTheme {
                    line.pointLabelFont.family = theme.fontFamily
                    line.pointLabelColor = theme.text
                }
                draft.line.series.insert(line, at: 0)
            }
            draft.line.states = draft.states
            guard !draft.line.series.isEmpty else {
                throw ValueProblem("a line chart needs its values", fix: "add `values: [1, 3, 2]`, or `series:` with several lines")
            }
            if let color = draft.lineColor { draft.line.series[0].color = color }
            if let on = draft.linePointLabels {
                for i in draft.line.series.indices { draft.line.series[i].showPointLabels = on }
            }
        })
}
