/// What a chart's mark (a bar, a point, a slice, a bubble) stands for: the data name and value
/// it shows. `reel layout` prints it, so a bar of "Japan" is findable, and its check compares a
/// mark's position with its chart's `ValueAxis`.
public struct ChartMark: Sendable, Equatable {
    /// How a mark shows its value, which says where on the mark the value is read.
    public enum Role: String, Sendable, CaseIterable {
        /// A bar: the value is the end away from the baseline (the scale's 0, or its lower end).
        case bar
        /// A point: the value is the centre.
        case point
        /// A pie slice: its angle shows the value; no linear scale.
        case slice
        /// A bubble: its area shows the value, its centre its `x` and `y` on the chart's two
        /// value axes.
        case bubble
    }

    /// A value the mark shows exactly at one time (a race shows period k's value at period k's time).
    public struct Keyframe: Sendable, Equatable {
        /// Scene time, seconds.
        public var time: Double
        /// The value shown then.
        public var value: Double
        /// A bubble's data x then.
        public var x: Double?
        /// A bubble's data y then.
        public var y: Double?

        /// `value` (and for a bubble its place `x`, `y`), shown exactly at `time`.
        public init(time: Double, value: Double, x: Double? = nil, y: Double? = nil) {
            self.time = time
            self.value = value
            self.x = x
            self.y = y
        }
    }

    /// The data name (a category, a series, a race's name).
    public var name: String
    /// The value the mark shows in the layer's model state.
    public var value: Double
    /// How it shows the value.
    public var role: Role
    /// For a mark whose value changes over time: the instants where it shows a known value, in
    /// time order. Between them it is moving and not checked.
    public var keyframes: [Keyframe]
    /// A bubble's data x in the layer's model state: where its centre sits on the chart's
    /// `crossScale`.
    public var x: Double?
    /// A bubble's data y in the layer's model state: where its centre sits on the chart's `scale`.
    public var y: Double?

    /// A mark showing `value` for `name` (a bubble's at data `x`, `y`).
    public init(name: String, value: Double, role: Role, keyframes: [Keyframe] = [], x: Double? = nil, y: Double? = nil) {
        self.name = name
        self.value = value
        self.role = role
        self.keyframes = keyframes
        self.x = x
        self.y = y
    }

    /// The value shown exactly at `time`: `value` for a mark without keyframes, a keyframe's
    /// value at its time, else `nil` (moving between two).
    public func value(at time: Double) -> Double? {
        keyframe(at: time)?.value
    }

    /// What the mark shows exactly at `time` (its model state for a mark without keyframes),
    /// else `nil` (moving between two keyframes).
    public func keyframe(at time: Double) -> Keyframe? {
        guard !keyframes.isEmpty else { return Keyframe(time: time, value: value, x: x, y: y) }
        return keyframes.first { abs($0.time - time) <= ValueAxis.timeTolerance }
    }

    /// The keyframes just before and just after `time`, for a mark moving between them (either
    /// is `nil` before the first keyframe or after the last).
    public func keyframes(around time: Double) -> (before: Keyframe?, after: Keyframe?) {
        (keyframes.last { $0.time < time }, keyframes.first { $0.time > time })
    }
}
