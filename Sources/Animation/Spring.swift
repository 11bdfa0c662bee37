import Foundation

/// A damped harmonic oscillator pulled from 0 to 1, as `CASpringAnimation` models it: position
/// over time in seconds, and how long it takes to settle.
///
/// With ω0 = √(k/m) and ζ = c / (2√(km)): underdamped (ζ < 1) positions are
/// 1 − e^(−ζω0t)(cos ωd t + ((ζω0 − v0)/ωd) sin ωd t) with ωd = ω0√(1 − ζ²); critically damped
/// 1 − (1 + (ω0 − v0)t)e^(−ω0t). Overdamped springs (ζ > 1) use the true two-exponential
/// solution rather than the critical one (which WebKit substitutes), so that more damping keeps
/// meaning a slower, creeping approach.
public struct Spring: Sendable, Hashable {
    /// The mass on the spring.
    public let mass: Double
    /// The spring constant.
    public let stiffness: Double
    /// The damping coefficient.
    public let damping: Double
    /// Initial velocity in units of the whole distance per second (1 covers it in one second
    /// at that speed); positive moves towards the target.
    public let initialVelocity: Double

    /// ω0 = √(stiffness / mass), radians per second.
    public let naturalFrequency: Double
    /// ζ = damping / (2√(stiffness · mass)): below 1 it oscillates, 1 is critical, above 1 creeps.
    public let dampingRatio: Double
    /// The time after which the spring stays within `settlingThreshold` of its target.
    public let settlingDuration: Double

    @usableFromInline let solution: Solution

    /// How close to the target (as a fraction of the distance) a settled spring stays.
    public static let settlingThreshold = 0.001

    /// Creates a spring; the defaults are `CASpringAnimation`'s.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        naturalFrequency = omega0
        dampingRatio = zeta
        solution = Solution(omega0: omega0, zeta: zeta, velocity: initialVelocity)
        settlingDuration = solution.settlingDuration(threshold: Self.settlingThreshold)
    }

    /// The position at `time` seconds: 0 at the start, 1 at rest. Invalid parameters (validation
    /// rejects them) give 1, a jump to the target, rather than NaN.
    @inlinable
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return solution.value(at: time)
    }
}

extension Spring {
    /// The closed-form solution, with its constants computed once.
    @usableFromInline
    enum Solution: Sendable, Hashable {
        /// 1 − e^(−decay·t)(cos ω t + b sin ω t)
        case underdamped(decay: Double, omega: Double, b: Double)
        /// 1 − (1 + b·t)e^(−ω0 t)
        case critical(omega0: Double, b: Double)
        /// 1 − (c1 e^(r1 t) + c2 e^(r2 t)), r2 < r1 < 0
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
        case invalid

        init(omega0: Double, zeta: Double, velocity: Double) {
            guard omega0.isFinite, omega0 > 0, zeta.isFinite, zeta >= 0, velocity.isFinite else {
                self = .invalid
                return
            }
            if zeta < 1 {
                let omega = omega0 * (1 - zeta * zeta).squareRoot()
                self = .underdamped(decay: zeta * omega0, omega: omega, b: (zeta * omega0 - velocity) / omega)
            } else if zeta == 1 {
                self = .critical(omega0: omega0, b: omega0 - velocity)
            } else {
                let root = omega0 * (zeta * zeta - 1).squareRoot()
                let r1 = -zeta * omega0 + root, r2 = -zeta * omega0 - root
                // c1 + c2 = 1 (starts at 0) and −(c1·r1 + c2·r2) = v0 (starts at the velocity).
                let c1 = (-velocity - r2) / (r1 - r2)
                self = .overdamped(r1: r1, r2: r2, c1: c1, c2: 1 - c1)
            }
        }

        @inlinable
        func value(at t: Double) -> Double {
            switch self {
            case let .underdamped(decay, omega, b):
                return 1 - exp(-decay * t) * (cos(omega * t) + b * sin(omega * t))
            case let .critical(omega0, b):
                return 1 - (1 + b * t) * exp(-omega0 * t)
            case let .overdamped(r1, r2, c1, c2):
                return 1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t))
            case .invalid:
                return 1
            }
        }

        /// The first time after which an upper bound of |1 − x(t)| stays below `threshold`. For
        /// the underdamped case the bound is (1 + |b|)e^(−ζω0t), which is Core Animation's
        /// `settlingDuration` (1.4727 s for its default spring).
        func settlingDuration(threshold: Double) -> Double {
            switch self {
            case let .underdamped(decay, _, b):
                guard decay > 0 else { return .infinity }
                return max(0, log((1 + abs(b)) / threshold) / decay)
            case let .critical(omega0, b):
                // (1 + |b|t)e^(−ω0 t) peaks at t = 1/ω0 − 1/|b| and falls after it.
                let peak = abs(b) > omega0 ? 1 / omega0 - 1 / abs(b) : 0
                return Self.lastCrossing(after: peak, threshold) { t in (1 + abs(b) * t) * exp(-omega0 * t) }
            case let .overdamped(r1, r2, c1, c2):
                return Self.lastCrossing(after: 0, threshold) { t in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
            case .invalid:
                return 0
            }
        }

        /// Where `bound`, decreasing after `start`, falls to `threshold` (bisection).
        private static func lastCrossing(after start: Double, _ threshold: Double, _ bound: (Double) -> Double) -> Double {
            guard bound(start) > threshold else { return start }
            var low = start, high = max(start, 1e-3)
            while bound(high) > threshold {
                low = high
                high *= 2
                if high > 1e9 { return .infinity }
            }
            for _ in 0..<100 {
                let middle = (low + high) / 2
                if bound(middle) > threshold { low = middle } else { high = middle }
            }
            return high
        }
    }
}
