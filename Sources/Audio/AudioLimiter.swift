import Foundation

/// Keeps the summed tracks within full scale without a hard clip.
///
/// The rule, per sample and channel, with no memory (so any range of the mix can be produced
/// on its own): values up to 0.9 in magnitude pass unchanged; above, the excess is squeezed by
/// `tanh` into the last 0.1, `y = ±(0.9 + 0.1 × tanh((|x| − 0.9) / 0.1))`, which joins the
/// straight part smoothly and stays below 1.0. Tracks whose sum stays under 0.9 are not
/// changed at all.
public enum AudioLimiter {
    /// Where limiting starts.
    public static let threshold: Float = 0.9

    /// The limited value of one sample.
    @inline(__always)
    public static func limit(_ x: Float) -> Float {
        let magnitude = abs(x)
        guard magnitude > threshold else { return x }
        let headroom = 1 - threshold
        // tanh rounds to 1 for large excesses: stay one step under full scale.
        let limited = min(threshold + headroom * Float(tanh(Double((magnitude - threshold) / headroom))), Float(1).nextDown)
        return x < 0 ? -limited : limited
    }
}
