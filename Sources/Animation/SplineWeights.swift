/// The weights of the four keyframes around a point on a cubic (Kochanek–Bartels) segment.
/// They sum to 1, so the point is an affine combination and does not depend on the origin.
public struct SplineWeights: Sendable, Hashable {
    /// The weight of the keyframe before the segment.
    public var previous: Double
    /// The weight of the segment's first keyframe.
    public var current: Double
    /// The weight of the segment's last keyframe.
    public var next: Double
    /// The weight of the keyframe after the segment.
    public var following: Double

    /// Weights for the four keyframes around a segment.
    public init(previous: Double, current: Double, next: Double, following: Double) {
        self.previous = previous
        self.current = current
        self.next = next
        self.following = following
    }
}
