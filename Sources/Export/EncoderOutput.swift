import Audio
import CFFmpeg
import Output

/// One libavcodec encoder feeding a `MuxedFile`: the encoder's set-up and options that every
/// encoded sink shares. The file appears under its target name only after `finish`.
final class EncoderOutput: MuxedOutput {
    let muxer: MuxedFile
    private let container: String

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
        muxer = try MuxedFile(path: path) { muxer throws(ExportError) in
            try Self.open(
                muxer, container: container, encoderName: encoderName, codecOptions: codecOptions, muxerOptions: muxerOptions,
                codecTag: codecTag, metadata: metadata, audio: audio, configure: configure)
        }
    }

    private static func open(
        _ muxer: MuxedFile, container: String, encoderName: String, codecOptions: [(name: String, value: String)],
        muxerOptions: [(name: String, value: String)], codecTag: String?, metadata: [(name: String, value: String)],
        audio: AudioStreamSettings?, configure: (UnsafeMutablePointer<AVCodecContext>, UnsafePointer<AVOutputFormat>) -> Void
    ) throws(ExportError) {
        try check(avformat_alloc_output_context2(&muxer.format, nil, container, muxer.file.temporaryPath), "set up a \(container) file")
        let format = muxer.format!
        // Same scene, same bytes: without this, Matroska/WebM writes a random segment id.
        format.pointee.flags |= AVFMT_FLAG_BITEXACT
        for tag in metadata { av_dict_set(&format.pointee.metadata, tag.name, tag.value, 0) }
        guard let encoder = avcodec_find_encoder_by_name(encoderName) else { throw ExportError.encoderMissing(name: encoderName) }
        guard let stream = avformat_new_stream(format, nil), let codec = avcodec_alloc_context3(encoder),
              let packet = av_packet_alloc() else {
            throw ExportError.ffmpeg(operation: "allocate the \(container) stream", message: "out of memory")
        }
        muxer.videoStream = stream
        muxer.videoCodec = codec
        muxer.packet = packet
        configure(codec, format.pointee.oformat)
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
        if let audio { try muxer.openAudio(audio) }
        try muxer.writeHeader(options: muxerOptions, operation: "write the \(container) header")
    }

    /// Sends `frame` to the encoder (`nil` flushes it) and writes every packet it returns;
    /// `adjust` sees each packet, in the codec's time base, before it is written.
    func encode(_ frame: UnsafeMutablePointer<AVFrame>?, operation: @autoclosure () -> String, adjust: (UnsafeMutablePointer<AVPacket>) -> Void) throws(ExportError) {
        guard let codec = muxer.videoCodec, let stream = muxer.videoStream else {
            throw ExportError.ffmpeg(operation: operation(), message: "the encoder is closed")
        }
        try muxer.encode(frame, with: codec, into: stream, operation: operation(), adjust: adjust)
    }

    /// Sets a private option of the encoder (such as the GIF encoder's `gifflags`); it applies
    /// to the frames sent after it.
    func setEncoderOption(_ name: String, _ value: Int64) throws(ExportError) {
        try check(av_opt_set_int(muxer.videoCodec?.pointee.priv_data, name, value, 0), "set the encoder option \(name)")
    }

    /// A private option of the encoder, as it is now.
    func encoderOption(_ name: String) throws(ExportError) -> Int64 {
        var value: Int64 = 0
        try check(av_opt_get_int(muxer.videoCodec?.pointee.priv_data, name, 0, &value), "read the encoder option \(name)")
        return value
    }

    /// Sets a private option of the muxer (such as the GIF muxer's `final_delay`).
    func setMuxerOption(_ name: String, _ value: Int64) throws(ExportError) {
        try check(av_opt_set_int(muxer.format!.pointee.priv_data, name, value, 0), "set the \(container) option \(name)")
    }
}
