extension ChartInfo: RecordModelValue, OptionalModelValue {
    /// The record a chart's container records: its kind, value scales and periods.
    public static var form: ValueForm {
        .record(ValueRecord("a chart record", example: "{kind: bar chart}", fields: [
            ValueField("kind", .text, required: true, "The chart's name, such as `bar chart`."),
            ValueField("scale", axisForm, "The scale the chart's marks sit on, in the container's coordinates."),
            ValueField("crossScale", axisForm, "A second value axis across `scale` (a bubble chart's x axis)."),
            ValueField("areaPerValue", .number, "For marks that show values by their area: the square points one unit of value takes."),
            ValueField("smallestRadius", .number, "For those marks: the radius none of a value above 0 is drawn smaller than."),
            ValueField("periods", .records(ValueRecord("a period", example: "{name: \"2024\", time: 2s}", fields: [
                ValueField("name", .text, required: true, "The period's label."),
                ValueField("time", .time, required: true, "When it is shown."),
            ])), "A data story's periods, in order."),
        ]))
    }

    private static var axisForm: ValueForm {
        .record(ValueRecord("a value axis", example: "{axis: y, lowerValue: 0, lowerCoordinate: 300, upperValue: 100, upperCoordinate: 20}", fields: [
            ValueField("axis", .choice(["x", "y"]), required: true, "The coordinate values grow along."),
            ValueField("lowerValue", .number, required: true, "One value the axis maps …"),
            ValueField("lowerCoordinate", .number, required: true, "… where it maps …"),
            ValueField("upperValue", .number, required: true, "… another value …"),
            ValueField("upperCoordinate", .number, required: true, "… and where that one maps."),
            ValueField("logarithmic", .bool, "Whether the axis maps the values' logarithms."),
            ValueField("keyframes", .records(ValueRecord("an axis keyframe", example: "{time: 1s, upperValue: 100}", fields: [
                ValueField("time", .time, required: true, "Scene time."),
                ValueField("upperValue", .number, required: true, "The value at `upperCoordinate` then."),
                ValueField("lowerValue", .number, "The value at `lowerCoordinate` then, when it moves too."),
            ])), "For an axis that follows the data: the instants it is known."),
        ]))
    }

    /// The form where a layer holds no chart.
    public static var optionalForm: ValueForm { form }

    /// The record from the fields the decoder read.
    public init?(formValue: Any) {
        if let info = formValue as? ChartInfo { self = info; return }
        guard let fields = formValue as? [String: Any], let kind = fields["kind"] as? String else { return nil }
        var scales: [ValueAxis?] = []
        for key in ["scale", "crossScale"] {
            guard let axis = fields[key] as? [String: Any] else {
                scales.append(nil)
                continue
            }
            guard let scale = Self.axis(from: axis) else { return nil }
            scales.append(scale)
        }
        let periods = (fields["periods"] as? [[String: Any]] ?? []).compactMap { item -> ChartPeriod? in
            guard let name = item["name"] as? String, let time = item["time"] as? Double else { return nil }
            return ChartPeriod(name: name, time: time)
        }
        self.init(kind: kind, scale: scales[0], periods: periods, crossScale: scales[1], areaPerValue: fields["areaPerValue"] as? Double,
                  smallestRadius: fields["smallestRadius"] as? Double)
    }

    /// The record's fields, as the decoder reads them.
    public var recordFields: [String: Any] {
        var fields: [String: Any] = ["kind": kind]
        fields["scale"] = scale.map(Self.fields(of:))
        fields["crossScale"] = crossScale.map(Self.fields(of:))
        fields["areaPerValue"] = areaPerValue
        fields["smallestRadius"] = smallestRadius
        if !periods.isEmpty { fields["periods"] = periods.map { ["name": $0.name, "time": $0.time] as [String: Any] } }
        return fields
    }

    private static func axis(from fields: [String: Any]) -> ValueAxis? {
        guard let name = (fields["axis"] as? String).flatMap(ValueAxis.Axis.init(rawValue:)),
              let lowerValue = fields["lowerValue"] as? Double, let lowerCoordinate = fields["lowerCoordinate"] as? Double,
              let upperValue = fields["upperValue"] as? Double, let upperCoordinate = fields["upperCoordinate"] as? Double else { return nil }
        let keyframes = (fields["keyframes"] as? [[String: Any]] ?? []).compactMap { item -> ValueAxis.Keyframe? in
            guard let time = item["time"] as? Double, let value = item["upperValue"] as? Double else { return nil }
            return ValueAxis.Keyframe(time: time, upperValue: value, lowerValue: item["lowerValue"] as? Double)
        }
        return ValueAxis(axis: name, lowerValue: lowerValue, lowerCoordinate: lowerCoordinate, upperValue: upperValue,
            upperCoordinate: upperCoordinate, keyframes: keyframes, isLogarithmic: fields["logarithmic"] as? Bool ?? false)
    }

    private static func fields(of scale: ValueAxis) -> [String: Any] {
        var fields: [String: Any] = [
            "axis": scale.axis.rawValue, "lowerValue": scale.lowerValue, "lowerCoordinate": scale.lowerCoordinate,
            "upperValue": scale.upperValue, "upperCoordinate": scale.upperCoordinate,
        ]
        if scale.isLogarithmic { fields["logarithmic"] = true }
        if !scale.keyframes.isEmpty { fields["keyframes"] = scale.keyframes.map(Self.fields(of:)) }
        return fields
    }

    private static func fields(of keyframe: ValueAxis.Keyframe) -> [String: Any] {
        var fields: [String: Any] = ["time": keyframe.time, "upperValue": keyframe.upperValue]
        fields["lowerValue"] = keyframe.lowerValue
        return fields
    }
}
