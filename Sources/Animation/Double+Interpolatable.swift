extension Double: Interpolatable {
    /// The value a `fraction` of the way from this one to `other`.
    @inlinable
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
    /// The sum, for additive and cumulative animations.
    /// The point of a cubic keyframe segment: the four keyframes around it weighted by `weights`.
    /// The difference, for cumulative animations (end − start).
    /// How far apart the two are, for paced keyframes.
    /// The value multiplied by `factor`, for cumulative repetitions.
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    @inlinable public func distance(to other: Double) -> Double { abs(other - self) }
    @inlinable
    public func splinePoint(previous: Double, next: Double, following: Double, weights: SplineWeights) -> Double {
        weights.previous * previous + weights.current * self + weights.next * next + weights.following * following
    }
}
