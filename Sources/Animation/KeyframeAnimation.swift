/// An animation through a list of values: `CAKeyframeAnimation`.
///
/// `keyTimes` are fractions of the duration, one per value (or one more than the values for
/// `discrete`, as Core Animation documents); omitted, the values are evenly spaced. Segment `i`
/// (from `values[i]` to `values[i + 1]`) eases by `timingFunctions[i]`, after the whole
/// animation's `timingFunction` has mapped time. Invalid settings (which `validate()` reports)
/// fall back to even spacing and linear segments rather than failing mid-render.
public struct KeyframeAnimation<Value: Interpolatable>: Sendable, Equatable {
    /// The animated property's key path, such as `position`.
    public var keyPath: String
    /// The keyframes' values, in order.
    public var values: [Value] { didSet { resolveKeyTimes() } }
    /// Each keyframe's time as a fraction of the duration; `nil` spaces them evenly.
    public var keyTimes: [Double]? { didSet { resolveKeyTimes() } }
    /// One per segment (`values.count − 1`); ignored by the paced modes.
    public var timingFunctions: [TimingFunction]?
    /// Maps the whole animation's time before the keyframes do; linear by default.
    public var timingFunction: TimingFunction
    /// How values between keyframes are computed (linear, discrete, paced, cubic …).
    public var calculationMode: CalculationMode { didSet { resolveKeyTimes() } }
    /// Kochanek–Bartels parameters of the cubic modes, one per value, each usually in [−1, 1];
    /// all 0 (the default) is a Catmull-Rom spline.
    public var tensionValues: [Double]?
    /// Kochanek–Bartels continuity, one per value.
    public var continuityValues: [Double]?
    /// Kochanek–Bartels bias, one per value.
    public var biasValues: [Double]?
    /// When the animation runs (begin, duration, repeats, fill).
    public var timing: MediaTiming
    /// Whether the keyframed value adds to the model value.
    public var isAdditive: Bool
    /// Whether repetition n adds n·(last value − first value).
    public var isCumulative: Bool

    /// The key times evaluation uses: `keyTimes` when valid, evenly spaced otherwise, or paced.
    public private(set) var effectiveKeyTimes: [Double] = []

    /// A keyframe animation of `keyPath` through `values`; see the properties for each setting.
    public init(
        keyPath: String, values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
        timingFunction: TimingFunction = .linear, calculationMode: CalculationMode = .linear,
        tensionValues: [Double]? = nil, continuityValues: [Double]? = nil, biasValues: [Double]? = nil,
        timing: MediaTiming = MediaTiming(), isAdditive: Bool = false, isCumulative: Bool = false
    ) {
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.timingFunction = timingFunction
        self.calculationMode = calculationMode
        self.tensionValues = tensionValues
        self.continuityValues = continuityValues
        self.biasValues = biasValues
        self.timing = timing
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        resolveKeyTimes()
    }

    /// The value at `time` over the model value `base`, or `nil` when the animation does not
    /// apply at that time (the model value shows).
    @inlinable
    public func value(at time: Double, base: Value) -> Value? {
        guard let first = values.first, let last = values.last, let state = timing.state(at: time) else { return nil }
        var value = value(atFraction: timingFunction.progress(state.fraction))
        if isCumulative, state.iteration != 0 {
            value = last.subtracting(first).scaled(by: Double(state.iteration)).adding(value)
        }
        return isAdditive ? base.adding(value) : value
    }

    /// The keyframed value at eased fraction `f` of the simple duration.
    @inlinable
    public func value(atFraction f: Double) -> Value {
        let times = effectiveKeyTimes
        let count = values.count
        guard count > 1, times.count >= count else { return values[0] }
        if calculationMode == .discrete {
            return values[min(Self.lastIndex(in: times, notAfter: f) ?? 0, count - 1)]
        }
        guard f > times[0] else { return values[0] }
        guard f < times[count - 1] else { return values[count - 1] }
        let i = Self.lastIndex(in: times, notAfter: f) ?? 0
        var u = (f - times[i]) / (times[i + 1] - times[i])
        if !calculationMode.isPaced, let functions = timingFunctions, i < functions.count {
            u = functions[i].progress(u)
        }
        if calculationMode.isCubic {
            let previous = values[i > 0 ? i - 1 : i]
            let following = values[i + 2 < count ? i + 2 : i + 1]
            return values[i].splinePoint(
                previous: previous, next: values[i + 1], following: following, weights: splineWeights(segment: i, u))
        }
        return values[i].interpolated(to: values[i + 1], fraction: u)
    }

