/// A trim path (`tm`): start and end in percent, offset in degrees; `simultaneous` trims each
/// path on its own, otherwise the paths are trimmed as one.
struct LottieTrim {
    var start: LottieProperty<[Double]>
    var end: LottieProperty<[Double]>
    var offset: LottieProperty<[Double]>?
    var simultaneous: Bool

    /// Start and end as fractions at a frame, with the offset folded in; `nil` when the trimmed
    /// span wraps past the path's end, which Core Animation's `strokeStart`/`strokeEnd` cannot draw.
    func span(atFrame frame: Double) -> (Double, Double)? {
        var s = (start.value(atFrame: frame).first ?? 0) / 100, e = (end.value(atFrame: frame).first ?? 100) / 100
        if s > e { swap(&s, &e) }
        let shift = (offset?.value(atFrame: frame).first ?? 0) / 360
        let whole = shift - shift.rounded(.down)
        s += whole
        e += whole
        if e > 1 + 1e-9 {
            if s >= 1 { return (s - 1, e - 1) }
            return e - s >= 1 - 1e-9 ? (0, 1) : nil
        }
        return (s, e)
    }
}
