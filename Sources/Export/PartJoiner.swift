import Audio
import CFFmpeg
import Foundation
import Output
import Scene

/// Joins the parts of a split render (`reel render --chunk K/N`) into one file by copying their
/// video packets with libavformat: no frame is decoded or encoded. Each part's tag (`ChunkPlan`)
/// says which frames it holds; the join checks that the parts are one render's, all present
/// once, and puts frame n of the whole render at exactly n / fps.
///
/// Parts carry no sound. When the render has sound, the join mixes the scene's audio (`AudioMix`)
/// over the whole plan's frames and encodes it once, exactly as a whole render does: the joined
/// file's audio is the whole render's, sample for sample, with no encoder priming or gap at
/// the joins.
public enum PartJoiner {
    /// What a join wrote.
    public struct Result: Sendable {
        /// The joined file.
        public var outputPath: String
        /// How many parts were joined.
        public var parts: Int
        /// The frames of the joined file.
        public var frames: Int
        /// Audio samples per channel in the joined file (0 when silent).
        public var audioSamples: Int
        /// What the join changed or left out (the audio limiter's work).
        public var notices: [ExportNotice]
    }

    /// Where the joined file's sound comes from.
    public enum Audio: Sendable {
        /// The scene the parts were rendered from, and the identifier of its files (checked
        /// against the parts' `ChunkPlan.source` when both are known).
        case scene(Scene, source: String)
        /// No sound, even when the parts' render has some.
        case leftOut
    }

    /// Joins `parts` (in any order: the tags give it) into `output`, whose format must be the
    /// parts'. When the parts' render has sound, `audio` must say where it comes from. Nothing
    /// is written when any check fails.
    public static func join(parts paths: [String], to output: String, audio: Audio? = nil) throws -> Result {
        try FFmpegLibraries.open()
        guard !paths.isEmpty else {
            throw ExportError.invalidOption(name: "parts", reason: "give the files `reel render --chunk K/N` wrote")
        }
        let parts = try paths.map { try PartFile(path: $0) }
        let ordered = try inOrder(parts)
        let first = ordered[0]
        let format = try OutputFormat(path: output)
        let partFormat = try OutputFormat(path: first.path)
        guard format == partFormat else {
            throw ExportError.invalidOption(name: "output", reason: "the parts are \(partFormat) files; the joined file must be one too (give -o with their extension)")
        }
        let sound = try audioSettings(for: first.plan, format: format, audio: audio)
        try OutputSafety.checkReplaceable(output, inputs: paths + (sound?.mix.tracks.map(\.file) ?? []))
        let overloaded = try write(ordered, to: output, audio: sound)
        return Result(
            outputPath: output, parts: ordered.count, frames: first.plan.whole.count, audioSamples: sound?.samples.count ?? 0,
            notices: overloaded > 0 ? [.audioLimited(samples: overloaded)] : [])
    }

    /// The audio stream of the joined file: the mix of the plan's frames, encoded as a whole
    /// render of the same quality encodes it.
    private static func audioSettings(for plan: ChunkPlan, format: OutputFormat, audio: Audio?) throws(ExportError) -> AudioStreamSettings? {
        guard let quality = plan.sound else { return nil }
        switch audio {
        case nil:
            throw ExportError.invalidOption(
                name: "scene", reason: "the parts come from a scene with sound, which parts do not carry: give the scene (--scene FILE) so the join mixes its audio once over the whole render, or leave the audio out (--no-audio)")
        case .leftOut:
            return nil
        case let .scene(scene, source):
            guard source.isEmpty || plan.source.isEmpty || source == plan.source else {
                throw ExportError.invalidOption(
                    name: "scene", reason: "the scene's files (or its audio files) are not the ones the parts were rendered from; give the same scene, unchanged")
            }
            var scene = scene
            // The parts' frame rate (the scene's, or --fps) maps their frames to samples.
            scene.fps = plan.fps
            guard !scene.audio.isEmpty, plan.whole.upperBound <= scene.frameCount,
                  let (encoder, sampleFormat, bitRate) = ExportPlan.audioEncoder(for: format, quality: quality) else {
                throw ExportError.invalidOption(name: "scene", reason: "the scene has no sound for frames \(plan.whole.lowerBound)..<\(plan.whole.upperBound); give the scene the parts were rendered from")
            }
            return AudioStreamSettings(encoder: encoder, sampleFormat: sampleFormat, bitRate: bitRate, mix: AudioMix(scene: scene), frames: plan.whole)
        }
    }

