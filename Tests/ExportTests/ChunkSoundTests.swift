import Audio
import Foundation
import Scene
import Testing
import TestSupport
@testable import Export

/// The sound of a joined file: parts carry none, and the join mixes the scene's audio once over
/// the whole plan, so the joined file sounds exactly like a whole render, joins included.
@Suite struct ChunkSoundTests {
    /// Part `part` of `count` of `scene`'s frames `whole` (or all), rendered into `directory`.
    static func renderParts(
        of scene: Scene, _ count: Int, ext: String, whole: Range<Int>? = nil, options: ExportOptions, in directory: TemporaryDirectory
    ) throws -> [String] {
        try (1...count).map { part in
            var options = options
            options.chunk = ChunkPlan(
                scene: "tone", source: "tone-files", settings: "s", part: part, count: count, whole: whole ?? 0..<scene.frameCount, fps: scene.fps)
            let path = directory.file("part\(part).\(ext)")
            let result = try Exporter.export(scene: scene, to: path, options: options)
            #expect(result.notices.contains(.audioLeftOutOfPart))
            #expect(try PartFile(path: path).plan.sound == options.quality)  // one video stream, tagged with the sound's quality
            return path
        }
    }

    @Test(arguments: ["mp4", "webm", "mov"])
    func joinedSoundIsAWholeRendersSampleForSampleWithoutClicksAtTheJoins(ext: String) throws {
        let directory = TemporaryDirectory()
        // 25 frames at 24 fps with a 440 Hz tone (amplitude 0.5) from 0.25 s; parts of 9 frames
        // join at frames 9 and 18 (0.375 s and 0.75 s), inside the tone.
        let scene = try AudioExportTests.toneScene(directory: directory)
        let options = ExportOptions(quality: .draft)
        let whole = directory.file("whole.\(ext)")
        try Exporter.export(scene: scene, to: whole, options: options)
        let parts = try Self.renderParts(of: scene, 3, ext: ext, options: options, in: directory)
        let joined = directory.file("joined.\(ext)")

        #expect { try PartJoiner.join(parts: parts, to: joined) } throws: { "\($0)".contains("give the scene (--scene FILE)") }
        #expect { try PartJoiner.join(parts: parts, to: joined, audio: .scene(scene, source: "other-files")) } throws: {
            "\($0)".contains("not the ones the parts were rendered from")
        }
        #expect(!FileManager.default.fileExists(atPath: joined))

        let result = try PartJoiner.join(parts: parts.reversed(), to: joined, audio: .scene(scene, source: "tone-files"))
        #expect(result.audioSamples == AudioMix(scene: scene).sampleCount)
        let joinedAudio = try DecodedAudio.decode(joined), wholeAudio = try DecodedAudio.decode(whole)
        #expect(joinedAudio.codecName == wholeAudio.codecName)
        #expect(joinedAudio.playedLength == AudioMix(scene: scene).sampleCount)
        #expect(joinedAudio.declaredLength == wholeAudio.declaredLength)
        #expect(joinedAudio.samples == wholeAudio.samples, "the joined audio is not the whole render's")

        // Nothing clicks at a join: the tone moves at most 2π × 440 / 48000 × 0.5 ≈ 0.029 per
        // sample, and the level around each join is the tone's.
        let sound = SoundAnalysis(samples: joinedAudio.samples, channels: 2, sampleRate: 48_000)
        for frame in [9, 18] {
            let join = AudioMix.sample(ofFrame: frame, fps: scene.fps)
            for channel in 0..<2 {
                let around = sound.values((join - 480)..<(join + 480), channel: channel)
                let step = zip(around, around.dropFirst()).map { abs($1 - $0) }.max() ?? 0
                #expect(step < 0.035, "a step of \(step) near the join at frame \(frame)")
                #expect(abs(sound.rms(from: Double(join - 480) / 48_000, to: Double(join + 480) / 48_000, channel: channel) - 0.5 / 2.0.squareRoot()) < 0.02)
            }
        }
        // The video is untouched by the sound: the joined file still has the whole render's frames.
        #expect(try MediaProbe.inspect(joined).frameCount == scene.frameCount)

        // The same plan gives the same bytes, sound included (and MP4/MOV keep faststart).
        let again = directory.file("again.\(ext)")
        try PartJoiner.join(parts: parts, to: again, audio: .scene(scene, source: "tone-files"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: joined))
        #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: again))))
        if ext != "webm" {
            let moov = try #require(bytes.range(of: Data("moov".utf8))), mdat = try #require(bytes.range(of: Data("mdat".utf8)))
            #expect(moov.lowerBound < mdat.lowerBound)
        }

        let silent = directory.file("silent.\(ext)")
        #expect(try PartJoiner.join(parts: parts, to: silent, audio: .leftOut).audioSamples == 0)
        #expect(throws: (any Error).self) { try DecodedAudio.decode(silent) }
    }

    @Test func chunksOfARangeCarryTheRangesSound() throws {
        let directory = TemporaryDirectory()
        let scene = try AudioExportTests.toneScene(directory: directory)
        let whole = directory.file("whole.mov")
        try Exporter.export(scene: scene, to: whole, options: ExportOptions(frameRange: 5..<20))
        let parts = try Self.renderParts(of: scene, 2, ext: "mov", whole: 5..<20, options: ExportOptions(), in: directory)
        let joined = directory.file("joined.mov")
        try PartJoiner.join(parts: parts, to: joined, audio: .scene(scene, source: ""))
        let samples = AudioMix(scene: scene).samples(ofFrames: 5..<20)
        let joinedAudio = try DecodedAudio.decode(joined)
        #expect(joinedAudio.decodedLength == samples.count)
        #expect(joinedAudio.samples == (try DecodedAudio.decode(whole)).samples)
        let times = try MediaProbe.inspect(joined).frameTimes
        #expect(times == (try MediaProbe.inspect(whole)).frameTimes, "a join of a range starts at 0, as a --range render does")
    }
}
