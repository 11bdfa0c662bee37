/// The weights of the four keyframes around a point on a cubic (Kochanek–Bartels) segment.
/// They sum to 1, so the point is an affine combination and does not depend on the origin.
public struct SplineWeights: Sendable, Hashable {
    public var previous: Double
    public var current: Double
    public var next: Double
    public var following: Double

    public init(previous: Double, current: Double, next: Double, following: Double) {
        self.previous = previous
        self.current = current
        self.next = next
        self.following = following
    }
}
