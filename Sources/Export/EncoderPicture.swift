import CFFmpeg

/// An `AVFrame` in an encoder's pixel format, owned by whichever thread holds it: made by a
/// render worker, handed to the encoder's thread. Never used by two threads at once.
final class EncoderPicture: @unchecked Sendable {
    let frame: UnsafeMutablePointer<AVFrame>

    /// A picture with freshly allocated planes.
    init(width: Int, height: Int, format: AVPixelFormat) throws(ExportError) {
        guard let frame = av_frame_alloc() else {
            throw ExportError.ffmpeg(operation: "allocate a picture", message: "out of memory")
        }
        self.frame = frame
        frame.pointee.format = format.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        try check(av_frame_get_buffer(frame, 0), "allocate a \(width)×\(height) picture")
    }

    /// Takes ownership of `frame` (its planes set by the caller, as `PicturePool` does).
    init(frame: UnsafeMutablePointer<AVFrame>) {
        self.frame = frame
    }

    deinit {
        // Drops this picture's references; pooled planes go back to their pool once the
        // encoder has dropped its own.
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&frame)
    }
}
