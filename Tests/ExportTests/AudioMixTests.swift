import Audio
import Foundation
import Scene
import Testing
import TestSupport
@testable import Export

/// What a listener hears, measured in MOV files (16-bit PCM, so sample-exact) decoded back with
/// libavformat/libavcodec: silence before a track starts, its pitch, volume, fades, trims,
/// loops and several tracks mixed.
@Suite struct AudioMixTests {
    static let rms = 0.5 / 2.0.squareRoot()

    /// Renders `tracks` over a blank scene of `duration` seconds to MOV and decodes its audio.
    static func render(_ tracks: [AudioTrack], duration: Double = 2, directory: TemporaryDirectory) throws -> (SoundAnalysis, ExportResult) {
        var scene = TestScenes.solid(.white, fps: 10, duration: duration)
        scene.audio = tracks
        let path = directory.file("mix.mov")
        let result = try Exporter.export(scene: scene, to: path)
        let audio = try DecodedAudio.decode(path)
        #expect(audio.decodedLength == Int(duration * 48_000))
        return (SoundAnalysis(samples: audio.samples, channels: 2, sampleRate: 48_000), result)
    }

    @Test func aTrackIsSilentBeforeItsStartAndHasItsPitchAfter() throws {
        let directory = TemporaryDirectory()
        let tone = directory.file("tone.wav")
        try TestSound.writeTone(to: tone, frequency: 440, seconds: 1)
        let (sound, _) = try Self.render([AudioTrack(file: tone, at: 0.5)], directory: directory)
        #expect(sound.values(0..<24_000).allSatisfy { $0 == 0 })
        #expect(sound.values(24_001..<24_010).allSatisfy { $0 > 0 })
        #expect(abs(sound.frequency(from: 0.6, to: 1.4) - 440) < 0.1)
        #expect(abs(sound.rms(from: 0.6, to: 1.4) - Self.rms) < 0.001)
        #expect(abs(sound.rms(from: 0.6, to: 1.4, channel: 1) - Self.rms) < 0.001)
        // The one-second file ends at 1.5 s.
        #expect(sound.values(72_000..<96_000).allSatisfy { $0 == 0 })
    }

    @Test func anotherRateAndMonoAreResampledWithoutChangingPitchOrLevel() throws {
        let directory = TemporaryDirectory()
        let tone = directory.file("tone.wav")
        try TestSound.writeTone(to: tone, frequency: 440, seconds: 1, sampleRate: 44_100)
        let (sound, _) = try Self.render([AudioTrack(file: tone)], duration: 1, directory: directory)
        #expect(abs(sound.frequency(from: 0.1, to: 0.9) - 440) < 0.1)
        #expect(abs(sound.rms(from: 0.1, to: 0.9) - Self.rms) < 0.002)
        #expect(sound.values(0..<48_000, channel: 0) == sound.values(0..<48_000, channel: 1))
    }

    @Test func volumeScalesTheAmplitude() throws {
        let directory = TemporaryDirectory()
        let tone = directory.file("tone.wav")
        try TestSound.writeTone(to: tone, frequency: 440, seconds: 2)
        let (sound, _) = try Self.render([AudioTrack(file: tone, volume: 0.25)], directory: directory)
        #expect(abs(sound.rms(from: 0.1, to: 1.9) - 0.25 * Self.rms) < 0.001)
    }

    @Test func fadesRiseFromAndFallToSilenceLinearly() throws {
        let directory = TemporaryDirectory()
        let tone = directory.file("tone.wav")
        try TestSound.writeTone(to: tone, frequency: 400, seconds: 3)
        // The file outlasts the scene: the fade-out ends at the scene's end (2 s).
        let (sound, _) = try Self.render([AudioTrack(file: tone, at: 0.5, fadeIn: 0.4, fadeOut: 0.4)], directory: directory)
        #expect(sound.values(24_000..<24_001) == [0])
        for (time, gain) in [(0.6, 0.25), (0.7, 0.5), (0.8, 0.75), (1.2, 1.0), (1.7, 0.75), (1.8, 0.5), (1.9, 0.25)] {
            // One period (2.5 ms) around `time`: the gain changes by under 1 % across it.
            let measured = sound.rms(from: time - 0.00125, to: time + 0.00125)
            #expect(abs(measured - gain * Self.rms) < 0.006, "gain at \(time) s")
        }
        #expect(sound.peak(from: 1.999, to: 2) < 0.002)
    }

