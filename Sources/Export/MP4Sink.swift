import CFFmpeg
import Foundation
import Render
import Scene

/// Writes frames as H.264 in MP4: BT.709 limited-range 4:2:0, tagged so, with the index at the
/// front (`+faststart`) so players start before the whole file arrives.
public final class MP4Sink: FrameSink {
    private let file: AtomicFile
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var scaler: OpaquePointer?
    private var picture: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frameIndex: Int64 = 0
    private let width: Int, height: Int
    private let encodedWidth: Int, encodedHeight: Int
    private let padColor: Color
    private var isOpen = false

    /// Opens `path` for writing. Odd sizes are padded by one pixel of `padColor`, as 4:2:0 needs
    /// even dimensions.
    public init(path: String, width: Int, height: Int, fps: Double, padColor: Color = .black, options: VideoOptions = VideoOptions()) throws {
        self.width = width
        self.height = height
        self.encodedWidth = width + width % 2
        self.encodedHeight = height + height % 2
        self.padColor = padColor
        FFmpegLogging.quiet()
        file = try AtomicFile(target: path)
        do {
            try open(fps: fps, options: options)
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

    /// Whether the dimensions had to be padded to be even.
    public var isPadded: Bool { encodedWidth != width || encodedHeight != height }

    private func open(fps: Double, options: VideoOptions) throws(ExportError) {
        try check(avformat_alloc_output_context2(&format, nil, "mp4", file.temporaryPath), "set up an MP4 file")
        guard let encoder = avcodec_find_encoder_by_name(options.codec) else {
            throw ExportError.encoderMissing(name: options.codec)
        }
        guard let stream = avformat_new_stream(format, nil), let codec = avcodec_alloc_context3(encoder) else {
            throw ExportError.ffmpeg(operation: "allocate the video stream", message: "out of memory")
        }
        self.stream = stream
        self.codec = codec
        let rate = av_d2q(fps, 1_000_000)
        codec.pointee.width = Int32(encodedWidth)
        codec.pointee.height = Int32(encodedHeight)
        codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        codec.pointee.time_base = av_inv_q(rate)
        codec.pointee.framerate = rate
        codec.pointee.gop_size = Int32(max(1, min(250, Int(fps * 10))))
        codec.pointee.color_range = AVCOL_RANGE_MPEG
        codec.pointee.colorspace = AVCOL_SPC_BT709
        codec.pointee.color_primaries = AVCOL_PRI_BT709
        codec.pointee.color_trc = AVCOL_TRC_BT709
        if format!.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        try check(av_opt_set(codec.pointee.priv_data, "preset", options.preset, 0), "set the preset '\(options.preset)'")
        try check(av_opt_set(codec.pointee.priv_data, "crf", String(options.crf), 0), "set crf \(options.crf)")
        try check(avcodec_open2(codec, encoder, nil), "open the \(options.codec) encoder")
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, codec), "copy the encoder parameters")
        stream.pointee.time_base = codec.pointee.time_base
        stream.pointee.avg_frame_rate = rate

        try check(avio_open(&format!.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE), "open \(file.temporaryPath) for writing")
        var muxerOptions: OpaquePointer?
        av_dict_set(&muxerOptions, "movflags", "+faststart", 0)
        defer { av_dict_free(&muxerOptions) }
        try check(avformat_write_header(format, &muxerOptions), "write the MP4 header")
        isOpen = true

        guard let picture = av_frame_alloc(), let packet = av_packet_alloc() else {
            throw ExportError.ffmpeg(operation: "allocate frames", message: "out of memory")
        }
        self.picture = picture
        self.packet = packet
        picture.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        picture.pointee.width = Int32(encodedWidth)
        picture.pointee.height = Int32(encodedHeight)
        picture.pointee.color_range = AVCOL_RANGE_MPEG
        picture.pointee.colorspace = AVCOL_SPC_BT709
        picture.pointee.color_primaries = AVCOL_PRI_BT709
        picture.pointee.color_trc = AVCOL_TRC_BT709
        try check(av_frame_get_buffer(picture, 0), "allocate a picture buffer")

        scaler = sws_getContext(
            Int32(encodedWidth), Int32(encodedHeight), AV_PIX_FMT_BGRA,
            Int32(encodedWidth), Int32(encodedHeight), AV_PIX_FMT_YUV420P,
            Int32(SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP), nil, nil, nil)
        guard scaler != nil else { throw ExportError.ffmpeg(operation: "set up colour conversion", message: "sws_getContext failed") }
        // swscale defaults to BT.601; the stream is tagged BT.709, so convert with BT.709 too.
        let coefficients = sws_getCoefficients(SWS_CS_ITU709)
        sws_setColorspaceDetails(scaler, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16)
    }

