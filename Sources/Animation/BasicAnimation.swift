/// A single-keyframe animation from one value to another: `CABasicAnimation`.
public struct BasicAnimation<Value: Interpolatable>: Sendable, Equatable {
    public var keyPath: String
    public var fromValue: Value?
    public var toValue: Value?
    public var byValue: Value?
    public var timing: MediaTiming
    /// `nil` means linear, as for a `CABasicAnimation` with no timing function.
    public var timingFunction: TimingFunction
    /// Whether the animated value is added to the model value.
    public var isAdditive: Bool
    /// Whether each repetition continues from where the previous one ended.
    public var isCumulative: Bool

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
    public func value(at time: Double, base: Value) -> Value? {
        guard let state = timing.state(at: time) else { return nil }
        let (start, end) = endpoints(base: base)
        var value = start.interpolated(to: end, fraction: timingFunction.progress(state.fraction))
        if isCumulative, state.iteration > 0 {
            value = value.adding(end.subtracting(start).scaled(by: Double(state.iteration)))
        }
        return isAdditive ? base.adding(value) : value
    }

    /// Core Animation's rules for which of from/to/by are set.
    private func endpoints(base: Value) -> (Value, Value) {
        let zeroBase = isAdditive ? base.subtracting(base) : base
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, zeroBase)
        case let (nil, to?, nil): return (zeroBase, to)
        case let (nil, nil, by?): return (zeroBase, zeroBase.adding(by))
        case (nil, nil, nil): return (zeroBase, zeroBase)
        }
    }
}
