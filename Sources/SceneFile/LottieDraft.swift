/// The keys of a `type: lottie` layer while they are read.
struct LottieDraft: Sendable, Equatable {
    /// The Lottie file (`.json` or `.lottie`), relative to the scene.
    var file = ""
    /// The scene time at which the animation's first frame shows.
    var startTime = 0.0
    var speed = 1.0
    var loop = false
    /// `[firstFrame, lastFrame]`, or empty for the whole animation.
    var segment: [Double] = []
    /// A marker naming the segment instead.
    var marker = ""
}
