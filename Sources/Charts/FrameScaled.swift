import Scene

/// A chart setting that follows the chart's frame until it is set: its default value
/// for the chart's base frame, scaled by how the chart's frame compares with that one (each chart's
/// `frameScale`). Charts keep one per such setting, so that "follows the frame unless set" is
/// written once.
struct FrameScaled<Value: FrameScalable>: Sendable, Equatable {
    /// The default value, for the chart's base frame.
    let standard: Value
    /// The value set, which the frame no longer changes; `nil` until set.
    var setting: Value?

    /// A setting following the frame from `standard`.
    init(_ standard: Value) {
        self.standard = standard
    }

    /// The value set, else the standard one scaled by `scale`.
    func value(at scale: Double) -> Value { setting ?? standard.scaled(by: scale) }
}

extension FrameScaled where Value == Font {
    /// The font set, else the standard one scaled by `scale`, in `family` (a chart's own
    /// family, or its theme's, set after the chart was made).
    func font(at scale: Double, family: String) -> Font {
        if let setting { return setting }
        var font = standard.scaled(by: scale)
        font.family = family
        return font
    }
}
