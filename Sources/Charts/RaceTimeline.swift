import Animation
import Scene

/// The clock of a data story: one keyframe per period, period k exactly at
/// `startTime + k × periodDuration`, each step eased by `timing`.
struct RaceTimeline: Sendable, Equatable {
    var startTime: Double
    var periodDuration: Double
    var periods: Int
    var timing: TimingFunction

    /// The property at `keyPath` through `values` (one per period), held before the first period
    /// and after the last; `nil` when the value never changes (the model value is enough).
    func animation<Value>(_ keyPath: LayerKeyPath<Value>, _ values: [PropertyValue]) -> Animation<PropertyValue>? {
        animation(named: Layer.animatedName(of: keyPath), values)
    }

    private func animation(named keyPath: String, _ values: [PropertyValue]) -> Animation<PropertyValue>? {
        guard values.count == periods, periods > 1, values.contains(where: { $0 != values[0] }) else { return nil }
        let last = Double(periods - 1)
        // Evenly spaced key times and linear steps are the defaults: left out, a long story's
        // animations do not carry them (a key time and a timing function per value).
        return .keyframe(KeyframeAnimation(
            keyPath: keyPath, values: values,
            timingFunctions: timing == .linear ? nil : Array(repeating: timing, count: periods - 1),
            timing: MediaTiming(beginTime: startTime, duration: last * periodDuration, fillMode: .both)))
    }

    /// The property at `keyPath` holding one value per period from that period's time on (a
    /// discrete animation): for what changes at periods and not between them.
    func steps(_ keyPath: LayerKeyPath<Double>, numbers: [Double]) -> Animation<PropertyValue>? {
        guard numbers.count == periods, periods > 1, numbers.contains(where: { $0 != numbers[0] }) else { return nil }
        let last = Double(periods - 1)
        return .keyframe(KeyframeAnimation(
            keyPath: Layer.animatedName(of: keyPath), values: numbers.map(PropertyValue.number), keyTimes: (0..<periods).map { Double($0) / last },
            calculationMode: .discrete, timing: MediaTiming(beginTime: startTime, duration: last * periodDuration, fillMode: .both)))
    }

    /// The property at `keyPath` through one step between each two periods: `steps[k]` goes from
    /// `from` at period k to `to` at period k + 1, eased as every step is, and then jumps to the
    /// next step's `from`; from the last period on it is `closing`. For a part drawn anew from
    /// each period, such as a line's newest segment.
    func steppedAnimation<Value>(_ keyPath: LayerKeyPath<Value>, _ steps: [(from: PropertyValue, to: PropertyValue)],
                                 closing: PropertyValue) -> Animation<PropertyValue>? {
        guard steps.count == periods - 1, periods > 1 else { return nil }
        let last = Double(periods - 1)
        var values: [PropertyValue] = [], keyTimes: [Double] = [], functions: [TimingFunction] = []
        for (k, step) in steps.enumerated() {
            values += [step.from, step.to]
            keyTimes += [Double(k) / last, Double(k + 1) / last]
            // The step eases; the jump to the next step's start takes no time.
            functions += k == 0 ? [timing] : [.linear, timing]
        }
        values.append(closing)
        keyTimes.append(1)
        functions.append(.linear)
        return .keyframe(KeyframeAnimation(
            keyPath: Layer.animatedName(of: keyPath), values: values, keyTimes: keyTimes, timingFunctions: functions,
            timing: MediaTiming(beginTime: startTime, duration: last * periodDuration, fillMode: .both)))
    }

    /// The instants `samples(steps:)` samples: each period's step cut in `steps` equal times,
    /// as (the period the step starts from, the eased progress towards the next), then the last
    /// period.
    func samples(steps: Int) -> [(period: Int, progress: Double)] {
        guard periods > 1 else { return [(0, 0)] }
        let steps = max(steps, 1)
        var result: [(period: Int, progress: Double)] = []
        for k in 0..<(periods - 1) {
            for s in 0..<steps { result.append((k, timing.progress(Double(s) / Double(steps)))) }
        }
        result.append((periods - 1, 0))
        return result
    }

    /// `keyPath` through `values`, one per instant of `samples(steps:)`, linear in between: for
    /// what is worked out from every name at once at each instant (labels pushed apart around
    /// moving heads), which keyframes at periods alone would let run into each other.
    func sampledAnimation<Value>(_ keyPath: LayerKeyPath<Value>, steps: Int, _ values: [PropertyValue]) -> Animation<PropertyValue>? {
        let keyPath = Layer.animatedName(of: keyPath)
        let steps = max(steps, 1)
        guard periods > 1, values.count == (periods - 1) * steps + 1, values.contains(where: { $0 != values[0] }) else { return nil }
        // Evenly spaced and linear: the defaults, left out.
        return .keyframe(KeyframeAnimation(
            keyPath: keyPath, values: values,
            timing: MediaTiming(beginTime: startTime, duration: Double(periods - 1) * periodDuration, fillMode: .both)))
    }

    /// The property at `keyPath` through numbers, one per period.
    func animation(_ keyPath: LayerKeyPath<Double>, numbers: [Double]) -> Animation<PropertyValue>? {
        animation(keyPath, numbers.map(PropertyValue.number))
    }
}

extension Layer {
    /// Adds the animation when there is one.
    mutating func add(_ animation: Animation<PropertyValue>?) {
        if let animation { animations.append(animation) }
    }
}
