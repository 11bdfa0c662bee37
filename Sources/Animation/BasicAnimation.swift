/// A single-keyframe animation from one value to another: `CABasicAnimation`.
public struct BasicAnimation<Value: Interpolatable>: Sendable, Equatable {
    /// The animated property's key path, such as `strokeEnd`.
    public var keyPath: String
    /// Set at most two of `fromValue`, `toValue` and `byValue`; a missing endpoint is the model
    /// value (or zero for an additive animation), as Core Animation's six combinations say.
    public var fromValue: Value?
    /// The value the animation ends at.
    public var toValue: Value?
    /// The change over the animation, added to its start.
    public var byValue: Value?
    /// When the animation runs (begin, duration, repeats, fill).
    public var timing: MediaTiming
    /// Linear by default, as for a `CABasicAnimation` with no timing function.
    public var timingFunction: TimingFunction
    /// Whether the animated value is added to the model value (for transforms: concatenated,
    /// the animated transform applied first).
    public var isAdditive: Bool
    /// Whether each repetition continues from where the previous one ended: repetition n adds
    /// n·(end − start).
    public var isCumulative: Bool

    /// An animation of `keyPath`; see the properties for each setting.
    public init(
        keyPath: String, fromValue: Value? = nil, toValue: Value? = nil, byValue: Value? = nil,
        timing: MediaTiming = MediaTiming(), timingFunction: TimingFunction = .linear,
        isAdditive: Bool = false, isCumulative: Bool = false
    ) {
        self.keyPath = keyPath
        self.fromValue = fromValue
        self.toValue = toValue
        self.byValue = byValue
        self.timing = timing
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    /// The value at `time` over the model value `base`, or `nil` when the animation does not
    /// apply at that time (the model value shows).
    @inlinable
    public func value(at time: Double, base: Value) -> Value? {
        guard let state = timing.state(at: time) else { return nil }
        let range = ValueRange(from: fromValue, to: toValue, by: byValue, base: base, additive: isAdditive)
        return range.value(
            progress: timingFunction.progress(state.fraction), iteration: state.iteration,
            cumulative: isCumulative, additive: isAdditive, base: base)
    }
}