    /// The largest index whose time is at most `f` (binary search; key times never decrease).
    @inlinable
    static func lastIndex(in times: [Double], notAfter f: Double) -> Int? {
        guard let first = times.first, f >= first else { return nil }
        var low = 0, high = times.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= f { low = middle } else { high = middle }
        }
        return low
    }

    /// Kochanek–Bartels tangents, scaled for uneven key times, as Hermite weights of the four
    /// keyframes around segment `i` at local fraction `u`.
    @inlinable
    func splineWeights(segment i: Int, _ u: Double) -> SplineWeights {
        let times = effectiveKeyTimes, count = values.count
        func parameter(_ list: [Double]?, _ k: Int) -> Double {
            guard let list, list.count == count, list[k].isFinite else { return 0 }
            return list[k]
        }
        func tcb(_ k: Int) -> (t: Double, c: Double, b: Double) {
            (parameter(tensionValues, k), parameter(continuityValues, k), parameter(biasValues, k))
        }
        let span = times[i + 1] - times[i]
        let before = i > 0 ? times[i] - times[i - 1] : span
        let after = i + 2 < count ? times[i + 2] - times[i + 1] : span
        let outScale = before + span > 0 ? 2 * span / (before + span) : 1
        let inScale = span + after > 0 ? 2 * span / (span + after) : 1
        let k0 = tcb(i), k1 = tcb(i + 1)
        let alpha = (1 - k0.t) * (1 + k0.c) * (1 + k0.b) / 2 * outScale
        let beta = (1 - k0.t) * (1 - k0.c) * (1 - k0.b) / 2 * outScale
        let gamma = (1 - k1.t) * (1 - k1.c) * (1 + k1.b) / 2 * inScale
        let delta = (1 - k1.t) * (1 + k1.c) * (1 - k1.b) / 2 * inScale
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return SplineWeights(
            previous: -h10 * alpha,
            current: h00 + h10 * alpha - h10 * beta - h11 * gamma,
            next: h01 + h10 * beta + h11 * gamma - h11 * delta,
            following: h11 * delta)
    }

    private mutating func resolveKeyTimes() {
        let count = values.count
        let discrete = calculationMode == .discrete
        if calculationMode.isPaced {
            effectiveKeyTimes = Self.pacedKeyTimes(values)
        } else if let keyTimes, Self.isUsable(keyTimes, count: count, discrete: discrete) {
            effectiveKeyTimes = keyTimes
        } else {
            // Discrete values each hold for an equal share; others meet at even key times.
            let intervals = discrete ? count : count - 1
            effectiveKeyTimes = intervals > 0
                ? (0...intervals).map { Double($0) / Double(intervals) } : Array(repeating: 0, count: count)
        }
    }

    static func isUsable(_ keyTimes: [Double], count: Int, discrete: Bool) -> Bool {
        guard keyTimes.count == count || (discrete && keyTimes.count == count + 1) else { return false }
        guard keyTimes.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return false }
        return zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Key times proportional to the distance travelled, for a constant speed.
    static func pacedKeyTimes(_ values: [Value]) -> [Double] {
        guard values.count > 1 else { return values.map { _ in 0 } }
        var lengths = [0.0]
        for (a, b) in zip(values, values.dropFirst()) {
            let step = a.distance(to: b)
            lengths.append(lengths[lengths.count - 1] + (step.isFinite ? step : 0))
        }
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        var times = lengths.map { $0 / total }
        times[times.count - 1] = 1
        return times
    }
}
