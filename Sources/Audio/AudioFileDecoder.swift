import CFFmpeg
import Scene

/// Decodes one sound file from its start, as 48 kHz stereo 32-bit float samples (interleaved),
/// a block at a time: libavformat reads it, libavcodec decodes it and libswresample converts
/// its rate, channels and sample format. Only one decoded packet is held at once.
///
/// The samples are a pure function of the file: the same file decodes to the same samples,
/// and sample i is the same whether reading started at 0 or skipped to i.
final class AudioFileDecoder {
    let path: String
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var decoder: UnsafeMutablePointer<AVCodecContext>?
    private var resampler: OpaquePointer?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var streamIndex: Int32 = -1
    /// Converted samples not yet handed out (interleaved stereo), from `pendingStart`.
    private var pending: [Float] = []
    private var pendingStart = 0
    /// The sample format, rate and channel count the resampler was set up for.
    private var inputShape: (Int32, Int32, Int32) = (-1, 0, 0)
    private var decoderDrained = false
    private var resamplerDrained = false

    static let sampleRate = AudioMix.sampleRate
    static let channels = AudioMix.channels

    init(path: String) throws(AudioError) {
        self.path = path
        try FFmpegLibraries.open(orThrow: AudioError.ffmpegMissing)
        do {
            try open()
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// What the file's container says about its audio (the exact length needs decoding).
    private(set) var info = AudioFileInfo(codec: "", sampleRate: 0, channels: 0, duration: nil)

    private func open() throws(AudioError) {
        func fail(_ code: Int32) -> AudioError { .unreadable(path: path, reason: ffmpegMessage(code)) }
        var status = avformat_open_input(&format, path, nil, nil)
        guard status >= 0 else { throw fail(status) }
        status = avformat_find_stream_info(format, nil)
        guard status >= 0 else { throw fail(status) }
        streamIndex = av_find_best_stream(format, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0)
        guard streamIndex >= 0 else { throw AudioError.unreadable(path: path, reason: "it has no audio stream") }
        let stream = format!.pointee.streams[Int(streamIndex)]!
        let parameters = stream.pointee.codecpar!
        guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
            throw AudioError.unreadable(path: path, reason: "this FFmpeg has no decoder for its codec \(String(cString: avcodec_get_name(parameters.pointee.codec_id)))")
        }
        guard let decoder = avcodec_alloc_context3(codec), let packet = av_packet_alloc(), let frame = av_frame_alloc() else {
            throw AudioError.unreadable(path: path, reason: "out of memory")
        }
        self.decoder = decoder
        self.packet = packet
        self.frame = frame
        status = avcodec_parameters_to_context(decoder, parameters)
        guard status >= 0 else { throw fail(status) }
        // One thread: frame threading would add a delay, and the result must not depend on it.
        decoder.pointee.thread_count = 1
        status = avcodec_open2(decoder, codec, nil)
        guard status >= 0 else { throw fail(status) }

        var duration: Double?
        if stream.pointee.duration > 0 {
            duration = Double(stream.pointee.duration) * av_q2d(stream.pointee.time_base)
        } else if format!.pointee.duration > 0 {
            duration = Double(format!.pointee.duration) / Double(AV_TIME_BASE)
        }
        info = AudioFileInfo(
            codec: String(cString: avcodec_get_name(parameters.pointee.codec_id)),
            sampleRate: Int(parameters.pointee.sample_rate), channels: Int(parameters.pointee.ch_layout.nb_channels),
            duration: duration)
    }

    /// Fills `buffer` with up to `frames` stereo samples; fewer only at the end of the file.
    func read(into buffer: UnsafeMutablePointer<Float>, frames: Int) throws(AudioError) -> Int {
        var delivered = 0
        while delivered < frames {
            if pendingStart == pending.count {
                guard try refill() else { break }
                continue
            }
            let available = (pending.count - pendingStart) / Self.channels
            let count = min(available, frames - delivered)
            pending.withUnsafeBufferPointer { source in
                (buffer + delivered * Self.channels).update(from: source.baseAddress! + pendingStart, count: count * Self.channels)
            }
            pendingStart += count * Self.channels
            delivered += count
        }
        return delivered
    }

    /// Decodes and drops up to `frames` samples; returns how many there were.
    func skip(_ frames: Int) throws(AudioError) -> Int {
        var skipped = 0
        while skipped < frames {
            if pendingStart == pending.count {
                guard try refill() else { break }
                continue
            }
            let count = min((pending.count - pendingStart) / Self.channels, frames - skipped)
            pendingStart += count * Self.channels
            skipped += count
        }
        return skipped
    }

    /// Converts the next decoded frame (or the resampler's tail) into `pending`; `false` at the end.
    private func refill() throws(AudioError) -> Bool {
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        while pending.isEmpty {
            if let frame = try nextFrame() {
                defer { av_frame_unref(frame) }
                try convert(frame)
            } else {
                guard !resamplerDrained else { return false }
                resamplerDrained = true
                guard resampler != nil else { return false }
                try convert(nil)
            }
        }
        return true
    }

    /// The next decoded frame, or `nil` when the decoder has given everything.
    private func nextFrame() throws(AudioError) -> UnsafeMutablePointer<AVFrame>? {
        guard let decoder, let packet, let frame, let format else { return nil }
        while true {
            let status = avcodec_receive_frame(decoder, frame)
            if status >= 0 { return frame }
            if status == reel_averror_eof() { return nil }
            guard status == reel_averror_eagain() else { throw AudioError.unreadable(path: path, reason: ffmpegMessage(status)) }
            if decoderDrained { return nil }
            // Feed the next packet of the audio stream, or flush at the end of the file.
            while true {
                let read = av_read_frame(format, packet)
                if read < 0 {
                    guard read == reel_averror_eof() else { throw AudioError.unreadable(path: path, reason: ffmpegMessage(read)) }
                    decoderDrained = true
                    _ = avcodec_send_packet(decoder, nil)
                    break
                }
                defer { av_packet_unref(packet) }
                guard packet.pointee.stream_index == streamIndex else { continue }
                let sent = avcodec_send_packet(decoder, packet)
                // A damaged packet is skipped, as players do; anything else is an error.
                guard sent >= 0 || sent == reel_averror_invaliddata() else {
                    throw AudioError.unreadable(path: path, reason: ffmpegMessage(sent))
                }
                break
            }
        }
    }

    /// Resamples `frame` (or flushes the resampler when `nil`) into `pending`.
    private func convert(_ frame: UnsafeMutablePointer<AVFrame>?) throws(AudioError) {
        if let frame {
            if resampler == nil { try makeResampler(for: frame) }
            let shape = (frame.pointee.format, frame.pointee.sample_rate, frame.pointee.ch_layout.nb_channels)
            guard shape == inputShape else {
                throw AudioError.unreadable(path: path, reason: "its sample format, rate or channels change part-way through")
            }
        }
        guard let resampler else { return }
        let inputCount = frame.map { Int($0.pointee.nb_samples) } ?? 0
        let capacity = Int(swr_get_out_samples(resampler, Int32(inputCount))) + 32
        pending = [Float](repeating: 0, count: capacity * Self.channels)
        let produced = pending.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var output: UnsafeMutablePointer<UInt8>? = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            return withUnsafeMutablePointer(to: &output) { outputPlanes in
                guard let frame else { return swr_convert(resampler, outputPlanes, Int32(capacity), nil, 0) }
                let inputPlanes = UnsafeMutableRawPointer(frame.pointee.extended_data!).assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
                return swr_convert(resampler, outputPlanes, Int32(capacity), inputPlanes, Int32(inputCount))
            }
        }
        guard produced >= 0 else { throw AudioError.unreadable(path: path, reason: ffmpegMessage(produced)) }
        pending.removeLast(pending.count - Int(produced) * Self.channels)
    }

