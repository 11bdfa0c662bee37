import CFFmpeg
import Render
import Scene

/// Compresses frames into PNG files with libavcodec's `png` encoder, on a render worker.
final class PNGFrameEncoder: FramePreparer, @unchecked Sendable {
    private let converter: PictureConverter
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var packet: UnsafeMutablePointer<AVPacket>?

    init(width: Int, height: Int, keepsAlpha: Bool, background: Color, compressionLevel: Int) throws {
        let pixelFormat = keepsAlpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24
        converter = try PictureConverter(layout: PictureLayout(
            width: width, height: height, encodedWidth: width, encodedHeight: height,
            pixelFormat: pixelFormat, isYUV: false, keepsAlpha: keepsAlpha, padColor: background))
        guard let encoder = avcodec_find_encoder_by_name("png") else { throw ExportError.encoderMissing(name: "png") }
        codec = avcodec_alloc_context3(encoder)
        packet = av_packet_alloc()
        guard let codec, packet != nil else { throw ExportError.ffmpeg(operation: "allocate the PNG encoder", message: "out of memory") }
        codec.pointee.width = Int32(width)
        codec.pointee.height = Int32(height)
        codec.pointee.pix_fmt = pixelFormat
        codec.pointee.time_base = AVRational(num: 1, den: 1)
        codec.pointee.compression_level = Int32(compressionLevel)
        try check(avcodec_open2(codec, encoder, nil), "open the PNG encoder")
    }

    deinit {
        avcodec_free_context(&codec)
        av_packet_free(&packet)
    }

    /// The frame as a complete PNG file.
    func prepare(_ frame: Frame) throws -> [UInt8] {
        let picture = try converter.prepare(frame)
        try check(avcodec_send_frame(codec, picture.frame), "compress a PNG")
        try check(avcodec_receive_packet(codec, packet), "compress a PNG")
        defer { av_packet_unref(packet) }
        let bytes = [UInt8](UnsafeBufferPointer(start: packet!.pointee.data, count: Int(packet!.pointee.size)))
        return bytes
    }
}
