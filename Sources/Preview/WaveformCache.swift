import Audio
import Export
import Foundation
import Scene
import Synchronization

/// The timeline's audio lanes, each track's waveform decoded once per file version: a reload
/// that leaves a track and its file alone does not decode it again.
final class WaveformCache: Sendable {
    private struct Key: Hashable {
        var track: AudioTrack
        var sceneSamples: Int
        /// The file's size and modification time, so a saved sound is decoded again.
        var size: Int
        var modified: Double
    }

    private let lanes = Mutex<[Key: SceneTimeline.AudioLane]>([:])

    /// The lane of every audio track of `scene`, in the scene's order.
    func lanes(of scene: Scene) -> [SceneTimeline.AudioLane] {
        let mix = AudioMix(scene: scene)
        return scene.audio.map { track in
            let attributes = try? FileManager.default.attributesOfItem(atPath: track.file)
            let key = Key(
                track: track, sceneSamples: mix.sampleCount, size: (attributes?[.size] as? Int) ?? -1,
                modified: (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
            if let known = lanes.withLock({ $0[key] }) { return known }
            let lane = Self.lane(of: track, in: mix)
            lanes.withLock { cache in
                // Old versions of edited tracks go; a scene has few tracks.
                if cache.count > 64 { cache.removeAll() }
                cache[key] = lane
            }
            return lane
        }
    }

    private static func lane(of track: AudioTrack, in mix: AudioMix) -> SceneTimeline.AudioLane {
        let name = (track.file as NSString).lastPathComponent
        do {
            let waveform = try AudioWaveform(track: track, in: mix)
            // Three decimals: enough for a lane a few dozen pixels high, and a small answer.
            let peaks = waveform.peaks.map { (Double(min($0, 1)) * 1000).rounded() / 1000 }
            return SceneTimeline.AudioLane(file: name, begin: waveform.begin, end: waveform.end, peaks: peaks, problem: nil)
        } catch {
            return SceneTimeline.AudioLane(file: name, begin: track.at, end: track.at, peaks: [], problem: "\(error)")
        }
    }
}
