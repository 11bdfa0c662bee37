import Output

/// An output written through a `MuxedFile` (a render's `EncoderOutput`, a join's
/// `JoinedOutput`): finishing and abandoning it are the muxer's, written once here.
protocol MuxedOutput: AnyObject {
    var muxer: MuxedFile { get }
}

extension MuxedOutput {
    var file: AtomicFile { muxer.file }

    /// Writes the trailer, closes the file and moves it onto the target.
    func finish() throws { try muxer.finish() }

    /// Abandons the output, leaving no file behind.
    func cancel() { muxer.cancel() }

    /// Runs `body`, steps that write this output; when one fails, the output is abandoned (no
    /// file is left behind) and the error passes on.
    func abandoningOnFailure<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            cancel()
            throw error
        }
    }
}
