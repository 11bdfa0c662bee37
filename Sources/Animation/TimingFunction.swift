/// Maps a linear time fraction in [0, 1] to eased progress: `CAMediaTimingFunction` and more.
public enum TimingFunction: Sendable, Hashable {
    case linear
    case cubicBezier(UnitBezier)
    case steps(Int, StepPosition)

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
    public func progress(_ x: Double) -> Double {
        switch self {
        case .linear:
            return x
        case .cubicBezier(let curve):
            return curve.value(at: x)
        case .steps(let count, let position):
            return Self.step(x, count: count, position: position)
        }
    }

    private static func step(_ x: Double, count: Int, position: StepPosition) -> Double {
        let n = Double(max(count, 1))
        var step = (x * n).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        if x >= 0, step < 0 { step = 0 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = n
        case .jumpNone: jumps = max(n - 1, 1)
        case .jumpBoth: jumps = n + 1
        }
        if x <= 1, step > jumps { step = jumps }
        if x >= 1 { return 1 }
        return step / jumps
    }
}
