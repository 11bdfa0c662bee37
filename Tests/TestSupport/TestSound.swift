import Foundation

/// Sound files made by the tests themselves (no recordings are checked in): 16-bit PCM WAV
/// files of generated tones.
public enum TestSound {
    /// A sine tone of `frequency` Hz at `amplitude` (0…1 of full scale).
    public static func sine(frequency: Double, amplitude: Double = 0.5, sampleRate: Int) -> (Int) -> Double {
        { n in amplitude * sin(2 * .pi * frequency * Double(n) / Double(sampleRate)) }
    }

    /// Writes a WAV file of `frames` samples per channel; `sample(n, channel)` gives each value
    /// in −1…1.
    public static func writeWAV(
        to path: String, sampleRate: Int = 48_000, channels: Int = 1, frames: Int, sample: (Int, Int) -> Double
    ) throws {
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        let dataSize = frames * channels * 2
        data.append(contentsOf: Array("RIFF".utf8)); append(UInt32(36 + dataSize)); data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(channels))
        append(UInt32(sampleRate)); append(UInt32(sampleRate * channels * 2)); append(UInt16(channels * 2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); append(UInt32(dataSize))
        data.reserveCapacity(data.count + dataSize)
        for n in 0..<frames {
            for c in 0..<channels {
                let value = max(-1, min(1, sample(n, c)))
                append(Int16((value * 32767).rounded()))
            }
        }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// A mono WAV of a sine tone lasting `seconds`.
    public static func writeTone(
        to path: String, frequency: Double, amplitude: Double = 0.5, seconds: Double, sampleRate: Int = 48_000
    ) throws {
        let tone = sine(frequency: frequency, amplitude: amplitude, sampleRate: sampleRate)
        try writeWAV(to: path, sampleRate: sampleRate, frames: Int((seconds * Double(sampleRate)).rounded())) { n, _ in tone(n) }
    }
}
