/// How a keyframe animation fills the time between keyframes, as `CAAnimationCalculationMode`.
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
    /// Straight interpolation between neighbouring values, at `keyTimes`.
    case linear
    /// No interpolation: each value holds until the next key time.
    case discrete
    /// Linear, with key times chosen for a constant speed (`keyTimes` and `timingFunctions` are
    /// ignored).
    case paced
    /// A Catmull-Rom (Kochanek–Bartels) spline through the values, at `keyTimes`.
    case cubic
    /// The cubic spline with key times chosen for a constant speed (by chord length).
    case cubicPaced

    @inlinable var isPaced: Bool { self == .paced || self == .cubicPaced }
    @inlinable var isCubic: Bool { self == .cubic || self == .cubicPaced }
}
