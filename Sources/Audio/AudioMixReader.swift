/// Produces a scene's mixed audio block by block, from a given sample on. Memory stays bounded:
/// each track holds one decoded packet and the block being mixed.
public final class AudioMixReader {
    private let tracks: [AudioTrackReader]
    /// The next sample `read` returns.
    public private(set) var position: Int
    /// The mix's length in samples; past it, `read` returns silence.
    public let end: Int
    /// Samples (per channel) whose sum went past full scale and were limited, so far.
    public private(set) var overloadedSamples = 0

    init(tracks: [AudioTrackReader], start: Int, end: Int) {
        self.tracks = tracks
        self.position = start
        self.end = end
    }

    /// The next `count` samples, interleaved left/right (2 × `count` values).
    public func read(_ count: Int) throws -> [Float] {
        var block = [Float](repeating: 0, count: count * AudioMix.channels)
        try block.withUnsafeMutableBufferPointer { buffer in try read(into: buffer.baseAddress!, count: count) }
        return block
    }

    /// Writes the next `count` samples, interleaved, into `buffer`.
    package func read(into buffer: UnsafeMutablePointer<Float>, count: Int) throws(AudioError) {
        buffer.initialize(repeating: 0, count: count * AudioMix.channels)
        let sounding = max(0, min(count, end - position))
        for track in tracks {
            try track.add(into: buffer, first: position, count: sounding)
        }
        for i in 0..<(sounding * AudioMix.channels) {
            if abs(buffer[i]) > 1 { overloadedSamples += 1 }
            buffer[i] = AudioLimiter.limit(buffer[i])
        }
        position += count
    }
}
