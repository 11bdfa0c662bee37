import Scene

// How scene files write the charts' own value types: each list element declares the record
// one item is written as, so the decoder, the schema and the reference read it from here.

extension BarXLabelOrientation: ChoiceValue {}
extension BarTextPosition: ChoiceValue {}
extension LineChartYScale: ChoiceValue {}
extension ChartScaleKind: ChoiceValue {}
extension BubbleTrails: ChoiceValue {}

extension RaceMissing: ChoiceValue, OptionalModelValue {
    /// The form of the value where a property may hold none.
    public static var optionalForm: ValueForm { form }
}

extension LineChartSeries: ListItemValue {
    /// The form of a list of these.
    public static var listForm: ValueForm {
        .records(ValueRecord("a line", example: "{values: [1, 2, 3]}", fields: [
            ValueField("values", .numbersOrColumn, required: true, "The line's values: a list, or a column of the layer's `data` file."),
            ValueField("lineColor", .color, "The line's colour."),
            ValueField("lineWidth", .number, range: 0...1000, "The line's width."),
            ValueField("pointLabels", .bool, "Writes each value above its point."),
        ]))
    }

    /// One element from an item of a list the decoder read (a record's fields).
    public init?(listItem: Any) {
        guard let fields = listItem as? [String: Any], let values = fields["values"] as? [Double] else { return nil }
        self.init(values: values)
        if let color = fields["lineColor"] as? Color { self.color = color }
        if let width = fields["lineWidth"] as? Double { lineWidth = width }
        if let on = fields["pointLabels"] as? Bool { showPointLabels = on }
    }
}

extension GaugeChange: ListItemValue {
    /// The form of a list of these.
    public static var listForm: ValueForm {
        .records(ValueRecord("a change", example: "{at: 1s, percentage: 10}", fields: [
            ValueField("at", .time, range: 0...86_400, required: true, "When the sweep starts."),
            ValueField("percentage", .number, range: 0...100, required: true, "The value the needle sweeps to."),
        ]))
    }

    /// One element from an item of a list the decoder read (a record's fields).
    public init?(listItem: Any) {
        guard let fields = listItem as? [String: Any], let time = fields["at"] as? Double, let percentage = fields["percentage"] as? Double else {
            return nil
        }
        self.init(time: time, percentage: percentage)
    }
}

extension AreaChartRecord: ListItemValue {
    /// The form of a list of these.
    public static var listForm: ValueForm {
        .records(ValueRecord("a record", example: "{label: 7/17, value: 92}", fields: [
            ValueField("label", .text, required: true, "The label under the record's dot."),
            ValueField("value", .number, required: true, "The record's value."),
        ]))
    }

    /// One element from an item of a list the decoder read (a record's fields).
    public init?(listItem: Any) {
        guard let fields = listItem as? [String: Any], let label = fields["label"] as? String, let value = fields["value"] as? Double else {
            return nil
        }
        self.init(label: label, value: value)
    }
}
