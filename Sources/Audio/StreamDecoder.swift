import CFFmpeg

/// One stream of a media file decoded from its start, as it is: the demuxer, the decoder and
/// the packet and frame they pass, freed together. `DecodedAudio` and `Export`'s `MediaProbe`
/// read written files back through it.
package final class StreamDecoder {
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var decoder: UnsafeMutablePointer<AVCodecContext>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private let path: String
    /// `audio` or `video`, for messages.
    private let kind: String
    private var streamIndex: Int32 = -1

    /// The file's container.
    package var container: UnsafeMutablePointer<AVFormatContext> { format! }
    /// The stream being decoded.
    package var stream: UnsafeMutablePointer<AVStream> { format!.pointee.streams[Int(streamIndex)]! }
    /// The stream's codec parameters as the container declares them.
    package var parameters: UnsafeMutablePointer<AVCodecParameters> { stream.pointee.codecpar! }
    private var codec: UnsafePointer<AVCodec>?
    /// The decoder's name (`aac`, `libvpx-vp9` …).
    package var decoderName: String { String(cString: codec!.pointee.name) }

    /// Opens the best stream of `media` in `path`, with the decoder named `preferredDecoder` instead
    /// of FFmpeg's default for the codec when given.
    package init(path: String, media: AVMediaType, preferredDecoder: String? = nil) throws(AudioError) {
        self.path = path
        kind = media == AVMEDIA_TYPE_AUDIO ? "audio" : "video"
        try FFmpegLibraries.open(orThrow: AudioError.ffmpegMissing)
        try check(avformat_open_input(&format, path, nil, nil), "open \(path)")
        try check(avformat_find_stream_info(format, nil), "read the stream info of \(path)")
        streamIndex = try check(av_find_best_stream(format, media, -1, -1, nil, 0), "find \(kind == "audio" ? "an" : "a") \(kind) stream in \(path)")
        let codecID = parameters.pointee.codec_id
        guard let found = preferredDecoder.map({ avcodec_find_decoder_by_name($0) }) ?? avcodec_find_decoder(codecID) else {
            throw AudioError.ffmpeg(operation: "find a decoder for \(path)", message: "no decoder \(preferredDecoder ?? "")")
        }
        codec = found
        decoder = avcodec_alloc_context3(found)
        try check(avcodec_parameters_to_context(decoder, parameters), "configure the \(kind) decoder")
        try check(avcodec_open2(decoder, found, nil), "open the \(kind) decoder")
        frame = av_frame_alloc()
        packet = av_packet_alloc()
    }

    deinit {
        avcodec_free_context(&decoder)
        avformat_close_input(&format)
        av_frame_free(&frame)
        av_packet_free(&packet)
    }

    /// Sends every packet of the stream to the decoder, then flushes it, handing each decoded
    /// frame to `body` (valid only during the call).
    package func decodeAll(_ body: (UnsafeMutablePointer<AVFrame>) throws -> Void) throws {
        func receive() throws {
            while true {
                let status = avcodec_receive_frame(decoder, frame)
                if status == reel_averror_eagain() || status == reel_averror_eof() { return }
                try check(status, "decode a frame of \(path)")
                try body(frame!)
                av_frame_unref(frame)
            }
        }
        while av_read_frame(format, packet) >= 0 {
            defer { av_packet_unref(packet) }
            guard packet!.pointee.stream_index == streamIndex else { continue }
            try check(avcodec_send_packet(decoder, packet), "decode \(path)")
            try receive()
        }
        try check(avcodec_send_packet(decoder, nil), "flush the \(kind) decoder")
        try receive()
    }
}
