import CFFmpeg
import Foundation

/// Joins the parts of a split render (`reel render --chunk K/N`) into one file by copying their
/// packets with libavformat: nothing is decoded or encoded. Each part's tag (`ChunkPlan`) says
/// which frames it holds; the join checks that the parts are one render's, all present once,
/// and puts frame n of the whole render at exactly n / fps.
public enum PartJoiner {
    /// What a join wrote.
    public struct Result: Sendable {
        /// The joined file.
        public var outputPath: String
        /// How many parts were joined.
        public var parts: Int
        /// The frames of the joined file.
        public var frames: Int
    }

    /// Joins `parts` (in any order: the tags give it) into `output`, whose format must be the
    /// parts'. Nothing is written when any check fails.
    public static func join(parts paths: [String], to output: String) throws -> Result {
        FFmpegLogging.quiet()
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
        try OutputSafety.checkReplaceable(output, inputs: paths)
        try write(ordered, to: output)
        return Result(outputPath: output, parts: ordered.count, frames: first.plan.whole.count)
    }

    /// The parts in plan order, or an error naming the part that does not belong.
    private static func inOrder(_ parts: [PartFile]) throws(ExportError) -> [PartFile] {
        let reference = parts[0].plan
        for part in parts.dropFirst() where !part.plan.isSibling(of: reference) {
            let what = part.plan.scene != reference.scene ? "scene" : part.plan.settings != reference.settings ? "settings" : "split (parts, range or frame rate)"
            throw ExportError.invalidOption(
                name: "parts", reason: "\(part.path) is part \(part.plan.part)/\(part.plan.count) of a render with another \(what) than \(parts[0].path); join only the parts of one render")
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
                name: "parts", reason: "part\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(reference.count)" }.joined(separator: ", ")) of the render \(missing.count == 1 ? "is" : "are") missing; render \(missing.count == 1 ? "it" : "them") with --chunk and join all \(reference.count)")
        }
        return (1...reference.count).map { byNumber[$0]! }
    }

    private static func write(_ parts: [PartFile], to output: String) throws {
        let file = try AtomicFile(target: output)
        var context: UnsafeMutablePointer<AVFormatContext>?
        defer {
            if let context {
                if context.pointee.pb != nil { avio_closep(&context.pointee.pb) }
                avformat_free_context(context)
            }
        }
        do {
            try check(avformat_alloc_output_context2(&context, nil, nil, file.temporaryPath), "set up \(output)")
            guard let context else { throw ExportError.ffmpeg(operation: "set up \(output)", message: "out of memory") }
            // Same plan, same bytes: no random ids, no encoder version.
            context.pointee.flags |= AVFMT_FLAG_BITEXACT
            guard let stream = avformat_new_stream(context, nil) else {
                throw ExportError.ffmpeg(operation: "add the video stream to \(output)", message: "out of memory")
            }
            let source = parts[0].stream
            try check(avcodec_parameters_copy(stream.pointee.codecpar, source.pointee.codecpar), "copy the stream parameters")
            stream.pointee.time_base = source.pointee.time_base
            stream.pointee.avg_frame_rate = source.pointee.avg_frame_rate
            try check(avio_open(&context.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE), "open \(file.temporaryPath) for writing")
            var options: OpaquePointer?
            defer { av_dict_free(&options) }
            let container = String(cString: context.pointee.oformat.pointee.name)
            if container == "mp4" || container == "mov" { av_dict_set(&options, "movflags", "+faststart", 0) }
            try check(avformat_write_header(context, &options), "write the header of \(output)")

            let plan = parts[0].plan
            let frameBase = AVRational(num: Int32(plan.fpsDenominator), den: Int32(plan.fpsNumerator))
            let packet = av_packet_alloc()
            defer { var packet = packet; av_packet_free(&packet) }
            guard let packet else { throw ExportError.ffmpeg(operation: "join the parts", message: "out of memory") }
            for part in parts {
                let inputBase = part.stream.pointee.time_base
                let firstFrame = Int64(part.plan.frames.lowerBound)
                var count = 0
                // Timestamps go through whole frames, so each lands where a whole render puts it.
                func global(_ time: Int64) -> Int64 {
                    guard time != reel_nopts_value() else { return time }
                    let frame = av_rescale_q_rnd(time, inputBase, frameBase, AV_ROUND_NEAR_INF) + firstFrame
                    return av_rescale_q_rnd(frame, frameBase, stream.pointee.time_base, AV_ROUND_NEAR_INF)
                }
                while true {
                    let status = av_read_frame(part.context, packet)
                    if status == reel_averror_eof() { break }
                    try check(status, "read \(part.path)")
                    defer { av_packet_unref(packet) }
                    guard packet.pointee.stream_index == part.stream.pointee.index else { continue }
                    count += 1
                    packet.pointee.pts = global(packet.pointee.pts)
                    packet.pointee.dts = global(packet.pointee.dts)
                    packet.pointee.duration = av_rescale_q(1, frameBase, stream.pointee.time_base)
                    packet.pointee.stream_index = 0
                    packet.pointee.pos = -1
                    try check(av_write_frame(context, packet), "write \(output)")
                }
                guard count == part.plan.frames.count else {
                    throw ExportError.invalidOption(
                        name: "parts", reason: "\(part.path) holds \(count) frames but part \(part.plan.part)/\(part.plan.count) should hold \(part.plan.frames.count); render it again")
                }
            }
            try check(av_write_trailer(context), "finish \(output)")
            try check(avio_closep(&context.pointee.pb), "close \(output)")
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}