    /// The parts in plan order, or an error naming the part that does not belong.
    private static func inOrder(_ parts: [PartFile]) throws(ExportError) -> [PartFile] {
        let reference = parts[0].plan
        for part in parts.dropFirst() where !part.plan.isSibling(of: reference) {
            let what = part.plan.scene != reference.scene ? "a different scene" : part.plan.settings != reference.settings ? "different settings" : "a different split (parts, range or frame rate)"
            throw ExportError.invalidOption(
                name: "parts", reason: "\(part.path) is part \(part.plan.part)/\(part.plan.count) of a render with \(what) from \(parts[0].path); join only the parts of one render")
        }
        var byNumber: [Int: PartFile] = [:]
        for part in parts {
            if let earlier = byNumber[part.plan.part] {
                throw ExportError.invalidOption(name: "parts", reason: "\(earlier.path) and \(part.path) are both part \(part.plan.part)/\(reference.count); give each part once")
            }
            byNumber[part.plan.part] = part
        }
        let missing = (1...reference.count).filter { byNumber[$0] == nil }
        guard missing.isEmpty else {
            throw ExportError.invalidOption(
                name: "parts", reason: "part\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(reference.count)" }.joined(separator: ", ")) of the render \(missing.count == 1 ? "is" : "are") missing; render \(missing.count == 1 ? "it" : "them") with --chunk, then join \(reference.count == 2 ? "both parts" : "all \(reference.count) parts")")
        }
        return (1...reference.count).map { byNumber[$0]! }
    }

    /// Copies every part's video packets, frame n at n / fps, with the audio encoded beside
    /// them as the video advances; returns the samples the audio limiter changed.
    private static func write(_ parts: [PartFile], to output: String, audio: AudioStreamSettings?) throws -> Int {
        let joined = try JoinedOutput(path: output, video: parts[0].stream, audio: audio)
        return try joined.abandoningOnFailure {
            let sound = try audio.map { try AudioStreamWriter(output: joined.muxer, settings: $0) }
            let rate = parts[0].plan.frameRate
            let frameBase = AVRational(num: Int32(rate.denominator), den: Int32(rate.numerator))
            let outputBase = joined.videoTimeBase
            let packet = av_packet_alloc()
            defer { var packet = packet; av_packet_free(&packet) }
            guard let packet else { throw ExportError.ffmpeg(operation: "join the parts", message: "out of memory") }
            for part in parts {
                let inputBase = part.stream.pointee.time_base
                let firstFrame = Int64(part.plan.frames.lowerBound - part.plan.whole.lowerBound)
                // Frames of the part its packets cover so far: a packet may hold a frame
                // longer than one interval (an encoder that skips repeated pictures).
                var covered: Int64 = 0
                // Timestamps go through whole frames, so each lands where a whole render of the
                // plan's frames puts it.
                func global(_ time: Int64) -> Int64 {
                    guard time != reel_nopts_value() else { return time }
                    let frame = av_rescale_q_rnd(time, inputBase, frameBase, AV_ROUND_NEAR_INF) + firstFrame
                    return av_rescale_q_rnd(frame, frameBase, outputBase, AV_ROUND_NEAR_INF)
                }
                while true {
                    let status = av_read_frame(part.context, packet)
                    if status == reel_averror_eof() { break }
                    try check(status, "read \(part.path)")
                    defer { av_packet_unref(packet) }
                    guard packet.pointee.stream_index == part.stream.pointee.index else { continue }
                    let frames = packet.pointee.duration > 0 ? max(1, av_rescale_q_rnd(packet.pointee.duration, inputBase, frameBase, AV_ROUND_NEAR_INF)) : 1
                    if packet.pointee.pts != reel_nopts_value() {
                        covered = max(covered, av_rescale_q_rnd(packet.pointee.pts, inputBase, frameBase, AV_ROUND_NEAR_INF) + frames)
                    }
                    packet.pointee.pts = global(packet.pointee.pts)
                    packet.pointee.dts = global(packet.pointee.dts)
                    packet.pointee.duration = av_rescale_q(frames, frameBase, outputBase)
                    try joined.writeVideo(packet)
                    try sound?.write(throughFrames: Int(firstFrame + covered))
                }
                guard covered == part.plan.frames.count else {
                    throw ExportError.invalidOption(
                        name: "parts", reason: "\(part.path) holds \(covered) frames but part \(part.plan.part)/\(part.plan.count) should hold \(part.plan.frames.count); render it again")
                }
            }
            try sound?.finish()
            try joined.finish()
            return sound?.overloadedSamples ?? 0
        }
    }
}
