import CFFmpeg
import Foundation
import Render

/// Writes frames through one libavcodec encoder into one libavformat file (MP4, WebM, MOV,
/// APNG, WebP), under a temporary name that is renamed onto the target only when complete.
public final class EncodedFileSink: FrameSink {
    private let file: AtomicFile
    private let settings: StreamSettings
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frameIndex: Int64 = 0

    init(path: String, settings: StreamSettings) throws {
        self.settings = settings
        FFmpegLogging.quiet()
        file = try AtomicFile(target: path)
        do {
            try open()
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

    /// Whether the frame was padded to the encoder's even dimensions.
    public var isPadded: Bool { settings.layout.isPadded }

    private func open() throws(ExportError) {
        let layout = settings.layout
        try check(avformat_alloc_output_context2(&format, nil, settings.container, file.temporaryPath), "set up a \(settings.container) file")
        guard let encoder = avcodec_find_encoder_by_name(settings.encoder) else {
            throw ExportError.encoderMissing(name: settings.encoder)
        }
        guard let stream = avformat_new_stream(format, nil), let codec = avcodec_alloc_context3(encoder),
              let packet = av_packet_alloc() else {
            throw ExportError.ffmpeg(operation: "allocate the video stream", message: "out of memory")
        }
        self.stream = stream
        self.codec = codec
        self.packet = packet
        codec.pointee.width = Int32(layout.encodedWidth)
        codec.pointee.height = Int32(layout.encodedHeight)
        codec.pointee.pix_fmt = layout.pixelFormat
        codec.pointee.time_base = av_inv_q(settings.frameRate)
        codec.pointee.framerate = settings.frameRate
        if let gop = settings.gopSize { codec.pointee.gop_size = Int32(gop) }
        if layout.isYUV {
            codec.pointee.color_range = AVCOL_RANGE_MPEG
            codec.pointee.colorspace = AVCOL_SPC_BT709
            codec.pointee.color_primaries = AVCOL_PRI_BT709
            codec.pointee.color_trc = AVCOL_TRC_BT709
        }
        if format!.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        var codecOptions: OpaquePointer?
        defer { av_dict_free(&codecOptions) }
        for option in settings.codecOptions { av_dict_set(&codecOptions, option.name, option.value, 0) }
        try check(avcodec_open2(codec, encoder, &codecOptions), "open the \(settings.encoder) encoder")
        if let unused = av_dict_get(codecOptions, "", nil, AV_DICT_IGNORE_SUFFIX) {
            throw ExportError.ffmpeg(operation: "configure \(settings.encoder)", message: "it has no option '\(String(cString: unused.pointee.key))'")
        }
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, codec), "copy the encoder parameters")
        if let tag = settings.codecTag {
            let bytes = Array(tag.utf8)
            stream.pointee.codecpar.pointee.codec_tag = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        }
        stream.pointee.time_base = codec.pointee.time_base
        stream.pointee.avg_frame_rate = settings.frameRate

        try check(avio_open(&format!.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE), "open \(file.temporaryPath) for writing")
        var muxerOptions: OpaquePointer?
        defer { av_dict_free(&muxerOptions) }
        for option in settings.muxerOptions { av_dict_set(&muxerOptions, option.name, option.value, 0) }
        try check(avformat_write_header(format, &muxerOptions), "write the \(settings.container) header")
        if let unused = av_dict_get(muxerOptions, "", nil, AV_DICT_IGNORE_SUFFIX) {
            throw ExportError.ffmpeg(operation: "configure the \(settings.container) muxer", message: "it has no option '\(String(cString: unused.pointee.key))'")
        }
    }

    public func makePreparer() throws -> any FramePreparer {
        try PictureConverter(layout: settings.layout)
    }

    public func write(_ frame: PreparedFrame) throws {
        guard let codec else { throw ExportError.ffmpeg(operation: "encode a frame", message: "the encoder is closed") }
        guard case .picture(let picture) = frame.content else {
            throw ExportError.ffmpeg(operation: "encode a frame", message: "the frame was prepared for another kind of output")
        }
        // The encoder keeps its own reference to the picture's buffers, so a hold can pass the
        // same picture again with a new timestamp.
        picture.frame.pointee.pts = frameIndex
        frameIndex += 1
        try check(avcodec_send_frame(codec, picture.frame), "encode frame \(frameIndex - 1)")
        try drainPackets()
    }

    private func drainPackets() throws(ExportError) {
        while true {
            let status = avcodec_receive_packet(codec, packet)
            if status == reel_averror_eagain() || status == reel_averror_eof() { return }
            try check(status, "encode a frame")
            // Every frame lasts one frame interval; muxers need it for the last frame's length.
            if packet!.pointee.duration == 0 { packet!.pointee.duration = 1 }
            av_packet_rescale_ts(packet, codec!.pointee.time_base, stream!.pointee.time_base)
            packet!.pointee.stream_index = stream!.pointee.index
            try check(av_interleaved_write_frame(format, packet), "write to \(file.target)")
        }
    }

    public func finish() throws {
        do {
            try check(avcodec_send_frame(codec, nil), "flush the encoder")
            try drainPackets()
            try check(av_write_trailer(format), "finish \(file.target)")
            try check(avio_closep(&format!.pointee.pb), "close \(file.target)")
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
        avcodec_free_context(&codec)
        av_packet_free(&packet)
    }
}
