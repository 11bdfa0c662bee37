/// Any animation Reel evaluates: one key path's animation, or a group of them.
public enum Animation<Value: Interpolatable>: Sendable, Equatable {
    case basic(BasicAnimation<Value>)

    /// Applies the animation at `time` (the parent's time, seconds) to `target`.
    public func apply<Target: AnimationTarget>(at time: Double, to target: inout Target)
    where Target.Value == Value {
        switch self {
        case .basic(let animation):
            guard let base = target.value(forKeyPath: animation.keyPath),
                let value = animation.value(at: time, base: base)
            else { return }
            target.setValue(value, forKeyPath: animation.keyPath)
        }
    }

    /// The time (parent time) after which the animation no longer changes.
    public var endTime: Double {
        switch self {
        case .basic(let animation): return animation.timing.endTime
        }
    }
}
