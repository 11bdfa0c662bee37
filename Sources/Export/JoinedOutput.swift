import CFFmpeg
import Output

/// The file a join writes: one video stream whose packets are copied from the parts and, when
/// the render has sound, one audio stream encoded here over the whole plan. It is written under
/// a temporary name and moved onto the target only by `finish`.
final class JoinedOutput: AudioEncoding {
    let file: AtomicFile
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var videoStream: UnsafeMutablePointer<AVStream>?
    private var audioCodec: UnsafeMutablePointer<AVCodecContext>?
    private var audioStream: UnsafeMutablePointer<AVStream>?
    private var packet: UnsafeMutablePointer<AVPacket>?

    /// Opens `path` with a video stream shaped like `video` (a part's) and, with `audio`, an
    /// audio encoder, and writes the header (`+faststart` for MP4 and MOV).
    init(path: String, video: UnsafeMutablePointer<AVStream>, audio: AudioStreamSettings?) throws {
        file = try AtomicFile(target: path)
        do {
            try open(video: video, audio: audio)
        } catch {
            close()
            file.discard()
            throw error
        }
    }

    deinit {
        close()
        file.discard()
    }

    private func open(video source: UnsafeMutablePointer<AVStream>, audio: AudioStreamSettings?) throws(ExportError) {
        let target = file.target
        try check(avformat_alloc_output_context2(&format, nil, nil, file.temporaryPath), "set up \(target)")
        guard let format else { throw ExportError.ffmpeg(operation: "set up \(target)", message: "out of memory") }
        // Same plan, same bytes: no random ids, no encoder version.
        format.pointee.flags |= AVFMT_FLAG_BITEXACT
        guard let stream = avformat_new_stream(format, nil), let packet = av_packet_alloc() else {
            throw ExportError.ffmpeg(operation: "add the video stream to \(target)", message: "out of memory")
        }
        videoStream = stream
        self.packet = packet
        try check(avcodec_parameters_copy(stream.pointee.codecpar, source.pointee.codecpar), "copy the stream parameters")
        stream.pointee.time_base = source.pointee.time_base
        stream.pointee.avg_frame_rate = source.pointee.avg_frame_rate
        if let audio { (audioCodec, audioStream) = try AudioEncoderSetup.open(audio, in: format) }
        try check(avio_open(&format.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE), "open \(file.temporaryPath) for writing")
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        let container = String(cString: format.pointee.oformat.pointee.name)
        if container == "mp4" || container == "mov" {
            av_dict_set(&options, "movflags", "+faststart", 0)
            // As in a render: the edit list that trims the AAC priming ends on the exact sample.
            if audio != nil { av_dict_set(&options, "movie_timescale", String(AudioMix.sampleRate), 0) }
        }
        try check(avformat_write_header(format, &options), "write the header of \(target)")
    }

    /// The video stream's time base, as the muxer chose it when writing the header.
    var videoTimeBase: AVRational { videoStream?.pointee.time_base ?? AVRational(num: 1, den: 1) }

    /// Writes a copied video packet whose timestamps are already in `videoTimeBase`.
    func writeVideo(_ packet: UnsafeMutablePointer<AVPacket>) throws(ExportError) {
        guard let format, let videoStream else { throw ExportError.ffmpeg(operation: "write \(file.target)", message: "the file is closed") }
        packet.pointee.stream_index = videoStream.pointee.index
        packet.pointee.pos = -1
        try check(av_interleaved_write_frame(format, packet), "write \(file.target)")
    }

    var audioFrameSize: Int { Int(audioCodec?.pointee.frame_size ?? 0) }

    var audioSampleFormat: AVSampleFormat { audioCodec?.pointee.sample_fmt ?? AV_SAMPLE_FMT_NONE }

    func encodeAudio(_ frame: UnsafeMutablePointer<AVFrame>?, operation: @autoclosure () -> String) throws(ExportError) {
        guard let format, let audioCodec, let audioStream, let packet else {
            throw ExportError.ffmpeg(operation: operation(), message: "the file has no audio stream")
        }
        try check(avcodec_send_frame(audioCodec, frame), operation())
        while true {
            let status = avcodec_receive_packet(audioCodec, packet)
            if status == reel_averror_eagain() || status == reel_averror_eof() { return }
            try check(status, operation())
            av_packet_rescale_ts(packet, audioCodec.pointee.time_base, audioStream.pointee.time_base)
            packet.pointee.stream_index = audioStream.pointee.index
            try check(av_interleaved_write_frame(format, packet), "write \(file.target)")
        }
    }

    /// Writes the trailer, closes the file and moves it onto the target.
    func finish() throws {
        do {
            try check(av_write_trailer(format), "finish \(file.target)")
            try check(avio_closep(&format!.pointee.pb), "close \(file.target)")
            close()
            try file.commit()
        } catch {
            cancel()
            throw error
        }
    }

    /// Abandons the output, leaving no file behind.
    func cancel() {
        close()
        file.discard()
    }

    private func close() {
        if let format {
            if format.pointee.pb != nil { avio_closep(&format.pointee.pb) }
            avformat_free_context(format)
            self.format = nil
        }
        videoStream = nil
        audioStream = nil
        avcodec_free_context(&audioCodec)
        av_packet_free(&packet)
    }
}
