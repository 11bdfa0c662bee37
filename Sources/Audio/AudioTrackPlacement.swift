import Scene

/// A track in whole samples of the mix: where it starts and stops, which file samples it plays
/// and its gain at every sample.
struct AudioTrackPlacement: Sendable, Equatable {
    /// The mix sample the track starts at.
    var start: Int
    /// The mix sample it stops sounding at (excluded): its own end or the scene's.
    var stop: Int
    /// The first file sample it plays.
    var sourceStart: Int
    /// File samples played per pass; `nil` when it plays to the file's end and that length was
    /// not needed.
    var bodyLength: Int?
    var loops: Bool
    var fadeIn: Int
    var fadeOut: Int
    var volume: Double

    /// `fileSamples` is the file's exact length at 48 kHz, needed when the track loops or fades out.
    init(track: AudioTrack, sceneSamples: Int, fileSamples: Int?) {
        let rate = Double(AudioMix.sampleRate)
        func samples(_ seconds: Double) -> Int { Int((seconds * rate).rounded()) }
        let first = samples(track.at)
        let sourceFirst = samples(track.trimStart)
        var body: Int?
        if let trimEnd = track.trimEnd { body = samples(trimEnd) - sourceFirst }
        if let fileSamples { body = min(body ?? .max, fileSamples - sourceFirst) }
        if let length = body { body = max(0, length) }
        var last: Int
        if body == 0 {
            last = first
        } else if track.loop {
            last = sceneSamples
        } else if let body {
            last = min(sceneSamples, first + body)
        } else {
            last = sceneSamples
        }
        start = first
        stop = max(first, last)
        sourceStart = sourceFirst
        bodyLength = body
        loops = track.loop
        fadeIn = samples(track.fadeIn)
        fadeOut = samples(track.fadeOut)
        volume = track.volume
    }

    /// The file sample heard at mix sample `k`, or `nil` when the track is silent there.
    func sourceIndex(at k: Int) -> Int? {
        guard k >= start, k < stop else { return nil }
        let offset = k - start
        if loops, let body = bodyLength { return sourceStart + offset % body }
        return sourceStart + offset
    }

    /// How many samples from mix sample `k` on play consecutive file samples (up to a loop's
    /// restart or the track's stop).
    func run(at k: Int) -> Int {
        guard let source = sourceIndex(at: k) else { return 0 }
        var length = stop - k
        if loops, let body = bodyLength { length = min(length, body - (source - sourceStart)) }
        return length
    }

    /// The gain at mix sample `k`: the volume times the fade-in (0 at `start`, 1 after `fadeIn`
    /// samples) times the fade-out (1 until `fadeOut` samples before `stop`, then falling to 0
    /// at `stop`).
    func gain(at k: Int) -> Double {
        var gain = volume
        if fadeIn > 0 { gain *= min(1, Double(k - start) / Double(fadeIn)) }
        if fadeOut > 0 { gain *= min(1, Double(stop - k) / Double(fadeOut)) }
        return gain
    }
}
