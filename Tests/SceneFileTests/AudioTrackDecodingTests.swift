import Foundation
import Scene
import Testing
import TestSupport
@testable import SceneFile

/// The top-level `audio:` list: tracks with their defaults, paths resolved against the scene's
/// directory, included scenes' tracks, the checks made with an audio probe, and the summary.
@Suite struct AudioTrackDecodingTests {
    /// A probe that knows one 3-second file and rejects every other.
    struct FakeProbe: AudioProbing {
        struct NotSound: Error, CustomStringConvertible { var description: String { "cannot play the sound file: not sound" } }
        func probe(_ path: String) throws -> AudioFileInfo {
            guard path.hasSuffix("music.wav") else { throw NotSound() }
            return AudioFileInfo(codec: "pcm_s16le", sampleRate: 44_100, channels: 1, duration: 3)
        }
    }

    func directory() throws -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for name in ["music.wav", "voice.wav", "notes.txt"] {
            try "not read without a probe".write(toFile: directory.file(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func tracksTakeTheirKeysAndDefaults() throws {
        let directory = try directory()
        let scene = try SceneDecoder.decode(yaml: """
            size: [64, 36]
            duration: 4
            audio:
              - file: music.wav
                volume: 0.4
                loop: true
                fadeOut: 2s
              - {file: voice.wav, at: 1.5s, trimStart: 250ms, trimEnd: 2, fadeIn: 0.1}
            """, file: "test.yaml", directory: directory.path)
        #expect(scene.audio == [
            AudioTrack(file: directory.file("music.wav"), volume: 0.4, fadeOut: 2, loop: true),
            AudioTrack(file: directory.file("voice.wav"), at: 1.5, trimStart: 0.25, trimEnd: 2, fadeIn: 0.1),
        ])
    }

    @Test func anIncludedScenesTracksAreMixedToo() throws {
        let directory = try directory()
        try "size: [8, 8]\nduration: 1\naudio: [{file: voice.wav, at: 0.5}]\n".write(toFile: directory.file("part.yaml"), atomically: true, encoding: .utf8)
        let scene = try SceneDecoder.decode(yaml: """
            size: [64, 36]
            duration: 2
            audio: [{file: music.wav}]
            layers: [{type: include, include: part.yaml}]
            """, file: "test.yaml", directory: directory.path)
        #expect(scene.audio.map(\.file) == [directory.file("music.wav"), directory.file("voice.wav")])
    }

    @Test func theProbeRejectsFilesThatDoNotPlayAndTrimsPastTheirEnd() throws {
        let directory = try directory()
        let yaml = """
            size: [64, 36]
            duration: 4
            audio:
              - file: notes.txt
              - {file: music.wav, trimStart: 3.5}
              - {file: music.wav, trimEnd: 5}
              - {file: music.wav, trimEnd: 3}
            """
        do {
            _ = try SceneDecoder.decode(yaml: yaml, file: "test.yaml", directory: directory.path, probingAudio: FakeProbe())
            Issue.record("decoded")
        } catch {
            let text = error.diagnostics.map(\.description)
            #expect(text.count == 3, "\(text)")
            #expect(text.contains { $0.hasPrefix("test.yaml:4:11: error: cannot play the sound file") })
            #expect(text.contains { $0.hasPrefix("test.yaml:5:34: error: the file is 3 s long, so trimStart 3.5 s is past its end") })
            #expect(text.contains { $0.hasPrefix("test.yaml:6:32: error: the file is 3 s long, so trimEnd 5 s is past its end") })
        }
    }

    @Test func theSummaryListsEachTrackWithItsTimes() throws {
        let directory = try directory()
        let scene = try SceneDecoder.decode(yaml: """
            size: [64, 36]
            duration: 5
            audio:
              - {file: music.wav, loop: true, volume: 0.4, fadeOut: 1}
              - {file: music.wav, at: 1, trimStart: 0.5}
              - {file: voice.wav, at: 4}
            """, file: "test.yaml", directory: directory.path)
        let summary = SceneSummary(scene: scene, probingAudio: FakeProbe())
        #expect(summary.audioTracks.map(\.end) == [5, 3.5, nil])
        #expect(summary.text.hasSuffix("""
            audio: 3 tracks, mixed to 48 kHz stereo
              music.wav: 0 s – 5 s (loops, volume 0.4, fade out 1 s)
              music.wav: 1 s – 3.5 s (file 0.5 s – end)
              voice.wav: 4 s – the file's end
            """))
    }
}
