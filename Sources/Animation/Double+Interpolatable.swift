extension Double: Interpolatable {
    @inline(__always)
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
    public func adding(_ other: Double) -> Double { self + other }
    public func subtracting(_ other: Double) -> Double { self - other }
    public func scaled(by factor: Double) -> Double { self * factor }
    public func distance(to other: Double) -> Double { abs(other - self) }
}
