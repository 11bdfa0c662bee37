import Animation
import Scene

/// A property's value at one time of a chart's states, reached from the key before by `timing`.
public struct StateKey: Sendable, Equatable {
    /// Scene seconds.
    public var time: Double
    /// The property's value then.
    public var value: PropertyValue
    /// How the value moves from the key before to this one.
    public var timing: TimingFunction

    /// `value` at `time`, reached by `timing`.
    public init(time: Double, value: PropertyValue, timing: TimingFunction = .linear) {
        self.time = time
        self.value = value
        self.timing = timing
    }
}
