import Scene

/// `demoChanges: {count, start, interval}`: `count` demo changes, one every `interval` seconds from `start`.
public struct GaugeDemo: ModelValue {
    /// How many presses.
    public var count = 10
    /// The first press, in seconds.
    public var start = 1.0
    /// The time between presses, in seconds.
    public var interval = 1.0

    /// A record of `count`, `start` and `interval`.
    public static var form: ValueForm {
        .record(ValueRecord("demo changes", example: "{count: 10, start: 1s, interval: 1s}", fields: [
            ValueField("count", .integer, range: 0...10_000, "How many presses; 10 when omitted."),
            ValueField("start", .time, range: 0...86_400, "The first press; 1 s when omitted."),
            ValueField("interval", .time, range: 0...86_400, "The time between presses; 1 s when omitted."),
        ]))
    }

    /// Ten presses a second apart from 1 s.
    public init() {}

    /// The presses the decoder read for `form`.
    public init?(formValue: Any) {
        guard let fields = formValue as? [String: Any] else { return nil }
        if let count = fields["count"] as? Int { self.count = count }
        if let start = fields["start"] as? Double { self.start = start }
        if let interval = fields["interval"] as? Double { self.interval = interval }
    }
}