    public func write(_ frame: Frame) throws {
        guard let codec, let picture else { throw ExportError.ffmpeg(operation: "encode a frame", message: "the encoder is closed") }
        let source = isPadded ? padded(frame) : frame
        try check(av_frame_make_writable(picture), "make the picture writable")
        source.pixels.withUnsafeBufferPointer { pixels in
            var sourcePlanes: [UnsafePointer<UInt8>?] = [pixels.baseAddress, nil, nil, nil]
            var sourceStrides: [Int32] = [Int32(source.stride), 0, 0, 0]
            withUnsafeMutablePointer(to: &picture.pointee.data) { dataTuple in
                dataTuple.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                    withUnsafeMutablePointer(to: &picture.pointee.linesize) { linesizeTuple in
                        linesizeTuple.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                            _ = sws_scale(scaler, &sourcePlanes, &sourceStrides, 0, Int32(source.height), planes, strides)
                        }
                    }
                }
            }
        }
        picture.pointee.pts = frameIndex
        frameIndex += 1
        try check(avcodec_send_frame(codec, picture), "encode frame \(frameIndex - 1)")
        try drainPackets()
    }

    private func padded(_ frame: Frame) -> Frame {
        var result = Frame(width: encodedWidth, height: encodedHeight)
        let a = padColor.alpha
        let fill: [UInt8] = [padColor.blue * a, padColor.green * a, padColor.red * a, a].map { UInt8(($0 * 255).rounded()) }
        for y in 0..<encodedHeight {
            for x in 0..<encodedWidth {
                let o = y * result.stride + x * 4
                if x < frame.width, y < frame.height {
                    let i = y * frame.stride + x * 4
                    for k in 0..<4 { result.pixels[o + k] = frame.pixels[i + k] }
                } else {
                    for k in 0..<4 { result.pixels[o + k] = fill[k] }
                }
            }
        }
        return result
    }

    private func drainPackets() throws(ExportError) {
        while true {
            let status = avcodec_receive_packet(codec, packet)
            if status == reel_averror_eagain() || status == reel_averror_eof() { return }
            try check(status, "encode a frame")
            av_packet_rescale_ts(packet, codec!.pointee.time_base, stream!.pointee.time_base)
            packet!.pointee.stream_index = stream!.pointee.index
            try check(av_interleaved_write_frame(format, packet), "write a packet to \(file.target)")
        }
    }

    public func finish() throws {
        do {
            try check(avcodec_send_frame(codec, nil), "flush the encoder")
            try drainPackets()
            try check(av_write_trailer(format), "write the MP4 index")
            isOpen = false
            close()
            try file.commit()
        } catch {
            cancel()
            throw error
        }
    }

    public func cancel() {
        close()
        file.discard()
    }

    private func close() {
        if let format {
            if format.pointee.pb != nil { avio_closep(&format.pointee.pb) }
            avformat_free_context(format)
            self.format = nil
        }
        isOpen = false
        avcodec_free_context(&codec)
        av_frame_free(&picture)
        av_packet_free(&packet)
        if let scaler { sws_freeContext(scaler); self.scaler = nil }
    }
}
