import Audio
import Foundation
import Scene
import Testing
import TestSupport
@testable import Export

/// The audio stream of each container, decoded back with libavformat/libavcodec: codec, rate,
/// exact length, the same samples in a `--range` render, the same bytes every time.
@Suite struct AudioExportTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var codec: String
        var fps: Double
        var description: String { "\(file) at \(fps) fps" }
    }

    static let cases = [
        Case(file: "a.mp4", codec: "aac", fps: 24),
        Case(file: "b.mp4", codec: "aac", fps: 29.97),
        Case(file: "a.webm", codec: "opus", fps: 24),
        Case(file: "a.mov", codec: "pcm_s16le", fps: 24),
    ]

    /// A scene of `duration` seconds with a 440 Hz tone (amplitude 0.5) starting at 0.25 s.
    static func toneScene(directory: TemporaryDirectory, fps: Double = 24, duration: Double = 1.05) throws -> Scene {
        let tone = directory.file("tone.wav")
        try TestSound.writeTone(to: tone, frequency: 440, seconds: 2)
        var scene = TestScenes.solid(.white, fps: fps, duration: duration)
        scene.audio = [AudioTrack(file: tone, at: 0.25)]
        return scene
    }

    @Test(arguments: cases)
    func eachContainerHasItsCodecAndExactlyTheVideosLength(_ c: Case) throws {
        let directory = TemporaryDirectory()
        let scene = try Self.toneScene(directory: directory, fps: c.fps)
        let path = directory.file(c.file)
        try Exporter.export(scene: scene, to: path, options: ExportOptions(quality: .draft))
        let audio = try DecodedAudio.decode(path)
        let expected = AudioMix.sample(ofFrame: scene.frameCount, fps: c.fps)
        #expect(expected == Int((Double(scene.frameCount) * 48_000 / c.fps).rounded()))
        #expect(audio.codecName == c.codec)
        #expect(audio.sampleRate == 48_000)
        #expect(audio.channels == 2)
        #expect(audio.playedLength == expected)
        if c.codec == "aac" {
            // Players stop at the edit list's end; the decoder alone keeps the last packet's padding.
            #expect(audio.declaredLength == expected)
            #expect((expected..<(expected + 1024)).contains(audio.decodedLength))
        } else {
            #expect(audio.decodedLength == expected)
        }
        let sound = SoundAnalysis(samples: audio.samples, channels: 2, sampleRate: 48_000)
        // Lossy codecs smear a sudden start over one transform window (≈ 21 ms for AAC).
        #expect(sound.rms(from: 0, to: 0.2) < 0.002)
        #expect(abs(sound.frequency(from: 0.35, to: 0.95) - 440) < 1)
        #expect(abs(sound.rms(from: 0.35, to: 0.95) - 0.5 / 2.0.squareRoot()) < 0.02)
        #expect(abs(sound.rms(from: 0.35, to: 0.95, channel: 1) - 0.5 / 2.0.squareRoot()) < 0.02)
    }

    @Test func aRangeRenderCarriesExactlyTheSamplesOfItsFrames() throws {
        let directory = TemporaryDirectory()
        let scene = try Self.toneScene(directory: directory)
        let whole = directory.file("whole.mov"), part = directory.file("part.mov")
        try Exporter.export(scene: scene, to: whole)
        try Exporter.export(scene: scene, to: part, options: ExportOptions(frameRange: 7..<19))
        let all = try DecodedAudio.decode(whole).samples
        let piece = try DecodedAudio.decode(part).samples
        let samples = AudioMix(scene: scene).samples(ofFrames: 7..<19)
        #expect(samples == 14_000..<38_000)
        #expect(piece.count == samples.count * 2)
        #expect(piece == Array(all[(samples.lowerBound * 2)..<(samples.upperBound * 2)]))

        let mp4 = directory.file("part.mp4")
        try Exporter.export(scene: scene, to: mp4, options: ExportOptions(quality: .draft, frameRange: 7..<19))
        #expect(try DecodedAudio.decode(mp4).playedLength == samples.count)
    }

    @Test(arguments: ["a.mp4", "a.webm", "a.mov"])
    func theSameSceneGivesTheSameBytes(_ file: String) throws {
        let directory = TemporaryDirectory()
        let scene = try Self.toneScene(directory: directory)
        let first = directory.file("1-" + file), second = directory.file("2-" + file)
        try Exporter.export(scene: scene, to: first, options: ExportOptions(quality: .draft, jobs: 1))
        try Exporter.export(scene: scene, to: second, options: ExportOptions(quality: .draft, jobs: 3))
        #expect(FileManager.default.contents(atPath: first) == FileManager.default.contents(atPath: second))
    }

    @Test(arguments: [("a.gif", OutputFormat.gif), ("a.apng", .apng), ("a.webp", .webp), ("frames/", .pngSequence)])
    func formatsWithoutSoundSaySoAndWriteNone(_ file: String, _ format: OutputFormat) throws {
        let directory = TemporaryDirectory()
        let scene = try Self.toneScene(directory: directory, duration: 0.2)
        let result = try Exporter.export(scene: scene, to: directory.file(file), options: ExportOptions(quality: .draft))
        #expect(result.notices.contains(.audioNotWritten(format: format)))
        if format != .pngSequence { #expect(throws: AudioError.self) { try DecodedAudio.decode(directory.file(file)) } }
    }

    @Test func leavingAudioOutWritesASilentVideo() throws {
        let directory = TemporaryDirectory()
        let scene = try Self.toneScene(directory: directory, duration: 0.2)
        let path = directory.file("a.mp4")
        let result = try Exporter.export(scene: scene, to: path, options: ExportOptions(quality: .draft, includesAudio: false))
        #expect(result.notices.isEmpty)
        #expect(throws: AudioError.self) { try DecodedAudio.decode(path) }
        #expect(try MediaProbe.inspect(path).frameCount == 5)
    }

    @Test func aFileThatIsNotSoundFailsAndLeavesNoOutput() throws {
        let directory = TemporaryDirectory()
        let fake = directory.file("fake.wav")
        try Data("not a sound".utf8).write(to: URL(fileURLWithPath: fake))
        var scene = TestScenes.solid(.white, duration: 0.2)
        scene.audio = [AudioTrack(file: fake)]
        #expect {
            try Exporter.export(scene: scene, to: directory.file("a.mp4"), options: ExportOptions(quality: .draft))
        } throws: { error in
            guard case AudioError.unreadable(let path, _)? = error as? AudioError else { return false }
            return path == fake
        }
        #expect(directory.contents == ["fake.wav"])
    }
}
