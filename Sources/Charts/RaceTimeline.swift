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
        return .keyframe(keyframes(keyPath, perPeriod: values))
    }

    /// The keyframes of `animation(_:_:)`: `values` at the periods, each step eased.
    func keyframes(_ keyPath: String, perPeriod values: [PropertyValue]) -> KeyframeAnimation<PropertyValue> {
        // Linear steps are the default: left out, a long story's animations do not carry a
        // timing function per value. The key times stay: `reel layout --check` checks at them.
        KeyframeAnimation(
            keyPath: keyPath, values: values, keyTimes: (0..<periods).map(keyTime(ofPeriod:)),
            timingFunctions: timing == .linear ? nil : Array(repeating: timing, count: periods - 1),
            timing: mediaTiming)
    }

    /// Period k's key time, a fraction of the story's duration.
    func keyTime(ofPeriod k: Int) -> Double { Double(k) / Double(periods - 1) }

    /// When a story's animations run: from its first period to its last, held before and after.
    var mediaTiming: MediaTiming {
        MediaTiming(beginTime: startTime, duration: Double(periods - 1) * periodDuration, fillMode: .both)
    }

    /// `keyPath` through keyframes `source` computes when needed (`LineRaceKeyframes`), for a
    /// long story's per-name animations; `nil` when its values never change (the model value is
    /// enough), as for the stored animations here, unless `alwaysAnimates` (a line's tip).
    func computed<Value>(_ keyPath: LayerKeyPath<Value>, _ source: some KeyframeSource<PropertyValue>,
                         alwaysAnimates: Bool = false) -> Animation<PropertyValue>? {
        guard periods > 1, source.count > 1 else { return nil }
        if !alwaysAnimates {
            let first = source.value(0)
            guard (1..<source.count).contains(where: { source.value($0) != first }) else { return nil }
        }
        return .computed(ComputedKeyframeAnimation(keyPath: Layer.animatedName(of: keyPath), source: source, timing: mediaTiming))
    }

    /// `values` (one per period) held from each period's time on: a discrete animation, for
    /// what changes at periods and not between them.
    func keyframes(_ keyPath: String, steps values: [PropertyValue]) -> KeyframeAnimation<PropertyValue> {
        KeyframeAnimation(
            keyPath: keyPath, values: values, keyTimes: (0..<periods).map(keyTime(ofPeriod:)),
            calculationMode: .discrete, timing: mediaTiming)
    }

    /// Keyframes through one step between each two periods, from the steps' values in order:
    /// step k goes from `values[2k]` at period k to `values[2k + 1]` at period k + 1, eased as
    /// every step is, and then jumps to the next step's start; from the last period on it is the
    /// last value. For a part drawn anew from each period, such as a line's newest segment.
    func keyframes(_ keyPath: String, stepping values: [PropertyValue]) -> KeyframeAnimation<PropertyValue> {
        let count = 2 * (periods - 1) + 1
        return KeyframeAnimation(
            keyPath: keyPath, values: values, keyTimes: (0..<count).map(keyTime(ofSteppedKeyframe:)),
            timingFunctions: (0..<(count - 1)).map(timingFunction(ofSteppedSegment:)), timing: mediaTiming)
    }

    /// Keyframe `index`'s time in a stepped animation: step k's from at period k, its to at
    /// period k + 1, the closing value at the end.
    func keyTime(ofSteppedKeyframe index: Int) -> Double {
        index == 2 * (periods - 1) ? 1 : keyTime(ofPeriod: index / 2 + index % 2)
    }

    /// The easing of a stepped animation's segment: each step eases; the jump to the next
    /// step's start takes no time.
    func timingFunction(ofSteppedSegment index: Int) -> TimingFunction {
        index % 2 == 0 ? timing : .linear
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
        let steps = max(steps, 1)
        guard periods > 1, values.count == (periods - 1) * steps + 1, values.contains(where: { $0 != values[0] }) else { return nil }
        return .keyframe(keyframes(Layer.animatedName(of: keyPath), sampled: values))
    }

    /// The keyframes of `sampledAnimation(_:steps:_:)`, from a value per instant.
    func keyframes(_ keyPath: String, sampled values: [PropertyValue]) -> KeyframeAnimation<PropertyValue> {
        // A keyframe inside a run of equal values changes nothing (between two equal values the
        // value is theirs): left out, a label hidden for most of a long story keeps few.
        let kept = values.indices.filter { i in
            i == 0 || i == values.count - 1 || values[i - 1] != values[i] || values[i] != values[i + 1]
        }
        let last = Double(values.count - 1)
        // Linear, the default; the key times stay, for `reel layout --check` to check at.
        return KeyframeAnimation(keyPath: keyPath, values: kept.map { values[$0] }, keyTimes: kept.map { Double($0) / last }, timing: mediaTiming)
    }

    /// A tick's opacity through `visible` (1 where a period shows it, 0 where not), handed over
    /// rather than cross-faded: a tick leaving fades out early in its step and one arriving
    /// fades in late, so that the old and the new tick labels (40 and 50 as the step goes from
    /// 20 to 50) are never both more than 5 % opaque. The keys stay at the periods.
    func handoverAnimation(_ keyPath: LayerKeyPath<Double>, visible: [Double]) -> Animation<PropertyValue>? {
        guard periods > 1, visible.count == periods, visible.contains(where: { $0 != visible[0] }) else { return nil }
        return .keyframe(KeyframeAnimation(
            keyPath: Layer.animatedName(of: keyPath), values: visible.map(PropertyValue.number),
            keyTimes: (0..<periods).map(keyTime(ofPeriod:)),
            timingFunctions: (0..<(periods - 1)).map { k in
                visible[k] > visible[k + 1] ? Self.early : visible[k] < visible[k + 1] ? Self.late : .linear
            },
            timing: mediaTiming))
    }

    /// Progress that is 96 % done half-way through a step (63 % at a tenth, 91 % at two fifths).
    static let early = TimingFunction.cubicBezier(UnitBezier(0.25, 1, 0.35, 1))
    /// Progress that is 4 % along half-way through a step: `early` turned around.
    static let late = TimingFunction.cubicBezier(UnitBezier(0.65, 0, 0.75, 0))

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
