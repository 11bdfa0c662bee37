/// Animations played together on one timeline: `CAAnimationGroup`.
///
/// The children's times are in the group's local time (0 at the group's beginning, wrapping and
/// reversing with the group's repeats), and they show only while the group does: a child that
/// runs past the group's duration is clipped. After the group ends, children show only when the
/// group fills forwards (at the group's end time, with their own fills deciding), as in Core
/// Animation, where both need a forwards fill to hold.
public struct AnimationGroup<Value: Interpolatable>: Sendable, Equatable {
    /// The animations played together, in the group's local time.
    public var animations: [Animation<Value>]
    /// When the group runs, in its parent's time.
    public var timing: MediaTiming

    /// Creates a group; `timing: nil` means a duration that covers every child's end.
    public init(animations: [Animation<Value>], timing: MediaTiming? = nil) {
        self.animations = animations
        let end = animations.map(\.endTime).filter(\.isFinite).max() ?? 0
        self.timing = timing ?? MediaTiming(duration: max(end, 0))
    }

    /// The group's local time at the parent's `time`, or `nil` when the group shows nothing.
    @inlinable
    public func localTime(at time: Double) -> Double? {
        timing.state(at: time)?.time
    }
}
