import CFFmpeg
import Output

/// A libavformat muxer writing an `AtomicFile`, with the encoders whose packets it writes: the
/// packet loop, trailer and clean-up that a render's `EncoderOutput` and a join's `JoinedOutput`
/// share. It owns every FFmpeg object it holds and frees them once, when it is finished,
/// cancelled or dropped; the file appears under its target name only after `finish`.
final class MuxedFile: AudioEncoding {
    let file: AtomicFile
    /// The muxer, set up by the owner's `open` step.
    var format: UnsafeMutablePointer<AVFormatContext>?
    /// The video encoder (`nil` when video packets are copied) and its stream.
    var videoCodec: UnsafeMutablePointer<AVCodecContext>?
    var videoStream: UnsafeMutablePointer<AVStream>?
    /// The audio encoder and its stream, when the file has sound.
    var audioCodec: UnsafeMutablePointer<AVCodecContext>?
    var audioStream: UnsafeMutablePointer<AVStream>?
    /// The one packet every encoder's output passes through.
    var packet: UnsafeMutablePointer<AVPacket>?

    /// Prepares to write `path` under a temporary name, then runs `open` (which sets up the muxer,
    /// the streams and the header); when `open` fails, nothing is left behind.
    init(path: String, open: (MuxedFile) throws -> Void) throws {
        file = try AtomicFile(target: path)
        do {
            try open(self)
        } catch {
            cancel()
            throw error
        }
    }

    deinit { cancel() }

    /// Adds the audio stream: 48 kHz stereo through `settings.encoder`.
    func openAudio(_ settings: AudioStreamSettings) throws(ExportError) {
        (audioCodec, audioStream) = try AudioEncoderSetup.open(settings, in: format!)
    }

    /// Opens the temporary file and writes the header with the muxer's `options`; an option the
    /// muxer does not know is an error, not silently ignored.
    func writeHeader(options: [(name: String, value: String)], operation: String) throws(ExportError) {
        try check(avio_open(&format!.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE), "open \(file.temporaryPath) for writing")
        var dictionary: OpaquePointer?
        defer { av_dict_free(&dictionary) }
        for option in options { av_dict_set(&dictionary, option.name, option.value, 0) }
        try check(avformat_write_header(format, &dictionary), operation)
        if let unused = av_dict_get(dictionary, "", nil, AV_DICT_IGNORE_SUFFIX) {
            let container = String(cString: format!.pointee.oformat.pointee.name)
            throw ExportError.ffmpeg(operation: "configure the \(container) muxer", message: "it has no option '\(String(cString: unused.pointee.key))'")
        }
    }

    var audioFrameSize: Int { Int(audioCodec?.pointee.frame_size ?? 0) }

    var audioSampleFormat: AVSampleFormat { audioCodec?.pointee.sample_fmt ?? AV_SAMPLE_FMT_NONE }

    func encodeAudio(_ frame: UnsafeMutablePointer<AVFrame>?, operation: @autoclosure () -> String) throws(ExportError) {
        guard let audioCodec, let audioStream else {
            throw ExportError.ffmpeg(operation: operation(), message: "the file has no audio stream")
        }
        try encode(frame, with: audioCodec, into: audioStream, operation: operation(), adjust: { _ in })
    }

    /// Sends `frame` to `codec` (`nil` flushes it) and writes every packet it returns into
    /// `stream`; `adjust` sees each packet, in the codec's time base, before it is written.
    func encode(
        _ frame: UnsafeMutablePointer<AVFrame>?, with codec: UnsafeMutablePointer<AVCodecContext>, into stream: UnsafeMutablePointer<AVStream>,
        operation: @autoclosure () -> String, adjust: (UnsafeMutablePointer<AVPacket>) -> Void
    ) throws(ExportError) {
        guard let format, let packet else { throw ExportError.ffmpeg(operation: operation(), message: "the file is closed") }
        try check(avcodec_send_frame(codec, frame), operation())
        while true {
            let status = avcodec_receive_packet(codec, packet)
            if status == reel_averror_eagain() || status == reel_averror_eof() { return }
            try check(status, operation())
            adjust(packet)
            av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            try check(av_interleaved_write_frame(format, packet), "write to \(file.target)")
        }
    }

    /// Writes the trailer, closes the file and moves it onto the target; on failure nothing is
    /// left behind.
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
        avcodec_free_context(&videoCodec)
        avcodec_free_context(&audioCodec)
        av_packet_free(&packet)
    }
}
