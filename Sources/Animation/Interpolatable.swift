/// A value that animations can blend, accumulate and measure.
///
/// `adding`, `subtracting` and `scaled` give `byValue`, `additive` and `cumulative` their
/// meaning (Core Animation's "addition function is type-dependent": for transforms it is
/// concatenation, which need not commute); `distance` gives paced keyframes theirs;
/// `splinePoint` gives cubic keyframes theirs.
///
/// The laws evaluation relies on, written so that they hold for non-commuting additions too:
/// `b.subtracting(a).adding(a) == b` (a difference is applied on the left),
/// `a.subtracting(a).adding(b) == b`, and `interpolated` returning `self` at 0 and `other` at 1.
public protocol Interpolatable: Sendable, Equatable {
    /// The value a `fraction` of the way from `self` to `other` (fractions outside [0, 1]
    /// extrapolate, for overshooting curves).
    func interpolated(to other: Self, fraction: Double) -> Self
    func adding(_ other: Self) -> Self
    func subtracting(_ other: Self) -> Self
    func scaled(by factor: Double) -> Self
    /// A non-negative measure of how far apart two values are.
    func distance(to other: Self) -> Double
    /// The weighted point `Σ wᵢ·pᵢ` (weights summing to 1) of a cubic keyframe segment from
    /// `self` to `next`, between the keyframes `previous` and `following`.
    func splinePoint(previous: Self, next: Self, following: Self, weights: SplineWeights) -> Self
    /// Why `self` cannot animate to `other` (different kinds, counts or path structures), or
    /// `nil` when it can. Validation reports it; evaluation never traps on it.
    func interpolationProblem(to other: Self) -> String?
}

extension Interpolatable {
    /// The value a `fraction` of the way from this one to `other`.
    public func interpolated(to other: Self, fraction: Double) -> Self {
        other.subtracting(self).scaled(by: fraction).adding(self)
    }

    /// The point of a cubic keyframe segment: the four keyframes around it weighted by `weights`.
    public func splinePoint(previous: Self, next: Self, following: Self, weights: SplineWeights) -> Self {
        vectorSplinePoint(previous: previous, next: next, following: following, weights: weights)
    }

    /// The spline point in vector-space form, self + w0·(previous − self) + w2·(next − self) +
    /// w3·(following − self): right for values whose addition is componentwise; the default of
    /// `splinePoint`, and a building block for types that override it for some cases only.
    public func vectorSplinePoint(previous: Self, next: Self, following: Self, weights: SplineWeights) -> Self {
        adding(
            previous.subtracting(self).scaled(by: weights.previous)
                .adding(next.subtracting(self).scaled(by: weights.next))
                .adding(following.subtracting(self).scaled(by: weights.following)))
    }

    /// Why this value cannot interpolate to `other`, or `nil` when it can.
    public func interpolationProblem(to other: Self) -> String? { nil }
}
