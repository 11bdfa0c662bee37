import Render

/// A frame made ready for its sink by a render worker.
public struct PreparedFrame: Sendable {
    enum Content: Sendable {
        /// A picture in the encoder's pixel format.
        case picture(EncoderPicture)
        /// A palette image for the GIF encoder.
        case indexed(IndexedImage)
        /// A complete encoded file (a PNG of a sequence).
        case encoded([UInt8])
        /// Straight (not premultiplied) RGBA pixels, for the GIF palette pass.
        case straightRGBA(StraightImage)
    }

    let content: Content
}
