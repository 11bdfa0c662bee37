import Scene

/// Where a chart's `states` come from in a scene file: written inline, one record per state,
/// or a column of the layer's `data` file naming each row's state (with `name` and `value`
/// columns), read once the file is.
public enum ChartStatesSource: ModelValue {
    /// States written in the scene.
    case inline([ChartState])
    /// The column of the layer's data file holding each row's state.
    case column(String)

    /// One inline state as a scene file writes it.
    public static let record = ValueRecord("a state", example: "{state: Q1, values: {North: 120, South: 95}}", fields: [
        ValueField("state", .text, required: true, "The state's label, such as Q1."),
        ValueField("values", .namedNumbers, range: -InputLimits.chartMagnitude...InputLimits.chartMagnitude, required: true,
            "A value per name, in drawing order: `{North: 120, South: 95}`. Marks are matched by name from state to state."),
        ValueField("at", .time, range: 0...86_400, "When the state is shown exactly; after the state before it by its `duration` when omitted."),
        ValueField("duration", .time, range: 0.001...86_400, "How long until the next state (the chart's `stateDuration` when omitted)."),
    ])

    /// The form scene files write the source in.
    public static var form: ValueForm { .oneOf([.records(record), .text]) }

    /// The source from what the decoder read: a list of state records, or a column name.
    public init?(formValue: Any) {
        if let column = formValue as? String {
            self = .column(column)
            return
        }
        guard let items = formValue as? [[String: Any]] else { return nil }
        var states: [ChartState] = []
        for fields in items {
            guard let name = fields["state"] as? String, let entries = fields["values"] as? [(String, Double)] else { return nil }
            states.append(ChartState(name: name, names: entries.map(\.0), values: entries.map(\.1),
                time: fields["at"] as? Double, duration: fields["duration"] as? Double))
        }
        self = .inline(states)
    }
}
