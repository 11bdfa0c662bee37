extension Double: Interpolatable {
    @inlinable
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    @inlinable public func distance(to other: Double) -> Double { abs(other - self) }
    @inlinable
    public func splinePoint(previous: Double, next: Double, following: Double, weights: SplineWeights) -> Double {
        weights.previous * previous + weights.current * self + weights.next * next + weights.following * following
    }
}
