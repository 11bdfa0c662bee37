/// A sound file placed on the scene's timeline: music, a voice-over, a click.
///
/// The track plays the file from `trimStart` to `trimEnd` (its end when `nil`), starting at scene
/// time `at`; with `loop` that part repeats back to back until the scene ends. It stops sounding
/// at its own end or at the scene's end, whichever comes first; `fadeOut` ends there. Tracks are
/// mixed into one stereo stream (see `AudioMix` in `Audio`).
public struct AudioTrack: Sendable, Hashable {
    /// The sound file: anything libavformat opens (WAV, FLAC, MP3, Ogg, Opus, AAC/M4A …), at any
    /// sample rate and channel count.
    public var file: String
    /// When the track starts, in scene seconds.
    public var at: Double
    /// Where in the file the track starts, in seconds of the file.
    public var trimStart: Double
    /// Where in the file the track ends, in seconds of the file; `nil` plays to the file's end.
    public var trimEnd: Double?
    /// A linear gain: 1 plays the file as it is, 0.5 halves its amplitude (about −6 dB).
    public var volume: Double
    /// Seconds over which the gain rises linearly from 0, from `at`.
    public var fadeIn: Double
    /// Seconds over which the gain falls linearly to 0, ending where the track stops sounding.
    public var fadeOut: Double
    /// Repeats the trimmed part until the scene ends.
    public var loop: Bool

    /// A track of `file` with the given placement, trim, gain, fades and looping.
    public init(
        file: String, at: Double = 0, trimStart: Double = 0, trimEnd: Double? = nil, volume: Double = 1,
        fadeIn: Double = 0, fadeOut: Double = 0, loop: Bool = false
    ) {
        self.file = file
        self.at = at
        self.trimStart = trimStart
        self.trimEnd = trimEnd
        self.volume = volume
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
        self.loop = loop
    }

    /// When the track stops sounding, in scene seconds, given the file's length in seconds
    /// (`nil` when unknown) and the scene's duration.
    public func endTime(fileDuration: Double?, sceneDuration: Double) -> Double? {
        if loop { return sceneDuration }
        guard let end = trimEnd ?? fileDuration else { return nil }
        return min(sceneDuration, at + max(0, end - trimStart))
    }
}
