/// Maps a linear time fraction in [0, 1] to eased progress: `CAMediaTimingFunction` and more.
public enum TimingFunction: Sendable, Hashable {
    case linear
    /// A cubic Bézier from (0,0) to (1,1); control-point x must lie in [0, 1], y is free.
    case cubicBezier(UnitBezier)
    /// `n` equal jumps, placed as CSS `steps(n, position)` places them.
    case steps(Int, StepPosition)
    /// A spring's motion, stretched so that its settling duration fills the fraction [0, 1];
    /// progress is exactly 1 at the end. Indirect, so that the rare spring does not make every
    /// timing function (and every animation holding one) as large as a spring.
    indirect case spring(Spring)

    /// Core Animation's `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = TimingFunction.cubicBezier(UnitBezier(0.42, 0, 1, 1))
    /// Core Animation's `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = TimingFunction.cubicBezier(UnitBezier(0, 0, 0.58, 1))
    /// Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInEaseOut = TimingFunction.cubicBezier(UnitBezier(0.42, 0, 0.58, 1))
    /// Core Animation's `kCAMediaTimingFunctionDefault`, used by implicit animations.
    public static let `default` = TimingFunction.cubicBezier(UnitBezier(0.25, 0.1, 0.25, 1))

    /// The names Core Animation gives its built-in curves, as the scene format spells them.
    public static let named: [String: TimingFunction] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
        "easeInEaseOut": .easeInEaseOut, "default": .default,
    ]

    /// Eased progress for the time fraction `x`.
    @inlinable
    public func progress(_ x: Double) -> Double {
        switch self {
        case .linear:
            return x
        case .cubicBezier(let curve):
            return curve.value(at: x)
        case .steps(let count, let position):
            return Self.step(x, count: count, position: position)
        case .spring(let spring):
            if x <= 0 { return 0 }
            if x >= 1 { return 1 }
            let span = spring.settlingDuration
            return spring.value(at: span.isFinite && span > 0 ? x * span : x)
        }
    }

    /// CSS Easing Level 1's step algorithm (the "before flag" never applies: time does not
    /// run backwards across the start here).
    @usableFromInline
    static func step(_ x: Double, count: Int, position: StepPosition) -> Double {
        if x >= 1 { return 1 }
        if x < 0 { return 0 }
        let n = Double(max(count, 1))
        // Snap x·n onto an integer it is within rounding of, so 0.3 · 10 is step 3.
        let scaled = x * n
        let nearest = scaled.rounded()
        var step = abs(scaled - nearest) <= 1e-9 ? nearest : scaled.rounded(.down)
        let jumps: Double
        switch position {
        case .jumpStart: step += 1; jumps = n
        case .jumpEnd: jumps = n
        case .jumpNone: jumps = max(n - 1, 1)
        case .jumpBoth: step += 1; jumps = n + 1
        }
        return min(step, jumps) / jumps
    }
}
