import Foundation
import Scene
import Testing
import TestSupport
@testable import Audio

/// The preview's waveform of a track: where it sounds on the timeline and how loud, as the mix
/// hears it.
@Suite struct AudioWaveformTests {
    @Test func aTrackIsPlacedAndItsLoudPartIsLoud() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("blip.wav")
        // 0.5 s of silence, then 0.5 s of a sine at half of full scale.
        try TestSound.writeWAV(to: file, frames: 48_000) { n, _ in n < 24_000 ? 0 : 0.5 * sin(2 * .pi * 440 * Double(n) / 48_000) }
        let mix = AudioMix(tracks: [], fps: 30, frameCount: 120)
        let waveform = try AudioWaveform(track: AudioTrack(file: file, at: 1.5, volume: 0.5), in: mix)
        #expect(waveform.begin == 1.5 && waveform.end == 2.5)
        #expect(waveform.peaks.count == 100)
        #expect(waveform.peaks[..<50].allSatisfy { $0 == 0 })
        #expect(waveform.peaks[50...].allSatisfy { abs($0 - 0.25) < 0.01 }, "half scale at volume 0.5")

        // Cut by the scene's end; a fade-out ends there.
        let cut = try AudioWaveform(track: AudioTrack(file: file, at: 3.5, fadeOut: 0.5), in: mix)
        #expect(cut.begin == 3.5 && cut.end == 4)
        #expect(cut.peaks.allSatisfy { $0 == 0 }, "only the silent half fits before the scene's end")
    }
}
