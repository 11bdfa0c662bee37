/// How scene time maps to one layer's Lottie frames. Affine (`frame = offset + rate × time`)
/// through start times, stretches, `startTime` and `speed`, so keyframes map to key times
/// exactly; time remapping makes the map arbitrary, and then properties are sampled at `grid`.
struct LottieClock {
    /// `frame = offset + rate × time`, when the map is affine.
    var affine: (offset: Double, rate: Double)?
    /// The frame at a time.
    var frame: (Double) -> Double
    /// The times at which a property that cannot keep its keyframes is sampled: every frame of
    /// the animation, in the time its animations are evaluated in.
    var grid: [Double]

    /// The clock of a composition whose frame `firstFrame` plays at time 0, `rate` frames a second.
    static func linear(firstFrame: Double, rate: Double, grid: [Double]) -> LottieClock {
        LottieClock(affine: (firstFrame, rate), frame: { firstFrame + rate * $0 }, grid: grid)
    }

    /// The time at which the clock shows `frame`, for an affine clock.
    func time(ofFrame frame: Double) -> Double? {
        guard let (offset, rate) = affine, rate != 0 else { return nil }
        return (frame - offset) / rate
    }

    /// A layer's clock inside this composition: its frames are the composition's frames less
    /// its start time `st`, divided by its stretch `sr`.
    func layer(startTime st: Double, stretch sr: Double) -> LottieClock {
        let parent = frame
        let affine = self.affine.map { ((($0.offset - st) / sr), $0.rate / sr) }
        return LottieClock(affine: affine, frame: { (parent($0) - st) / sr }, grid: grid)
    }

    /// The clock inside a precomposition with time remapping: the frame is `remap`'s value (in
    /// seconds) at this clock's frame, times the frame rate.
    func remapped(by remap: LottieProperty<[Double]>, frameRate: Double) -> LottieClock {
        let parent = frame
        return LottieClock(affine: nil, frame: { (remap.value(atFrame: parent($0)).first ?? 0) * frameRate }, grid: grid)
    }
}
