/// Something an export changed or decided that the user should hear about (printed on stderr
/// as a note).
public enum ExportNotice: Sendable, Equatable, CustomStringConvertible {
    /// 4:2:0 video needs even dimensions: one row/column of the background colour was added.
    case paddedToEvenSize(width: Int, height: Int, paddedWidth: Int, paddedHeight: Int)
    /// GIF delays under 2/100 s are slowed down by browsers, so the frame rate was lowered.
    case gifFrameRateLowered(from: Double, to: Double)
    /// The format cannot store alpha; the transparent background was written as black.
    case transparencyDropped(format: OutputFormat)
    /// The format has no sound; the scene's audio tracks were left out.
    case audioNotWritten(format: OutputFormat)
    /// The summed tracks went past full scale in this many samples, which the limiter softened.
    case audioLimited(samples: Int)
    /// A part of a split render carries no sound: the join mixes the scene's audio and encodes
    /// it once over the whole render (per-part AAC or Opus streams would each carry their own
    /// encoder priming and leave a gap at every join).
    case audioLeftOutOfPart

    /// The message, for logs and errors.
    public var description: String {
        switch self {
        case let .paddedToEvenSize(width, height, paddedWidth, paddedHeight):
            return "\(width)×\(height) padded to \(paddedWidth)×\(paddedHeight) with the background colour: 4:2:0 video needs even dimensions (use --pixel-format yuv444p or an even size to avoid it)"
        case let .gifFrameRateLowered(from, to):
            return "GIF frame rate lowered from \(from.plainText) to \(to.plainText) fps: browsers slow down GIF delays under 2/100 s"
        case let .transparencyDropped(format):
            return "\(format) cannot store transparency: the transparent background is written as black (use .webm, .mov, .gif, .apng, .webp or PNG)"
        case let .audioNotWritten(format):
            return "\(format) has no sound: the scene's audio is left out (use .mp4, .webm or .mov to keep it)"
        case .audioLeftOutOfPart:
            return "a part of a split render carries no sound: join the parts with `reel concat PARTS… --scene SCENE -o OUT`, which mixes the scene's audio once over the joined file"
        case let .audioLimited(samples):
            return "the audio tracks add up past full scale in \(samples) samples, which were limited (lower the tracks' volume to avoid it)"
        }
    }
}
