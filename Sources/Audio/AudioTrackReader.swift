/// Adds one track's samples into a block of the mix, decoding its file as the mix advances.
///
/// The decoder only moves forwards: a loop's restart (or a reader started part-way) reopens the
/// file and skips to the sample it needs, so every sample is the same whichever way it was
/// reached.
final class AudioTrackReader {
    let path: String
    let placement: AudioTrackPlacement
    private var decoder: AudioFileDecoder?
    /// The next file sample `decoder` gives.
    private var position = 0
    private var scratch: [Float] = []

    init(path: String, placement: AudioTrackPlacement) {
        self.path = path
        self.placement = placement
    }

    /// Adds the track's samples for mix samples `first ..< first + count` into `mix`
    /// (interleaved stereo, `count` samples).
    func add(into mix: UnsafeMutablePointer<Float>, first: Int, count: Int) throws(AudioError) {
        var k = max(first, placement.start)
        let end = min(first + count, placement.stop)
        while k < end {
            let run = min(placement.run(at: k), end - k)
            let got = try read(from: placement.sourceIndex(at: k)!, count: run)
            scratch.withUnsafeBufferPointer { samples in
                for i in 0..<got {
                    let gain = placement.gain(at: k + i)
                    let target = mix + (k - first + i) * 2
                    target[0] += Float(Double(samples[2 * i]) * gain)
                    target[1] += Float(Double(samples[2 * i + 1]) * gain)
                }
            }
            // Past the file's end the track is silent.
            k += run
        }
    }

    /// Reads file samples `source ..< source + count` into `scratch`; fewer at the file's end.
    private func read(from source: Int, count: Int) throws(AudioError) -> Int {
        if decoder == nil || source < position {
            decoder = nil
            decoder = try AudioFileDecoder(path: path)
            position = 0
        }
        if source > position {
            position += try decoder!.skip(source - position)
            guard position == source else { return 0 }
        }
        if scratch.count < count * 2 { scratch = [Float](repeating: 0, count: count * 2) }
        let got = try scratch.withUnsafeMutableBufferPointer { buffer throws(AudioError) in
            try decoder!.read(into: buffer.baseAddress!, frames: count)
        }
        position += got
        return got
    }
}
