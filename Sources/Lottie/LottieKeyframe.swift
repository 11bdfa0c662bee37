/// One keyframe of a Lottie property: a value at a frame, and the easing towards the next one.
struct LottieKeyframe: Sendable, Equatable {
    /// The frame (fractional frames are allowed: an animation may begin between frames).
    var frame: Double
    /// The value's components, in Lottie's units.
    var value: [Double]
    /// The cubic Bézier from this keyframe to the next, as (x1, y1, x2, y2); linear is (0, 0, 1, 1).
    var easing: (Double, Double, Double, Double) = (0, 0, 1, 1)
    /// Whether the value holds until the next keyframe instead of moving towards it.
    var holds = false

    static func == (lhs: LottieKeyframe, rhs: LottieKeyframe) -> Bool {
        lhs.frame == rhs.frame && lhs.value == rhs.value && lhs.holds == rhs.holds
            && lhs.easing.0 == rhs.easing.0 && lhs.easing.1 == rhs.easing.1
            && lhs.easing.2 == rhs.easing.2 && lhs.easing.3 == rhs.easing.3
    }
}