    private func makeResampler(for frame: UnsafeMutablePointer<AVFrame>) throws(AudioError) {
        var input = AVChannelLayout()
        defer { av_channel_layout_uninit(&input) }
        if frame.pointee.ch_layout.order == AV_CHANNEL_ORDER_UNSPEC || frame.pointee.ch_layout.nb_channels == 0 {
            av_channel_layout_default(&input, max(1, frame.pointee.ch_layout.nb_channels))
        } else {
            av_channel_layout_copy(&input, &frame.pointee.ch_layout)
        }
        var output = AVChannelLayout()
        av_channel_layout_default(&output, Int32(Self.channels))
        defer { av_channel_layout_uninit(&output) }
        var context: OpaquePointer?
        var status = swr_alloc_set_opts2(
            &context, &output, AV_SAMPLE_FMT_FLT, Int32(Self.sampleRate),
            &input, AVSampleFormat(frame.pointee.format), frame.pointee.sample_rate, 0, nil)
        guard status >= 0, let context else { throw AudioError.unreadable(path: path, reason: ffmpegMessage(status)) }
        resampler = context
        inputShape = (frame.pointee.format, frame.pointee.sample_rate, frame.pointee.ch_layout.nb_channels)
        if input.nb_channels == 1 {
            // swresample spreads mono at −3 dB a side; a mono file should play at its own level in both.
            var matrix: [Double] = [1, 1]
            status = swr_set_matrix(context, &matrix, 1)
            guard status >= 0 else { throw AudioError.unreadable(path: path, reason: ffmpegMessage(status)) }
        }
        status = swr_init(context)
        guard status >= 0 else { throw AudioError.unreadable(path: path, reason: ffmpegMessage(status)) }
    }

    private func close() {
        avcodec_free_context(&decoder)
        avformat_close_input(&format)
        av_packet_free(&packet)
        av_frame_free(&frame)
        swr_free(&resampler)
    }

    /// The exact number of samples the file decodes to, at 48 kHz.
    static func sampleCount(of path: String) throws(AudioError) -> Int {
        let decoder = try AudioFileDecoder(path: path)
        return try decoder.skip(Int.max)
    }
}
