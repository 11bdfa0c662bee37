/// A keyframe animation whose keyframes a `KeyframeSource` computes as they are needed: the
/// same evaluation as a `KeyframeAnimation` of the source's keyframes (linear or discrete,
/// per-segment easing, no overall timing function, not additive), without storing them.
public struct ComputedKeyframeAnimation<Value: Interpolatable>: Sendable, Equatable {
    /// The animated property's key path, such as `position`.
    public var keyPath: String
    /// Where the keyframes come from.
    public var source: any KeyframeSource<Value>
    /// When the animation runs (begin, duration, repeats, fill).
    public var timing: MediaTiming

    /// An animation of `keyPath` through `source`'s keyframes, run by `timing`.
    public init(keyPath: String, source: any KeyframeSource<Value>, timing: MediaTiming) {
        self.keyPath = keyPath
        self.source = source
        self.timing = timing
    }

    /// The keyframes stored: for readers of keyframes (writing, exporting, checking times).
    public var keyframes: KeyframeAnimation<Value> { source.keyframes(keyPath: keyPath, timing: timing) }

    /// The value at `time`, or `nil` when the animation does not apply then (the model value
    /// shows): `KeyframeAnimation.value(at:base:)` of the same keyframes.
    public func value(at time: Double, base: Value) -> Value? {
        guard source.count > 0, let state = timing.state(at: time) else { return nil }
        return value(atFraction: state.fraction)
    }

    /// The keyframed value at fraction `f` of the simple duration, computed step for step as
    /// `KeyframeAnimation.value(atFraction:)` computes it, so that both agree to the bit.
    public func value(atFraction f: Double) -> Value {
        let source = source, count = source.count
        guard count > 1 else { return source.value(0) }
        if source.calculationMode == .discrete {
            return source.value(min(lastIndex(notAfter: f) ?? 0, count - 1))
        }
        guard f > source.keyTime(0) else { return source.value(0) }
        guard f < source.keyTime(count - 1) else { return source.value(count - 1) }
        let i = lastIndex(notAfter: f) ?? 0
        let start = source.keyTime(i)
        var u = (f - start) / (source.keyTime(i + 1) - start)
        u = source.timingFunction(i).progress(u)
        return source.value(i).interpolated(to: source.value(i + 1), fraction: u)
    }

    /// The largest index whose key time is at most `f`: the binary search of
    /// `KeyframeAnimation.lastIndex(in:notAfter:)`, which picks the same index among equal times.
    private func lastIndex(notAfter f: Double) -> Int? {
        let count = source.count
        guard count > 0, f >= source.keyTime(0) else { return nil }
        var low = 0, high = count
        while high - low > 1 {
            let middle = (low + high) / 2
            if source.keyTime(middle) <= f { low = middle } else { high = middle }
        }
        return low
    }

    /// Whether the two compute from the same source, for the same key path and timing.
    public static func == (a: Self, b: Self) -> Bool {
        a.keyPath == b.keyPath && a.timing == b.timing && a.source.isEqual(to: b.source)
    }
}
