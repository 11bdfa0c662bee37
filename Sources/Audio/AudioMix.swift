import Scene

/// How a scene's audio tracks become one 48 kHz stereo stream, sample by sample.
///
/// The mix is a pure function of (the scene's tracks, the sample index): any range of samples
/// can be produced on its own and equals the same samples of the whole mix. Frame n of the video
/// starts at sample `round(n × 48000 / fps)` (halves away from zero), so frames a..<b carry
/// exactly samples S(a)..<S(b): renders of adjacent frame ranges carry adjacent sample ranges,
/// and a whole render of N frames carries S(N) samples, within half a sample of N / fps seconds.
///
/// Each track is placed in whole samples (`at`, `trimStart`, `trimEnd` and the fades are
/// rounded to the nearest sample), its samples are scaled by its gain (`volume` times the fades,
/// which are linear in amplitude) and the tracks are summed in 32-bit float. The sum then
/// passes `AudioLimiter`, so the mix never goes past full scale.
public struct AudioMix: Sendable, Equatable {
    /// Samples per second of the mix (and of every audio stream Reel writes).
    public static let sampleRate = 48_000
    /// Left and right.
    public static let channels = 2

    /// The tracks, summed in this order.
    public var tracks: [AudioTrack]
    /// The video's frame rate, which maps frames to samples.
    public var fps: Double
    /// The video's frames; the mix ends where the last one does.
    public var frameCount: Int

    /// The mix of `tracks` for a video of `frameCount` frames at `fps`.
    public init(tracks: [AudioTrack], fps: Double, frameCount: Int) {
        self.tracks = tracks
        self.fps = fps
        self.frameCount = frameCount
    }

    /// The mix of `scene`'s audio tracks for its video.
    public init(scene: Scene) {
        self.init(tracks: scene.audio, fps: scene.fps, frameCount: scene.frameCount)
    }

    /// The first sample of frame `n`: `round(n × 48000 / fps)`.
    public static func sample(ofFrame n: Int, fps: Double) -> Int {
        Int((Double(n) * Double(sampleRate) / fps).rounded())
    }

    /// Samples in the whole mix: as long as the video, to the sample.
    public var sampleCount: Int { Self.sample(ofFrame: frameCount, fps: fps) }

    /// The samples that sound during `frames`.
    public func samples(ofFrames frames: Range<Int>) -> Range<Int> {
        Self.sample(ofFrame: frames.lowerBound, fps: fps)..<Self.sample(ofFrame: frames.upperBound, fps: fps)
    }

    /// A reader of the mix from sample `start` on. Tracks that loop or fade out are decoded once
    /// first to learn their exact length.
    public func makeReader(from start: Int = 0) throws -> AudioMixReader {
        var lengths: [String: Int] = [:]
        var readers: [AudioTrackReader] = []
        for track in tracks {
            var fileSamples: Int?
            if track.loop || track.fadeOut > 0 {
                if lengths[track.file] == nil { lengths[track.file] = try AudioFileDecoder.sampleCount(of: track.file) }
                fileSamples = lengths[track.file]
            }
            let placement = AudioTrackPlacement(track: track, sceneSamples: sampleCount, fileSamples: fileSamples)
            readers.append(AudioTrackReader(path: track.file, placement: placement))
        }
        return AudioMixReader(tracks: readers, start: start, end: sampleCount)
    }
}
