import Render

/// A destination for a scene's frames, in order: a video encoder, an image writer.
///
/// Frames reach a sink in two steps so that the costly part runs on the render workers:
/// each worker gets its own `Preparer` (colour conversion, palette mapping, PNG compression),
/// and the sink's `write` only encodes and writes, in order. A sink and its preparer are
/// paired by type: `write` takes exactly what `Preparer` makes, so a frame prepared for
/// another kind of output cannot reach it.
public protocol FrameSink: AnyObject {
    /// The preparer whose frames this sink writes.
    associatedtype Preparer: FramePreparer

    /// A preparer for one render worker. Called once per worker, before any frame is written.
    func makePreparer() throws -> Preparer
    /// Accepts the next prepared frame. A hold passes the same prepared frame again.
    func write(_ frame: Preparer.Prepared) throws
    /// Completes the output (flushes encoders, writes trailers, moves the file into place).
    func finish() throws
    /// Abandons the output, leaving no file behind.
    func cancel()
}

extension FrameSink {
    /// Prepares and writes one frame. Convenient for a few frames; the pipeline prepares
    /// frames on its workers instead.
    public func write(_ frame: Frame) throws {
        try write(makePreparer().prepare(frame))
    }
}
