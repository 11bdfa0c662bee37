import Audio
import CFFmpeg
import Output

/// The file a join writes: one video stream whose packets are copied from the parts and, when
/// the render has sound, one audio stream encoded here over the whole plan. It is written under
/// a temporary name and moved onto the target only by `finish`.
final class JoinedOutput: MuxedOutput {
    let muxer: MuxedFile

    /// Opens `path` with a video stream shaped like `video` (a part's) and, with `audio`, an
    /// audio encoder, and writes the header (`+faststart` for MP4 and MOV).
    init(path: String, video: UnsafeMutablePointer<AVStream>, audio: AudioStreamSettings?) throws {
        muxer = try MuxedFile(path: path) { muxer throws(ExportError) in try Self.open(muxer, video: video, audio: audio) }
    }

    private static func open(_ muxer: MuxedFile, video source: UnsafeMutablePointer<AVStream>, audio: AudioStreamSettings?) throws(ExportError) {
        let target = muxer.file.target
        try check(avformat_alloc_output_context2(&muxer.format, nil, nil, muxer.file.temporaryPath), "set up \(target)")
        guard let format = muxer.format else { throw ExportError.ffmpeg(operation: "set up \(target)", message: "out of memory") }
        // Same plan, same bytes: no random ids, no encoder version.
        format.pointee.flags |= AVFMT_FLAG_BITEXACT
        guard let stream = avformat_new_stream(format, nil), let packet = av_packet_alloc() else {
            throw ExportError.ffmpeg(operation: "add the video stream to \(target)", message: "out of memory")
        }
        muxer.videoStream = stream
        muxer.packet = packet
        try check(avcodec_parameters_copy(stream.pointee.codecpar, source.pointee.codecpar), "copy the stream parameters")
        stream.pointee.time_base = source.pointee.time_base
        stream.pointee.avg_frame_rate = source.pointee.avg_frame_rate
        if let audio { try muxer.openAudio(audio) }
        var options: [(name: String, value: String)] = []
        let container = String(cString: format.pointee.oformat.pointee.name)
        if container == "mp4" || container == "mov" {
            options.append(("movflags", "+faststart"))
            // As in a render: the edit list that trims the AAC priming ends on the exact sample.
            if audio != nil { options.append(("movie_timescale", String(AudioMix.sampleRate))) }
        }
        try muxer.writeHeader(options: options, operation: "write the header of \(target)")
    }

    /// The video stream's time base, as the muxer chose it when writing the header.
    var videoTimeBase: AVRational { muxer.videoStream?.pointee.time_base ?? AVRational(num: 1, den: 1) }

    /// Writes a copied video packet whose timestamps are already in `videoTimeBase`.
    func writeVideo(_ packet: UnsafeMutablePointer<AVPacket>) throws(ExportError) {
        guard let format = muxer.format, let videoStream = muxer.videoStream else {
            throw ExportError.ffmpeg(operation: "write \(file.target)", message: "the file is closed")
        }
        packet.pointee.stream_index = videoStream.pointee.index
        packet.pointee.pos = -1
        try check(av_interleaved_write_frame(format, packet), "write \(file.target)")
    }
}
