/// The opacity a drawn Lottie layer gets at each frame (0–1): its own and its ancestors', and
/// the keyframes of the one plain animation that drives it, when there is one.
struct LottieOpacity {
    var samples: [Double]
    var exact: [LottieKeyframe]?

    subscript(frame: Int) -> Double { samples[frame] }

    /// The Lottie property, in percent.
    var track: LottieTrack {
        var track = LottieTrack(samples: samples.map { [$0 * 100] }, tolerance: 0.05)
        track.exact = exact
        return track
    }
}
