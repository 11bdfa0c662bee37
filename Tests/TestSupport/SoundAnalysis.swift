import Foundation

/// Measurements of one channel of decoded interleaved samples, for tests that check what a
/// listener would hear: silence, loudness, pitch.
public struct SoundAnalysis {
    public var samples: [Float]
    public var channels: Int
    public var sampleRate: Int

    public init(samples: [Float], channels: Int, sampleRate: Int) {
        self.samples = samples
        self.channels = channels
        self.sampleRate = sampleRate
    }

    /// The sample index of time `seconds`.
    public func index(_ seconds: Double) -> Int { Int((seconds * Double(sampleRate)).rounded()) }

    /// Channel `channel`'s values over `range` (sample indices per channel).
    public func values(_ range: Range<Int>, channel: Int = 0) -> [Float] {
        range.map { samples[$0 * channels + channel] }
    }

    /// The largest magnitude over the time span.
    public func peak(from start: Double, to end: Double, channel: Int = 0) -> Float {
        values(index(start)..<index(end), channel: channel).map(abs).max() ?? 0
    }

    /// The root mean square over the time span (a sine of amplitude A has A / √2).
    public func rms(from start: Double, to end: Double, channel: Int = 0) -> Double {
        let v = values(index(start)..<index(end), channel: channel)
        guard !v.isEmpty else { return 0 }
        return (v.reduce(0) { $0 + Double($1) * Double($1) } / Double(v.count)).squareRoot()
    }

    /// The fundamental frequency over the time span, from the rising zero crossings (placed
    /// between samples by linear interpolation): crossings − 1 periods between the first and last.
    public func frequency(from start: Double, to end: Double, channel: Int = 0) -> Double {
        let v = values(index(start)..<index(end), channel: channel)
        var crossings: [Double] = []
        for i in 0..<(max(1, v.count) - 1) where v[i] <= 0 && v[i + 1] > 0 {
            crossings.append(Double(i) + Double(-v[i] / (v[i + 1] - v[i])))
        }
        guard crossings.count >= 2 else { return 0 }
        return Double(crossings.count - 1) / ((crossings.last! - crossings.first!) / Double(sampleRate))
    }

    /// The amplitude of the `frequency` Hz component over the time span (Goertzel), so that two
    /// tones mixed together can be measured apart: a sine of amplitude A gives about A.
    public func amplitude(of frequency: Double, from start: Double, to end: Double, channel: Int = 0) -> Double {
        let v = values(index(start)..<index(end), channel: channel)
        let w = 2 * Double.pi * frequency / Double(sampleRate)
        var re = 0.0, im = 0.0
        for (n, x) in v.enumerated() {
            re += Double(x) * cos(w * Double(n))
            im -= Double(x) * sin(w * Double(n))
        }
        return 2 * (re * re + im * im).squareRoot() / Double(v.count)
    }
}
