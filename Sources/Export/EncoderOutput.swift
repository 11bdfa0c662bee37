import CFFmpeg
import Output

/// One libavcodec encoder feeding one libavformat muxer that writes an `AtomicFile`: the
/// allocation, header, packet loop, trailer and clean-up every encoded sink shares. The file
/// appears under its target name only after `finish`.
final class EncoderOutput {
    let file: AtomicFile
    private let container: String
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var audioCodec: UnsafeMutablePointer<AVCodecContext>?
    private var audioStream: UnsafeMutablePointer<AVStream>?

    /// Opens `path` (under a temporary name) with `encoderName` in `container` and writes the
    /// header. `configure` sets the codec context before the encoder opens; options the encoder
    /// or muxer does not know are errors, not silently ignored.
    init(
        path: String, container: String, encoderName: String,
        codecOptions: [(name: String, value: String)] = [], muxerOptions: [(name: String, value: String)] = [],
        codecTag: String? = nil, metadata: [(name: String, value: String)] = [], audio: AudioStreamSettings? = nil,
        configure: (UnsafeMutablePointer<AVCodecContext>, UnsafePointer<AVOutputFormat>) -> Void
    ) throws {
        self.container = container
        try FFmpegLibraries.open()
        file = try AtomicFile(target: path)
        do {
            try open(encoderName: encoderName, codecOptions: codecOptions, muxerOptions: muxerOptions, codecTag: codecTag, metadata: metadata, audio: audio, configure: configure)
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

    private func open(
        encoderName: String, codecOptions: [(name: String, value: String)], muxerOptions: [(name: String, value: String)],
        codecTag: String?, metadata: [(name: String, value: String)], audio: AudioStreamSettings?, configure: (UnsafeMutablePointer<AVCodecContext>, UnsafePointer<AVOutputFormat>) -> Void
    ) throws(ExportError) {
        try check(avformat_alloc_output_context2(&format, nil, container, file.temporaryPath), "set up a \(container) file")
        // Same scene, same bytes: without this, Matroska/WebM writes a random segment id.
        format!.pointee.flags |= AVFMT_FLAG_BITEXACT
        for tag in metadata { av_dict_set(&format!.pointee.metadata, tag.name, tag.value, 0) }
        guard let encoder = avcodec_find_encoder_by_name(encoderName) else { throw ExportError.encoderMissing(name: encoderName) }
        guard let stream = avformat_new_stream(format, nil), let codec = avcodec_alloc_context3(encoder),
              let packet = av_packet_alloc() else {
            throw ExportError.ffmpeg(operation: "allocate the \(container) stream", message: "out of memory")
        }
        self.stream = stream
        self.codec = codec
        self.packet = packet
        configure(codec, format!.pointee.oformat)
        var codecDictionary: OpaquePointer?
        defer { av_dict_free(&codecDictionary) }
        for option in codecOptions { av_dict_set(&codecDictionary, option.name, option.value, 0) }
        try check(avcodec_open2(codec, encoder, &codecDictionary), "open the \(encoderName) encoder")
        if let unused = av_dict_get(codecDictionary, "", nil, AV_DICT_IGNORE_SUFFIX) {
            throw ExportError.ffmpeg(operation: "configure \(encoderName)", message: "it has no option '\(String(cString: unused.pointee.key))'")
        }
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, codec), "copy the encoder parameters")
        if let tag = codecTag {
            let bytes = Array(tag.utf8)
            stream.pointee.codecpar.pointee.codec_tag = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        }
        stream.pointee.time_base = codec.pointee.time_base
        if codec.pointee.framerate.num != 0 { stream.pointee.avg_frame_rate = codec.pointee.framerate }
        if let audio { try openAudio(audio) }

        try check(avio_open(&format!.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE), "open \(file.temporaryPath) for writing")
        var muxerDictionary: OpaquePointer?
        defer { av_dict_free(&muxerDictionary) }
        for option in muxerOptions { av_dict_set(&muxerDictionary, option.name, option.value, 0) }
        try check(avformat_write_header(format, &muxerDictionary), "write the \(container) header")
        if let unused = av_dict_get(muxerDictionary, "", nil, AV_DICT_IGNORE_SUFFIX) {
            throw ExportError.ffmpeg(operation: "configure the \(container) muxer", message: "it has no option '\(String(cString: unused.pointee.key))'")
        }
    }

    /// Adds the audio stream: 48 kHz stereo through `settings.encoder`.
    private func openAudio(_ settings: AudioStreamSettings) throws(ExportError) {
        (audioCodec, audioStream) = try AudioEncoderSetup.open(settings, in: format!)
    }

    /// Samples per frame the audio encoder takes (the last may be shorter); 0 for any number.
    var audioFrameSize: Int { Int(audioCodec?.pointee.frame_size ?? 0) }

    /// The audio encoder's sample format.
    var audioSampleFormat: AVSampleFormat { audioCodec?.pointee.sample_fmt ?? AV_SAMPLE_FMT_NONE }

    /// Sends audio samples to the audio encoder (`nil` flushes it) and writes its packets.
    func encodeAudio(_ frame: UnsafeMutablePointer<AVFrame>?, operation: @autoclosure () -> String) throws(ExportError) {
        guard let audioCodec, let audioStream else {
            throw ExportError.ffmpeg(operation: operation(), message: "the file has no audio stream")
        }
        try send(frame, to: audioCodec, stream: audioStream, operation: operation(), adjust: { _ in })
    }

    /// Sends `frame` to the encoder (`nil` flushes it) and writes every packet it returns;
    /// `adjust` sees each packet, in the codec's time base, before it is written.
    func encode(_ frame: UnsafeMutablePointer<AVFrame>?, operation: @autoclosure () -> String, adjust: (UnsafeMutablePointer<AVPacket>) -> Void) throws(ExportError) {
        guard let codec, let stream else {
            throw ExportError.ffmpeg(operation: operation(), message: "the encoder is closed")
        }
        try send(frame, to: codec, stream: stream, operation: operation(), adjust: adjust)
    }

    private func send(
        _ frame: UnsafeMutablePointer<AVFrame>?, to codec: UnsafeMutablePointer<AVCodecContext>, stream: UnsafeMutablePointer<AVStream>,
        operation: @autoclosure () -> String, adjust: (UnsafeMutablePointer<AVPacket>) -> Void
    ) throws(ExportError) {
        guard let packet else { throw ExportError.ffmpeg(operation: operation(), message: "the encoder is closed") }
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

    /// Sets a private option of the encoder (such as the GIF encoder's `gifflags`); it applies
    /// to the frames sent after it.
    func setEncoderOption(_ name: String, _ value: Int64) throws(ExportError) {
        try check(av_opt_set_int(codec?.pointee.priv_data, name, value, 0), "set the encoder option \(name)")
    }

    /// A private option of the encoder, as it is now.
    func encoderOption(_ name: String) throws(ExportError) -> Int64 {
        var value: Int64 = 0
        try check(av_opt_get_int(codec?.pointee.priv_data, name, 0, &value), "read the encoder option \(name)")
        return value
    }

    /// Sets a private option of the muxer (such as the GIF muxer's `final_delay`).
    func setMuxerOption(_ name: String, _ value: Int64) throws(ExportError) {
        try check(av_opt_set_int(format!.pointee.priv_data, name, value, 0), "set the \(container) option \(name)")
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
        avcodec_free_context(&codec)
        avcodec_free_context(&audioCodec)
        av_packet_free(&packet)
    }
}
