/// How a Lottie animation plays inside a scene (`type: lottie`): when it starts, how fast,
/// whether it loops, and which part of it plays.
public struct LottiePlacement: Sendable, Equatable {
    /// The scene time (seconds) at which the segment's first frame shows.
    public var startTime: Double
    /// Playback speed: 2 plays twice as fast.
    public var speed: Double
    /// Whether the segment repeats for ever (else it holds its last frame).
    public var loop: Bool
    /// The part that plays.
    public var segment: LottieSegment

    /// Plays from `startTime` at `speed`, looping or not, the given `segment`.
    public init(startTime: Double = 0, speed: Double = 1, loop: Bool = false, segment: LottieSegment = .whole) {
        self.startTime = startTime
        self.speed = speed
        self.loop = loop
        self.segment = segment
    }
}

/// The part of a Lottie animation that plays: all of it, frames `[from, to)` or a marker's range.
public enum LottieSegment: Sendable, Equatable {
    case whole
    case frames(Double, Double)
    case marker(String)
}
