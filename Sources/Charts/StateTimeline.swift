import Animation
import Scene

/// The clock of a chart's states: state k is shown exactly at `times[k]`; the transition into it
/// runs from `transitionStart(k)` to `times[k]`, eased by `timing`, and the state holds until the
/// next transition starts.
public struct StateTimeline: Sendable, Equatable {
    /// When each state is shown exactly, increasing.
    public var times: [Double]
    /// The longest a transition takes (shorter when two states are closer).
    public var transitionDuration: Double
    /// The transitions' easing.
    public var timing: TimingFunction

    /// The clock of `states` for a chart whose reveal ends at `revealEnd`.
    public init(_ states: ChartStates, revealEnd: Double, chart: String) throws(ChartError) {
        times = try states.times(revealEnd: revealEnd, chart: chart)
        transitionDuration = states.transitionDuration
        timing = states.timing
    }

    /// When the transition into state `k` (from 1) starts.
    public func transitionStart(_ k: Int) -> Double {
        times[k] - transitionLength(k)
    }

    /// How long the transition into state `k` (from 1) takes.
    public func transitionLength(_ k: Int) -> Double {
        min(transitionDuration, times[k] - times[k - 1])
    }

    /// The scene time at fraction `f` (0…1, of time, not eased) of the transition into state `k`.
    public func time(inTransition k: Int, at f: Double) -> Double {
        transitionStart(k) + f * transitionLength(k)
    }

    /// The chart's states as periods, for `reel layout` and its check.
    public func periods(_ states: ChartStates) -> [ChartPeriod] {
        zip(states.states, times).map { ChartPeriod(name: $0.name, time: $1) }
    }

    /// A property's keyframes through the states: at each state its value there (`values[k]`),
    /// or, where the mark is not in state j but is in the neighbouring state i,
    /// `ghost(j, i, its value in state i)`: where it grows from or shrinks to. Transitions are
    /// eased, holds are still.
    public func keys<Value>(_ values: [Value?], ghost: (Int, Int, Value) -> Value, _ property: (Value) -> PropertyValue) -> [StateKey] {
        var keys: [StateKey] = []
        func add(_ time: Double, _ value: Value, eased: Bool) {
            keys.append(StateKey(time: time, value: property(value), timing: eased ? timing : .linear))
        }
        if let first = values.first, let value = first { add(times[0], value, eased: false) }
        for k in values.indices.dropFirst() {
            let start = transitionStart(k)
            switch (values[k - 1], values[k]) {
            case (let a?, let b?):
                add(start, a, eased: false)
                add(times[k], b, eased: true)
            case (nil, let b?):
                add(start, ghost(k - 1, k, b), eased: false)
                add(times[k], b, eased: true)
            case (let a?, nil):
                add(start, a, eased: false)
                add(times[k], ghost(k, k - 1, a), eased: true)
            case (nil, nil):
                break
            }
        }
        return keys
    }

    /// A mark's visibility through the states, for a discrete animation: shown in the states it
    /// is in and during the transitions into and out of them (growing in or shrinking out).
    public func presenceKeys(_ present: [Bool]) -> [StateKey] {
        guard let first = present.first else { return [] }
        var keys = [StateKey(time: times[0], value: .number(first ? 1 : 0))]
        for k in present.indices.dropFirst() {
            keys.append(StateKey(time: transitionStart(k), value: .number(present[k - 1] || present[k] ? 1 : 0)))
            keys.append(StateKey(time: times[k], value: .number(present[k] ? 1 : 0)))
        }
        return keys
    }

    /// A text's opacity through the states: 1 in the states it shows in, 0 elsewhere, and during
    /// transition k (from 1) the (fraction of its time, opacity) pairs `fades[k]`.
    public func fadeKeys(_ present: [Bool], fades: [[(Double, Double)]]) -> [StateKey] {
        guard let first = present.first else { return [] }
        var keys = [StateKey(time: times[0], value: .number(first ? 1 : 0))]
        for k in present.indices.dropFirst() {
            for (f, opacity) in fades[k] { keys.append(StateKey(time: time(inTransition: k, at: f), value: .number(opacity))) }
        }
        return keys
    }

    /// `keyPath` through `keys`, held before the first and after the last; `nil` when the value
    /// never changes (the model value is enough).
    public static func animation(_ keyPath: String, _ keys: [StateKey], mode: CalculationMode = .linear) -> Animation<PropertyValue>? {
        guard let first = keys.first, let last = keys.last, keys.contains(where: { $0.value != first.value }) else { return nil }
        let span = last.time - first.time
        guard span > 0 else { return nil }
        return .keyframe(KeyframeAnimation(
            keyPath: keyPath, values: keys.map(\.value),
            keyTimes: keys.map { min(max(($0.time - first.time) / span, 0), 1) },
            timingFunctions: keys.dropFirst().map(\.timing), calculationMode: mode,
            timing: MediaTiming(beginTime: first.time, duration: span, fillMode: .both)))
    }
}
