import Scene

/// What a track sounds like where it sits on the scene's timeline, for the preview's waveform:
/// the largest amplitude of each short slice, as the mix hears the track (trimmed, looped,
/// faded and scaled by its volume; before the limiter, which acts on the sum of the tracks).
public struct AudioWaveform: Sendable, Equatable {
    /// When the track starts sounding, in scene seconds.
    public var begin: Double
    /// When it stops: its own end or the scene's.
    public var end: Double
    /// The largest absolute sample (of either channel) of each equal slice of `begin ..< end`,
    /// 0 to 1 and more past full scale.
    public var peaks: [Float]

    /// Slices per second of track, unless that makes more than `sliceLimit`.
    public static let slicesPerSecond = 100.0
    /// At most this many slices: a long track stays a small array.
    public static let sliceLimit = 6000

    /// The waveform of `track` in `mix` (decoding its file, twice: once for its exact length).
    public init(track: AudioTrack, in mix: AudioMix) throws(AudioError) {
        let sceneSamples = mix.sampleCount
        let fileSamples = try AudioFileDecoder.sampleCount(of: track.file)
        let placement = AudioTrackPlacement(track: track, sceneSamples: sceneSamples, fileSamples: fileSamples)
        let rate = Double(AudioMix.sampleRate)
        begin = Double(placement.start) / rate
        end = Double(placement.stop) / rate
        let length = placement.stop - placement.start
        guard length > 0 else {
            peaks = []
            return
        }
        let slices = min(Self.sliceLimit, max(1, Int((Double(length) / rate * Self.slicesPerSecond).rounded(.up))))
        var peaks = [Float](repeating: 0, count: slices)
        let reader = AudioTrackReader(path: track.file, placement: placement)
        let block = AudioMix.sampleRate / 2
        var buffer = [Float](repeating: 0, count: block * AudioMix.channels)
        var first = placement.start
        while first < placement.stop {
            let count = min(block, placement.stop - first)
            try buffer.withUnsafeMutableBufferPointer { samples throws(AudioError) in
                samples.update(repeating: 0)
                try reader.add(into: samples.baseAddress!, first: first, count: count)
            }
            for i in 0..<count {
                let slice = (first - placement.start + i) * slices / length
                peaks[slice] = max(peaks[slice], abs(buffer[2 * i]), abs(buffer[2 * i + 1]))
            }
            first += count
        }
        self.peaks = peaks
    }
}
