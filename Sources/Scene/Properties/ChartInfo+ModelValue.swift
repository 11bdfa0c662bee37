extension ChartInfo: RecordModelValue, OptionalModelValue {
    /// The record a chart's container records: its kind, value scale and periods.
    public static var form: ValueForm {
        .record(ValueRecord("a chart record", example: "{kind: bar chart}", fields: [
            ValueField("kind", .text, required: true, "The chart's name, such as `bar chart`."),
            ValueField("scale", .record(ValueRecord("a value axis", example: "{axis: y, lowerValue: 0, lowerCoordinate: 300, upperValue: 100, upperCoordinate: 20}", fields: [
                ValueField("axis", .choice(["x", "y"]), required: true, "The coordinate values grow along."),
                ValueField("lowerValue", .number, required: true, "One value the axis maps …"),
                ValueField("lowerCoordinate", .number, required: true, "… where it maps …"),
                ValueField("upperValue", .number, required: true, "… another value …"),
                ValueField("upperCoordinate", .number, required: true, "… and where that one maps."),
                ValueField("keyframes", .records(ValueRecord("an axis keyframe", example: "{time: 1s, upperValue: 100}", fields: [
                    ValueField("time", .time, required: true, "Scene time."),
                    ValueField("upperValue", .number, required: true, "The value at `upperCoordinate` then."),
                ])), "For an axis that follows the data: the instants it is known."),
            ])), "The scale the chart's marks sit on, in the container's coordinates."),
            ValueField("periods", .records(ValueRecord("a period", example: "{name: \"2024\", time: 2s}", fields: [
                ValueField("name", .text, required: true, "The period's label."),
                ValueField("time", .time, required: true, "When it is shown."),
            ])), "A data story's periods, in order."),
        ]))
    }

    /// The form where a layer holds no chart.
    public static var optionalForm: ValueForm { form }

    /// The record from the fields the decoder read.
    public init?(formValue: Any) {
        if let info = formValue as? ChartInfo { self = info; return }
        guard let fields = formValue as? [String: Any], let kind = fields["kind"] as? String else { return nil }
        var scale: ValueAxis?
        if let axis = fields["scale"] as? [String: Any] {
            guard let name = (axis["axis"] as? String).flatMap(ValueAxis.Axis.init(rawValue:)),
                  let lowerValue = axis["lowerValue"] as? Double, let lowerCoordinate = axis["lowerCoordinate"] as? Double,
                  let upperValue = axis["upperValue"] as? Double, let upperCoordinate = axis["upperCoordinate"] as? Double else { return nil }
            let keyframes = (axis["keyframes"] as? [[String: Any]] ?? []).compactMap { item -> ValueAxis.Keyframe? in
                guard let time = item["time"] as? Double, let value = item["upperValue"] as? Double else { return nil }
                return ValueAxis.Keyframe(time: time, upperValue: value)
            }
            scale = ValueAxis(axis: name, lowerValue: lowerValue, lowerCoordinate: lowerCoordinate, upperValue: upperValue,
                upperCoordinate: upperCoordinate, keyframes: keyframes)
        }
        let periods = (fields["periods"] as? [[String: Any]] ?? []).compactMap { item -> ChartPeriod? in
            guard let name = item["name"] as? String, let time = item["time"] as? Double else { return nil }
            return ChartPeriod(name: name, time: time)
        }
        self.init(kind: kind, scale: scale, periods: periods)
    }

    /// The record's fields, as the decoder reads them.
    public var recordFields: [String: Any] {
        var fields: [String: Any] = ["kind": kind]
        if let scale {
            var axis: [String: Any] = [
                "axis": scale.axis.rawValue, "lowerValue": scale.lowerValue, "lowerCoordinate": scale.lowerCoordinate,
                "upperValue": scale.upperValue, "upperCoordinate": scale.upperCoordinate,
            ]
            if !scale.keyframes.isEmpty { axis["keyframes"] = scale.keyframes.map { ["time": $0.time, "upperValue": $0.upperValue] as [String: Any] } }
            fields["scale"] = axis
        }
        if !periods.isEmpty { fields["periods"] = periods.map { ["name": $0.name, "time": $0.time] as [String: Any] } }
        return fields
    }
}
