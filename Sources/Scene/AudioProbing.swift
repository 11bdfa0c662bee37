/// Opens sound files, so that a scene's audio tracks are checked before anything renders.
///
/// `Scene` cannot decode audio; `Audio` provides the implementation (libavformat), and the
/// scene-file decoder takes one as a parameter, like `TextMeasuring`.
public protocol AudioProbing {
    /// What the file at `path` holds; throws an error whose description says why it cannot be
    /// played when it is not a sound file libavformat can decode.
    func probe(_ path: String) throws -> AudioFileInfo
}

/// What a sound file holds, as its container declares it.
public struct AudioFileInfo: Sendable, Hashable {
    /// The codec's name (`pcm_s16le`, `mp3`, `aac`, `opus` …).
    public var codec: String
    /// Samples per second per channel, as stored (Reel resamples to 48 kHz).
    public var sampleRate: Int
    /// Channels as stored (Reel mixes to stereo; mono plays on both sides).
    public var channels: Int
    /// Its length in seconds, when the container says; decoding gives the exact length.
    public var duration: Double?

    /// What a probe found in a sound file.
    public init(codec: String, sampleRate: Int, channels: Int, duration: Double?) {
        self.codec = codec
        self.sampleRate = sampleRate
        self.channels = channels
        self.duration = duration
    }
}
