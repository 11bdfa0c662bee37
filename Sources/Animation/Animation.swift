/// Any animation Reel evaluates: one key path's animation, or a group of them.
public enum Animation<Value: Interpolatable>: Sendable, Equatable {
    case basic(BasicAnimation<Value>)
    case keyframe(KeyframeAnimation<Value>)
    /// Indirect: a spring's constants would otherwise make every animation as large as a spring.
    indirect case spring(SpringAnimation<Value>)
    case group(AnimationGroup<Value>)
    /// Keyframes computed when needed rather than stored (a long data story's).
    case computed(ComputedKeyframeAnimation<Value>)

    /// Applies the animation at `time` (the parent's time, seconds) to `target`.
    @inlinable
    public func apply<Target: AnimationTarget>(at time: Double, to target: inout Target)
    where Target.Value == Value {
        switch self {
        case .basic(let animation):
            guard let base = target.value(forKeyPath: animation.keyPath),
                let value = animation.value(at: time, base: base)
            else { return }
            target.setValue(value, forKeyPath: animation.keyPath)
        case .keyframe(let animation):
            guard let base = target.value(forKeyPath: animation.keyPath),
                let value = animation.value(at: time, base: base)
            else { return }
            target.setValue(value, forKeyPath: animation.keyPath)
        case .spring(let animation):
            guard let base = target.value(forKeyPath: animation.keyPath),
                let value = animation.value(at: time, base: base)
            else { return }
            target.setValue(value, forKeyPath: animation.keyPath)
        case .group(let group):
            guard let local = group.localTime(at: time) else { return }
            for child in group.animations { child.apply(at: local, to: &target) }
        case .computed(let animation):
            guard let base = target.value(forKeyPath: animation.keyPath),
                let value = animation.value(at: time, base: base)
            else { return }
            target.setValue(value, forKeyPath: animation.keyPath)
        }
    }

    /// When the animation runs, in its parent's time.
    public var timing: MediaTiming {
        get {
            switch self {
            case .basic(let a): a.timing
            case .keyframe(let a): a.timing
            case .spring(let a): a.timing
            case .group(let g): g.timing
            case .computed(let a): a.timing
            }
        }
        set {
            switch self {
            case .basic(var a): a.timing = newValue; self = .basic(a)
            case .keyframe(var a): a.timing = newValue; self = .keyframe(a)
            case .spring(var a): a.timing = newValue; self = .spring(a)
            case .group(var g): g.timing = newValue; self = .group(g)
            case .computed(var a): a.timing = newValue; self = .computed(a)
            }
        }
    }

    /// The animated key path, or `nil` for a group.
    public var keyPath: String? {
        switch self {
        case .basic(let a): a.keyPath
        case .keyframe(let a): a.keyPath
        case .spring(let a): a.keyPath
        case .computed(let a): a.keyPath
        case .group: nil
        }
    }

    /// The animation with any computed keyframes stored (a group's children's too): what readers
    /// of keyframes (the scene writer, Lottie export, key times to check) see. Evaluates equal.
    public var storingKeyframes: Animation {
        switch self {
        case .computed(let a):
            return .keyframe(a.keyframes)
        case .group(var g):
            g.animations = g.animations.map(\.storingKeyframes)
            return .group(g)
        default:
            return self
        }
    }

    /// Whether the two animate alike. Computed keyframes equal the same keyframes stored (so a
    /// scene written with its computed keyframes stored reads back equal); otherwise the cases
    /// and their settings must match.
    public static func == (a: Animation, b: Animation) -> Bool {
        switch (a, b) {
        case let (.basic(x), .basic(y)): x == y
        case let (.keyframe(x), .keyframe(y)): x == y
        case let (.spring(x), .spring(y)): x == y
        case let (.group(x), .group(y)): x == y
        case let (.computed(x), .computed(y)): x == y || x.keyframes == y.keyframes
        case let (.computed(x), .keyframe(y)), let (.keyframe(y), .computed(x)): x.keyframes == y
        default: false
        }
    }

    /// The time (parent time) after which the animation no longer changes.
    public var endTime: Double { timing.endTime }
}
