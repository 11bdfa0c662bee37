import Audio
import Export
import Foundation
import Testing
import TestSupport

/// Sound through the binary: `validate` lists the tracks and rejects bad ones before anything
/// renders, `render` muxes the mix beside the video, the same bytes from fresh processes.
@Suite struct AudioCommandTests {
    /// The bar scene (10 frames, 1 s) with a 440 Hz tone from 0.3 s, in a fresh directory.
    static func scene(audio: String = "audio: [{file: tone.wav, at: 0.3s, fadeOut: 0.2}]") throws -> (TemporaryDirectory, String) {
        let directory = TemporaryDirectory()
        try TestSound.writeTone(to: directory.file("tone.wav"), frequency: 440, seconds: 1.5, sampleRate: 44_100)
        let path = try CLIFixtures.write(CLIFixtures.bar + "\n" + audio + "\n", "sound.yaml", in: directory)
        return (directory, path)
    }

    @Test func validateListsTheTracksWithTheirTimes() throws {
        let (directory, scene) = try Self.scene(audio: "audio: [{file: tone.wav, at: 0.3s, fadeOut: 0.2}, {file: tone.wav, trimStart: 1.2, volume: 0.5}]")
        let result = try ProcessResult.run(PackagePaths.reelBinary, ["validate", scene])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("""
            audio: 2 tracks, mixed to 48 kHz stereo
              tone.wav: 0.3 s – 1 s (fade out 0.2 s)
              tone.wav: 0 s – 0.3 s (file 1.2 s – end, volume 0.5)
            """), "\(result.standardOutput)")
        let json = try ProcessResult.run(PackagePaths.reelBinary, ["validate", scene, "--json"])
        withExtendedLifetime(directory) {}
        #expect(json.standardOutput.contains(#""audio":[{"file":"#), "\(json.standardOutput)")
    }

    @Test func validateRejectsATrimPastTheFilesEndWithItsPosition() throws {
        let (directory, scene) = try Self.scene(audio: "audio:\n  - file: tone.wav\n    trimEnd: 4s")
        for arguments in [["validate", scene], ["render", scene, "-o", directory.file("out.mp4")]] {
            let result = try ProcessResult.run(PackagePaths.reelBinary, arguments)
            #expect(result.status == 2)
            #expect(result.standardError.contains("sound.yaml:14:14: error: the file is 1.5 s long, so trimEnd 4 s is past its end"), "\(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("out.mp4")))
    }

    @Test func renderMuxesTheMixBesideTheVideo() throws {
        let (directory, scene) = try Self.scene()
        let output = directory.file("out.mp4")
        let result = try ProcessResult.run(PackagePaths.reelBinary, ["render", scene, "-o", output, "--quality", "draft"])
        #expect(result.status == 0, "\(result.standardError)")
        let audio = try DecodedAudio.decode(output)
        #expect(audio.codecName == "aac")
        #expect(audio.playedLength == 48_000)
        #expect(try MediaProbe.inspect(output).frameCount == 10)
        let sound = SoundAnalysis(samples: audio.samples, channels: 2, sampleRate: 48_000)
        #expect(sound.rms(from: 0, to: 0.25) < 0.002)
        #expect(abs(sound.frequency(from: 0.35, to: 0.75) - 440) < 1)

        let part = directory.file("part.mp4")
        let ranged = try ProcessResult.run(PackagePaths.reelBinary, ["render", scene, "-o", part, "--quality", "draft", "--range", "2f..7f"])
        #expect(ranged.status == 0, "\(ranged.standardError)")
        #expect(try DecodedAudio.decode(part).playedLength == 24_000)
    }

    @Test func aGIFSaysItHasNoSound() throws {
        let (directory, scene) = try Self.scene()
        let result = try ProcessResult.run(PackagePaths.reelBinary, ["render", scene, "-o", directory.file("out.gif")])
        #expect(result.status == 0)
        #expect(result.standardError.contains("note: GIF has no sound: the scene's audio is left out"), "\(result.standardError)")
    }

    /// Like `DeterminismTests`, with sound: separate processes, heaps and worker counts.
    @Test(arguments: ["out.mp4", "out.webm", "out.mov"])
    func freshProcessesWriteTheSameSoundBytes(_ file: String) throws {
        let (directory, scene) = try Self.scene()
        var outputs: [Data] = []
        for (index, run) in [("42", 1), ("255", 3)].enumerated() {
            let output = directory.file("\(index)-\(file)")
            let result = try ProcessResult.run(
                PackagePaths.reelBinary, ["render", scene, "-o", output, "--jobs", String(run.1), "--quality", "draft", "--quiet"],
                environment: ["MALLOC_PERTURB_": run.0])
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(outputs[0] == outputs[1])
    }
}
