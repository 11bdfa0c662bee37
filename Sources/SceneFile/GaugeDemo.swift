import Scene

/// `demoChanges: {count, start, interval}`: the document's Change button pressed `count` times.
struct GaugeDemo: ModelValue {
    var count = 10
    var start = 1.0
    var interval = 1.0

    static var form: ValueForm {
        .record(ValueRecord("demo changes", example: "{count: 10, start: 1s, interval: 1s}", fields: [
            ValueField("count", .integer, range: 0...10_000, "How many presses; 10 when omitted."),
            ValueField("start", .time, range: 0...86_400, "The first press; 1 s when omitted."),
            ValueField("interval", .time, range: 0...86_400, "The time between presses; 1 s when omitted."),
        ]))
    }

    init() {}

    init?(formValue: Any) {
        guard let fields = formValue as? [String: Any] else { return nil }
        if let count = fields["count"] as? Int { self.count = count }
        if let start = fields["start"] as? Double { self.start = start }
        if let interval = fields["interval"] as? Double { self.interval = interval }
    }
}
