import Scene

extension ChartType {
    /// The keys of a chart that moves between data states (`bar-chart`, `line-chart`,
    /// `pie-chart`): the states, inline or from the layer's data file, and their clock.
    public static let stateKeys: [ModelProperty<ChartDraft>] = [
        .key("states", \.statesKey, example: "[{state: Q1, duration: 2s, values: {North: 120, South: 95}}, {state: Q2, values: {North: 140, West: 60}}]",
            "Data states the chart moves between: a list of `{state, values, at, duration}`, or the column of the layer's `data` file naming each row's state (with `name` and `value` columns). Marks are matched by name: kept ones move, new ones grow in, removed ones shrink out."),
        .key("stateDuration", \.stateDurationKey, range: 0.001...86_400, form: .time, example: "2.5s",
            "The time from one state to the next, for states without their own `at` or `duration`."),
        .key("stateTimes", \.stateTimes, form: .times, example: "[1.5s, 4s, 6.5s]", "When each state is shown exactly, one time per state (for states from the data file)."),
        .key("transitionDuration", \.stateClock.transitionDuration, range: 0...86_400, form: .time, example: "0.8s",
            "How long marks take to move into the next state (at most the time between the states); 0.8 s by default."),
        .key("transitionTiming", \.stateClock.timing, example: "easeInEaseOut", "The transitions' curve; easeInEaseOut by default."),
        .key("stateLabel", \.stateClock.showsLabel, example: "false",
            "Writes the name of the state shown (\"Q2 2026\") large above the bars or the line, or over the pie; true by default."),
        .key("name", \.stateNameColumn, form: .text, example: "region", "With `states` from the data file: the column of names (`name` by default)."),
        .key("value", \.stateValueColumn, form: .text, example: "sales", "With `states` from the data file: the column of values (`value` by default). A line chart with several lines takes a column per line instead: `series: [{values: north}, {values: south}]`."),
    ]
}
