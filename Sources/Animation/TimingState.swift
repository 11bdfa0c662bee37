/// Where an animation is inside its timing at one moment.
public struct TimingState: Sendable, Hashable {
    /// Local time inside the current simple cycle, in seconds, from 0 to `duration`. It already
    /// runs backwards during the reverse half of an autoreversing cycle.
    public var time: Double
    /// `time / duration`: the linear fraction of the simple duration, before easing.
    public var fraction: Double
    /// Which repetition this is, counted from 0 at the first active frame (a `timeOffset` that
    /// wraps past the end of a cycle moves on to the next repetition).
    public var iteration: Int
    /// Whether the animation is filling before its beginning, running, or filling after its end.
    public var phase: TimingPhase

    /// A state at local `time`, `fraction` of the cycle, in cycle `iteration` and `phase`.
    public init(time: Double, fraction: Double, iteration: Int, phase: TimingPhase) {
        self.time = time
        self.fraction = fraction
        self.iteration = iteration
        self.phase = phase
    }
}
