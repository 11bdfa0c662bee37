import Animation
import Scene

/// The clock of a data story: one keyframe per period, period k exactly at
/// `startTime + k × periodDuration`, each step eased by `timing`.
struct RaceTimeline: Sendable, Equatable {
    var startTime: Double
    var periodDuration: Double
    var periods: Int
    var timing: TimingFunction

    /// `keyPath` through `values` (one per period), held before the first period and after the
    /// last; `nil` when the value never changes (the model value is enough).
    func animation(_ keyPath: String, _ values: [PropertyValue]) -> Animation<PropertyValue>? {
        guard values.count == periods, periods > 1, values.contains(where: { $0 != values[0] }) else { return nil }
        let last = Double(periods - 1)
        return .keyframe(KeyframeAnimation(
            keyPath: keyPath, values: values, keyTimes: (0..<periods).map { Double($0) / last },
            timingFunctions: Array(repeating: timing, count: periods - 1),
            timing: MediaTiming(beginTime: startTime, duration: last * periodDuration, fillMode: .both)))
    }

    /// `keyPath` through numbers, one per period.
    func animation(_ keyPath: String, numbers: [Double]) -> Animation<PropertyValue>? {
        animation(keyPath, numbers.map(PropertyValue.number))
    }
}

extension Layer {
    /// Adds the animation when there is one.
    mutating func add(_ animation: Animation<PropertyValue>?) {
        if let animation { animations.append(animation) }
    }
}
