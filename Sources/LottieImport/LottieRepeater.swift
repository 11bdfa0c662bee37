/// A repeater (`rp`): `copies` of the items above it, each transformed once more by
/// `transform`, with opacity going from `startOpacity` to `endOpacity` percent.
struct LottieRepeater {
    var copies: LottieProperty<[Double]>
    var offset: LottieProperty<[Double]>?
    var transform: LottieTransform
    var startOpacity: LottieProperty<[Double]>?
    var endOpacity: LottieProperty<[Double]>?
    /// Later copies above earlier ones (`m` 1), else below.
    var above: Bool
    var cursor: JSONCursor
}
