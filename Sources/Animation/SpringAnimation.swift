/// A basic animation whose progress follows a spring in real seconds: `CASpringAnimation`.
///
/// Progress at local time t is `spring.value(at: t)`, so a duration shorter than the spring's
/// settling duration cuts the motion short, as in Core Animation. The duration defaults to the
/// settling duration; when the duration covers it, the end value holds exactly after the end.
public struct SpringAnimation<Value: Interpolatable>: Sendable, Equatable {
    /// The animated property's key path.
    public var keyPath: String
    /// The value the spring starts from; the model value when `nil`.
    public var fromValue: Value?
    /// The value the spring settles at.
    public var toValue: Value?
    /// The change the spring makes, added to its start.
    public var byValue: Value?
    /// The spring's mass, stiffness, damping and initial velocity.
    public var spring: Spring
    /// When the animation runs.
    public var timing: MediaTiming
    /// Whether the animated value adds to the model value.
    public var isAdditive: Bool
    /// Whether each repetition continues from where the previous one ended.
    public var isCumulative: Bool

    /// Creates a spring animation; `timing: nil` means one cycle of the spring's settling
    /// duration starting at 0.
    public init(
        keyPath: String, fromValue: Value? = nil, toValue: Value? = nil, byValue: Value? = nil,
        spring: Spring = Spring(), timing: MediaTiming? = nil, isAdditive: Bool = false, isCumulative: Bool = false
    ) {
        self.keyPath = keyPath
        self.fromValue = fromValue
        self.toValue = toValue
        self.byValue = byValue
        self.spring = spring
        self.timing = timing ?? MediaTiming(duration: spring.settlingDuration.isFinite ? spring.settlingDuration : 0.25)
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    /// The value at `time` over the model value `base`, or `nil` when the animation does not
    /// apply at that time (the model value shows).
    @inlinable
    public func value(at time: Double, base: Value) -> Value? {
        guard let state = timing.state(at: time) else { return nil }
        let settled = state.fraction == 1 && timing.duration >= spring.settlingDuration
        let progress = settled ? 1 : spring.value(at: state.time)
        let range = ValueRange(from: fromValue, to: toValue, by: byValue, base: base, additive: isAdditive)
        return range.value(progress: progress, iteration: state.iteration, cumulative: isCumulative, additive: isAdditive, base: base)
    }
}