    @Test func twoTracksAreSummed() throws {
        let directory = TemporaryDirectory()
        let low = directory.file("low.wav"), high = directory.file("high.wav")
        try TestSound.writeTone(to: low, frequency: 440, seconds: 1)
        try TestSound.writeTone(to: high, frequency: 660, seconds: 1)
        let (sound, _) = try Self.render([AudioTrack(file: low), AudioTrack(file: high, at: 0.5, volume: 0.5)], directory: directory)
        #expect(abs(sound.amplitude(of: 440, from: 0.1, to: 0.4) - 0.5) < 0.01)
        #expect(sound.amplitude(of: 660, from: 0.1, to: 0.4) < 0.01)
        #expect(abs(sound.amplitude(of: 440, from: 0.6, to: 0.9) - 0.5) < 0.01)
        #expect(abs(sound.amplitude(of: 660, from: 0.6, to: 0.9) - 0.25) < 0.01)
        #expect(sound.amplitude(of: 440, from: 1.1, to: 1.4) < 0.01)
        #expect(abs(sound.amplitude(of: 660, from: 1.1, to: 1.4) - 0.25) < 0.01)
    }

    @Test func trimPlaysOnlyThePartOfTheFileAsked() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("two-notes.wav")
        let a = TestSound.sine(frequency: 440, sampleRate: 48_000), b = TestSound.sine(frequency: 880, sampleRate: 48_000)
        try TestSound.writeWAV(to: file, frames: 48_000) { n, _ in n < 24_000 ? a(n) : b(n) }
        let (sound, _) = try Self.render([AudioTrack(file: file, at: 0.2, trimStart: 0.5, trimEnd: 0.8)], duration: 1, directory: directory)
        #expect(sound.values(0..<9_600).allSatisfy { $0 == 0 })
        #expect(abs(sound.frequency(from: 0.22, to: 0.48) - 880) < 0.5)
        // 0.3 s of the file from 0.2 s: silent from 0.5 s on.
        #expect(sound.values(24_000..<48_000).allSatisfy { $0 == 0 })
        #expect(sound.peak(from: 0.49, to: 0.5) > 0.3)
    }

    @Test func aLoopRepeatsTheTrackUntilTheSceneEnds() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("short.wav")
        try TestSound.writeTone(to: file, frequency: 480, seconds: 0.25)
        let (sound, _) = try Self.render([AudioTrack(file: file, at: 0.3, loop: true)], directory: directory)
        #expect(sound.values(0..<14_400).allSatisfy { $0 == 0 })
        #expect(abs(sound.frequency(from: 1.5, to: 1.99) - 480) < 0.1)
        #expect(abs(sound.rms(from: 1.9, to: 2) - Self.rms) < 0.002)
        // Every pass plays the same file samples.
        let period = 12_000, first = 14_400
        #expect(sound.values(first..<(first + period)) == sound.values((first + 5 * period)..<(first + 6 * period)))
    }

    @Test func theLimiterKeepsALoudMixUnderFullScaleAndSaysSo() throws {
        let directory = TemporaryDirectory()
        let tone = directory.file("loud.wav")
        try TestSound.writeTone(to: tone, frequency: 440, amplitude: 0.8, seconds: 1)
        let (sound, result) = try Self.render([AudioTrack(file: tone), AudioTrack(file: tone)], duration: 1, directory: directory)
        let peak = sound.peak(from: 0, to: 1)
        #expect(peak < 1 && peak > 0.95)
        guard case .audioLimited(let samples)? = result.notices.last else {
            Issue.record("no notice: \(result.notices)")
            return
        }
        #expect(samples > 10_000)
        #expect(AudioLimiter.limit(0.5) == 0.5)
        #expect(AudioLimiter.limit(-3) > -1)
    }

    /// The mixer is a pure function of (tracks, sample range): a reader started part-way gives
    /// exactly the samples a reader from 0 gives there, through resampling, trims, loops and fades.
    @Test func anyRangeOfTheMixEqualsTheSameSamplesOfTheWholeMix() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("tone.wav")
        try TestSound.writeTone(to: file, frequency: 523, seconds: 0.3, sampleRate: 44_100)
        let mix = AudioMix(
            tracks: [
                AudioTrack(file: file, at: 0.1, trimStart: 0.05, fadeIn: 0.2, fadeOut: 0.3, loop: true),
                AudioTrack(file: file, at: 0.45, volume: 0.7),
            ],
            fps: 30, frameCount: 45)
        let whole = try mix.makeReader().read(mix.sampleCount)
        for start in [1, 4_799, 20_000, 33_333, 60_000] {
            let part = try mix.makeReader(from: start).read(2_000)
            #expect(part == Array(whole[(start * 2)..<((start + 2_000) * 2)]), "from sample \(start)")
        }
        #expect(mix.samples(ofFrames: 0..<20).upperBound == mix.samples(ofFrames: 20..<45).lowerBound)
        #expect(AudioMix.sample(ofFrame: 31, fps: 29.97) == 49_650)
    }
}
