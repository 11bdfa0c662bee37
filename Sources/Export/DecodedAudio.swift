import CFFmpeg

/// The audio stream of a media file decoded as it is, without resampling, to check what a
/// writer really produced (codec, rate, exact length, the samples themselves).
public struct DecodedAudio: Sendable {
    /// The decoder's codec name (`aac`, `opus`, `pcm_s16le`).
    public var codecName: String
    /// Samples per second per channel.
    public var sampleRate: Int
    /// Channels in `samples`, interleaved.
    public var channels: Int
    /// Every decoded sample, interleaved by channel, as float (16-bit PCM scaled by 1/32768).
    /// libavcodec has dropped the encoder's priming here (the MP4 edit list's start, Opus'
    /// pre-skip); for AAC it keeps the padding of the last packet.
    public var samples: [Float]
    /// The stream's length as the container declares it, in samples (the MP4 edit list's
    /// duration, which players stop at); `nil` when the container does not say.
    public var declaredLength: Int?

    /// Samples per channel that decoded.
    public var decodedLength: Int { channels == 0 ? 0 : samples.count / channels }

    /// Samples per channel a player plays: the decoded ones, up to the declared length.
    public var playedLength: Int { min(decodedLength, declaredLength ?? decodedLength) }

    /// Decodes the best audio stream of `path`; throws when there is none.
    public static func decode(_ path: String) throws -> DecodedAudio {
        let reader = Reader()
        return try reader.decode(path)
    }

    /// Owns the FFmpeg contexts while decoding.
    private final class Reader {
        var format: UnsafeMutablePointer<AVFormatContext>?
        var decoder: UnsafeMutablePointer<AVCodecContext>?
        var packet = av_packet_alloc()
        var frame = av_frame_alloc()

        deinit {
            avcodec_free_context(&decoder)
            avformat_close_input(&format)
            av_packet_free(&packet)
            av_frame_free(&frame)
        }

        func decode(_ path: String) throws -> DecodedAudio {
            try FFmpegLibraries.open()
            try check(avformat_open_input(&format, path, nil, nil), "open \(path)")
            try check(avformat_find_stream_info(format, nil), "read the stream info of \(path)")
            let index = try check(av_find_best_stream(format, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0), "find an audio stream in \(path)")
            let stream = format!.pointee.streams[Int(index)]!
            let parameters = stream.pointee.codecpar!
            guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
                throw ExportError.ffmpeg(operation: "find an audio decoder for \(path)", message: "no decoder")
            }
            decoder = avcodec_alloc_context3(codec)
            try check(avcodec_parameters_to_context(decoder, parameters), "configure the audio decoder")
            try check(avcodec_open2(decoder, codec, nil), "open the audio decoder")
            let channels = Int(parameters.pointee.ch_layout.nb_channels)
            var declared: Int?
            if stream.pointee.duration > 0 {
                let timeBase = stream.pointee.time_base
                declared = Int(av_rescale(stream.pointee.duration, Int64(timeBase.num) * Int64(parameters.pointee.sample_rate), Int64(timeBase.den)))
            }
            var result = DecodedAudio(
                codecName: String(cString: codec.pointee.name), sampleRate: Int(parameters.pointee.sample_rate), channels: channels,
                samples: [], declaredLength: declared)

            func receive() throws {
                while true {
                    let status = avcodec_receive_frame(decoder, frame)
                    if status == reel_averror_eagain() || status == reel_averror_eof() { return }
                    try check(status, "decode audio of \(path)")
                    try append(frame!, channels: channels, to: &result.samples)
                    av_frame_unref(frame)
                }
            }
            while av_read_frame(format, packet) >= 0 {
                defer { av_packet_unref(packet) }
                guard packet!.pointee.stream_index == index else { continue }
                try check(avcodec_send_packet(decoder, packet), "decode \(path)")
                try receive()
            }
            try check(avcodec_send_packet(decoder, nil), "flush the audio decoder")
            try receive()
            return result
        }

        private func append(_ frame: UnsafeMutablePointer<AVFrame>, channels: Int, to samples: inout [Float]) throws {
            let count = Int(frame.pointee.nb_samples)
            let planes = UnsafeMutableRawPointer(frame.pointee.extended_data!).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
            let format = AVSampleFormat(frame.pointee.format)
            samples.reserveCapacity(samples.count + count * channels)
            for i in 0..<count {
                for c in 0..<channels {
                    switch format {
                    case AV_SAMPLE_FMT_FLTP: samples.append(planes[c]!.assumingMemoryBound(to: Float.self)[i])
                    case AV_SAMPLE_FMT_FLT: samples.append(planes[0]!.assumingMemoryBound(to: Float.self)[i * channels + c])
                    case AV_SAMPLE_FMT_S16: samples.append(Float(planes[0]!.assumingMemoryBound(to: Int16.self)[i * channels + c]) / 32768)
                    case AV_SAMPLE_FMT_S16P: samples.append(Float(planes[c]!.assumingMemoryBound(to: Int16.self)[i]) / 32768)
                    default:
                        throw ExportError.ffmpeg(operation: "read decoded audio", message: "sample format \(String(cString: av_get_sample_fmt_name(format))) is not handled")
                    }
                }
            }
        }
    }
}
