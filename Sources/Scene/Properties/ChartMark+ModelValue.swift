extension ChartMark: RecordModelValue, OptionalModelValue {
    /// The record a mark is written as.
    public static var form: ValueForm {
        .record(ValueRecord("a mark", example: "{name: Japan, value: 42, role: bar}", fields: [
            ValueField("name", .text, required: true, "The data name the mark shows."),
            ValueField("value", .number, required: true, "The value it shows in the layer's model state."),
            ValueField("role", .choice(Role.allCases.map(\.rawValue)), required: true,
                "How it shows the value: `bar` (its far end), `point` (its centre), `slice` (its angle) or `bubble` (its area)."),
            ValueField("keyframes", .records(ValueRecord("a mark keyframe", example: "{time: 1s, value: 42}", fields: [
                ValueField("time", .time, required: true, "Scene time."),
                ValueField("value", .number, required: true, "The value shown exactly then."),
                ValueField("x", .number, "A bubble's data x then."),
                ValueField("y", .number, "A bubble's data y then."),
            ])), "For a moving mark: the instants it shows a known value."),
            ValueField("x", .number, "A bubble's data x: where its centre sits on the chart's horizontal value axis."),
            ValueField("y", .number, "A bubble's data y: where its centre sits on the chart's vertical value axis."),
        ]))
    }

    /// The form where a layer may have no mark.
    public static var optionalForm: ValueForm { form }

    /// The mark from the fields the decoder read.
    public init?(formValue: Any) {
        if let mark = formValue as? ChartMark { self = mark; return }
        guard let fields = formValue as? [String: Any], let name = fields["name"] as? String, let value = fields["value"] as? Double,
              let role = (fields["role"] as? String).flatMap(Role.init(rawValue:)) else { return nil }
        let keyframes = (fields["keyframes"] as? [[String: Any]] ?? []).compactMap { item -> Keyframe? in
            guard let time = item["time"] as? Double, let value = item["value"] as? Double else { return nil }
            return Keyframe(time: time, value: value, x: item["x"] as? Double, y: item["y"] as? Double)
        }
        self.init(name: name, value: value, role: role, keyframes: keyframes, x: fields["x"] as? Double, y: fields["y"] as? Double)
    }

    /// The mark's fields, as the decoder reads them.
    public var recordFields: [String: Any] {
        var fields: [String: Any] = ["name": name, "value": value, "role": role.rawValue]
        if !keyframes.isEmpty { fields["keyframes"] = keyframes.map(Self.fields(of:)) }
        fields["x"] = x
        fields["y"] = y
        return fields
    }

    private static func fields(of keyframe: Keyframe) -> [String: Any] {
        var fields: [String: Any] = ["time": keyframe.time, "value": keyframe.value]
        fields["x"] = keyframe.x
        fields["y"] = keyframe.y
        return fields
    }
}
