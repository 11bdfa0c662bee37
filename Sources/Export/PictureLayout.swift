import CFFmpeg
import Scene

/// What an encoder's pictures look like: size, pixel format, colour handling.
struct PictureLayout: Sendable {
    /// The rendered frame's size.
    var width: Int
    var height: Int
    /// The encoded size: the frame padded with `padColor` where the encoder needs even sides.
    var encodedWidth: Int
    var encodedHeight: Int
    var pixelFormat: AVPixelFormat
    /// Whether the format is YUV (converted with BT.709 limited range and tagged so).
    var isYUV: Bool
    /// Whether the encoder stores alpha, so colours must be un-premultiplied first.
    var keepsAlpha: Bool
    var padColor: Color

    var isPadded: Bool { encodedWidth != width || encodedHeight != height }
}
