import Render

/// A destination for a scene's frames, in order: a video encoder, an image writer.
public protocol FrameSink: AnyObject {
    /// Accepts the next frame.
    func write(_ frame: Frame) throws
    /// Completes the output (flushes encoders, writes trailers, moves the file into place).
    func finish() throws
    /// Abandons the output, leaving no file behind.
    func cancel()
}
