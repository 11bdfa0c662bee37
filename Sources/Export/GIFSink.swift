import CFFmpeg
import Foundation
import Render

/// Writes palette frames through FFmpeg's GIF encoder and muxer: exact delays in 1/100 s,
/// consecutive identical frames stored once with a longer delay, a loop count.
final class GIFSink: FrameSink {
    private let file: AtomicFile
    private let fps: Double
    private let makePreparerBody: () throws -> any FramePreparer
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    /// Frames received so far.
    private var frameIndex = 0
    /// The frame waiting for its delay, known when the next different frame arrives.
    private var pending: (image: IndexedImage, start: Int64)?
    /// Frames that repeated the one before and were merged into its delay.
    private(set) var mergedFrames = 0

    /// - Parameters:
    ///   - loopCount: plays; 0 is forever.
    ///   - makePreparer: makes each worker's palette mapper.
    init(path: String, width: Int, height: Int, fps: Double, loopCount: Int, makePreparer: @escaping () throws -> any FramePreparer) throws {
        self.fps = fps
        self.makePreparerBody = makePreparer
        FFmpegLogging.quiet()
        file = try AtomicFile(target: path)
        do {
            try open(width: width, height: height, loopCount: loopCount)
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

    private func open(width: Int, height: Int, loopCount: Int) throws(ExportError) {
        try check(avformat_alloc_output_context2(&format, nil, "gif", file.temporaryPath), "set up a GIF file")
        guard let encoder = avcodec_find_encoder_by_name("gif") else { throw ExportError.encoderMissing(name: "gif") }
        guard let stream = avformat_new_stream(format, nil), let codec = avcodec_alloc_context3(encoder), let packet = av_packet_alloc() else {
            throw ExportError.ffmpeg(operation: "allocate the GIF stream", message: "out of memory")
        }
        self.stream = stream
        self.codec = codec
        self.packet = packet
        codec.pointee.width = Int32(width)
        codec.pointee.height = Int32(height)
        codec.pointee.pix_fmt = AV_PIX_FMT_PAL8
        // GIF delays are counted in 1/100 s.
        codec.pointee.time_base = AVRational(num: 1, den: 100)
        try check(avcodec_open2(codec, encoder, nil), "open the GIF encoder")
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, codec), "copy the encoder parameters")
        stream.pointee.time_base = codec.pointee.time_base
        try check(avio_open(&format!.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE), "open \(file.temporaryPath) for writing")
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        // The muxer's `loop` counts repeats after the first play: 0 forever, -1 none.
        av_dict_set(&options, "loop", String(loopCount == 0 ? 0 : loopCount == 1 ? -1 : loopCount - 1), 0)
        try check(avformat_write_header(format, &options), "write the GIF header")
    }

    func makePreparer() throws -> any FramePreparer { try makePreparerBody() }

    /// The start of frame `n` in 1/100 s, from the integer frame so delays add up exactly.
    private func start(ofFrame n: Int) -> Int64 { Int64((Double(n) * 100 / fps).rounded()) }

    func write(_ frame: PreparedFrame) throws {
        guard case .indexed(let image) = frame.content else {
            throw ExportError.ffmpeg(operation: "encode a GIF frame", message: "the frame was prepared for another kind of output")
        }
        let start = start(ofFrame: frameIndex)
        frameIndex += 1
        if let pending, pending.image == image {
            mergedFrames += 1
            return
        }
        try flushPending(until: start)
        pending = (image, start)
    }

    private func flushPending(until end: Int64) throws(ExportError) {
        guard let (image, start) = pending else { return }
        pending = nil
        guard let picture = av_frame_alloc() else { throw ExportError.ffmpeg(operation: "allocate a GIF frame", message: "out of memory") }
        var owned: UnsafeMutablePointer<AVFrame>? = picture
        defer { av_frame_free(&owned) }
        picture.pointee.format = AV_PIX_FMT_PAL8.rawValue
        picture.pointee.width = Int32(image.width)
        picture.pointee.height = Int32(image.height)
        try check(av_frame_get_buffer(picture, 0), "allocate a GIF frame")
        let (indices, palette, stride) = (picture.pointee.data.0!, picture.pointee.data.1!, Int(picture.pointee.linesize.0))
        image.indices.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                (indices + y * stride).update(from: source.baseAddress! + y * image.width, count: image.width)
            }
        }
        image.palette.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(palette).copyMemory(from: bytes.baseAddress!, byteCount: 1024)
        }
        picture.pointee.pts = start
        try check(avcodec_send_frame(codec, picture), "encode a GIF frame")
        try drainPackets(duration: end - start)
    }

    private func drainPackets(duration: Int64) throws(ExportError) {
        while true {
            let status = avcodec_receive_packet(codec, packet)
            if status == reel_averror_eagain() || status == reel_averror_eof() { return }
            try check(status, "encode a GIF frame")
            // The muxer writes each delay as the next frame's time minus this one's, and the
            // last frame's delay from its packet's duration.
            packet!.pointee.duration = duration
            av_packet_rescale_ts(packet, codec!.pointee.time_base, stream!.pointee.time_base)
            packet!.pointee.stream_index = stream!.pointee.index
            try check(av_interleaved_write_frame(format, packet), "write to \(file.target)")
        }
    }

    func finish() throws {
        do {
            let lastDelay = pending.map { start(ofFrame: frameIndex) - $0.start } ?? 0
            try flushPending(until: start(ofFrame: frameIndex))
            try check(avcodec_send_frame(codec, nil), "flush the GIF encoder")
            try drainPackets(duration: 0)
            // The muxer writes each frame when the next arrives, and the last one in the
            // trailer with `final_delay` (else it repeats the previous delay).
            try check(av_opt_set_int(format!.pointee.priv_data, "final_delay", lastDelay, 0), "set the last GIF delay")
            try check(av_write_trailer(format), "finish \(file.target)")
            try check(avio_closep(&format!.pointee.pb), "close \(file.target)")
            close()
            try file.commit()
        } catch {
            cancel()
            throw error
        }
    }

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
        av_packet_free(&packet)
    }
}
