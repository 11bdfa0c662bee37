import Scene

/// Checks sound files with libavformat/libavcodec: that they open, have an audio stream and
/// decode. `SceneDecoder` takes one to check a scene's audio tracks before anything renders.
public struct AudioFileProbe: AudioProbing, Sendable {
    /// A probe; it holds nothing.
    public init() {}

    /// What the file holds; throws `AudioError.unreadable` saying why it cannot be played.
    public func probe(_ path: String) throws -> AudioFileInfo {
        let decoder = try AudioFileDecoder(path: path)
        // Decoding the first samples catches a file whose header is fine but whose data is not.
        var first = [Float](repeating: 0, count: 2 * 64)
        let got = try first.withUnsafeMutableBufferPointer { buffer throws(AudioError) in
            try decoder.read(into: buffer.baseAddress!, frames: 64)
        }
        guard got > 0 else { throw AudioError.unreadable(path: path, reason: "it holds no sound (no samples decode)") }
        return decoder.info
    }
}
