import CFFmpeg

/// An `AVFrame` in an encoder's pixel format, owned by whichever thread holds it: made by a
/// render worker, handed to the encoder's thread. Never used by two threads at once.
final class EncoderPicture: @unchecked Sendable {
    let frame: UnsafeMutablePointer<AVFrame>

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

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&frame)
    }
}
