/// A value that animations can blend, accumulate and measure.
///
/// `adding`, `subtracting` and `scaled` give `byValue`, `additive` and `cumulative` their
/// meaning; `distance` gives paced keyframes theirs.
public protocol Interpolatable: Sendable, Equatable {
    /// The value a `fraction` of the way from `self` to `other` (fractions outside [0, 1]
    /// extrapolate, for overshooting curves).
    func interpolated(to other: Self, fraction: Double) -> Self
    func adding(_ other: Self) -> Self
    func subtracting(_ other: Self) -> Self
    func scaled(by factor: Double) -> Self
    /// A non-negative measure of how far apart two values are.
    func distance(to other: Self) -> Double
}

extension Interpolatable {
    public func interpolated(to other: Self, fraction: Double) -> Self {
        adding(other.subtracting(self).scaled(by: fraction))
    }
}
