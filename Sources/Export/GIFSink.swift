import CFFmpeg
import Foundation
import Render

/// Writes palette frames through FFmpeg's GIF encoder and muxer: exact delays in 1/100 s,
/// consecutive identical frames stored once with a longer delay, a loop count. Its preparer
/// maps frames onto a palette: one shared palette (`PaletteMapper`) or one per frame.
final class GIFSink<Preparer: FramePreparer>: FrameSink where Preparer.Prepared == IndexedImage {
    private let output: EncoderOutput
    private let fps: Double
    private let makePreparerBody: () throws -> Preparer
    /// Frames received so far.
    private var frameIndex = 0
    /// The frame waiting for its delay, known when the next different frame arrives.
    private var pending: (image: IndexedImage, start: Int64)?
    /// Frames that repeated the one before and were merged into its delay.
    private(set) var mergedFrames = 0
    /// The palette index FFmpeg's encoder treats as transparent, taken from the first
    /// frame's palette as the encoder does; `nil` until then, or when no entry is transparent.
    private var transparentIndex: UInt8??
    /// The encoder's own `gifflags` (cropping to what changed, marking unchanged pixels).
    private let defaultFlags: Int64

    /// - Parameters:
    ///   - loopCount: plays; 0 is forever.
    ///   - makePreparer: makes each worker's palette mapper.
    init(path: String, width: Int, height: Int, fps: Double, loopCount: Int, makePreparer: @escaping () throws -> Preparer) throws {
        self.fps = fps
        self.makePreparerBody = makePreparer
        // The muxer's `loop` counts repeats after the first play: 0 forever, -1 none.
        let loop = String(loopCount == 0 ? 0 : loopCount == 1 ? -1 : loopCount - 1)
        output = try EncoderOutput(path: path, container: "gif", encoderName: "gif", muxerOptions: [("loop", loop)]) { codec, _ in
            codec.pointee.width = Int32(width)
            codec.pointee.height = Int32(height)
            codec.pointee.pix_fmt = AV_PIX_FMT_PAL8
            // GIF delays are counted in 1/100 s.
            codec.pointee.time_base = AVRational(num: 1, den: 100)
        }
        defaultFlags = try output.encoderOption("gifflags")
    }

    func makePreparer() throws -> Preparer { try makePreparerBody() }

    /// The start of frame `n` in 1/100 s, from the integer frame so delays add up exactly.
    private func start(ofFrame n: Int) -> Int64 { Int64((Double(n) * 100 / fps).rounded()) }

    func write(_ image: IndexedImage) throws {
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
        try encode(picture, duration: end - start, disposal: try disposal(for: image))
    }

    /// With transparency every frame must stand alone, drawn on a cleared canvas: FFmpeg's
    /// encoder picks a frame's disposal from that frame only (a frame with transparent pixels
    /// is cropped to its content and cleared after; one without is stored as the difference
    /// from the previous frame and kept), so the frame after an opaque one showed it through
    /// its transparent pixels. A frame without transparent pixels is therefore stored whole
    /// (no difference cropping) and cleared after, like every other frame.
    private func disposal(for image: IndexedImage) throws(ExportError) -> GIFDisposal? {
        if transparentIndex == nil {
            let transparent = image.palette.enumerated().filter { $0.element >> 24 < 128 }
            transparentIndex = .some(transparent.min { $0.element >> 24 < $1.element >> 24 }.map { UInt8($0.offset) })
        }
        guard let index = transparentIndex ?? nil else { return nil }
        try output.setEncoderOption("gifflags", image.indices.contains(index) ? defaultFlags : 0)
        return .restoreToBackground
    }

    private func encode(_ picture: UnsafeMutablePointer<AVFrame>?, duration: Int64, disposal: GIFDisposal? = nil) throws(ExportError) {
        // The muxer writes each delay as the next frame's time minus this one's, and the last
        // frame's delay from its packet's duration.
        var failure: ExportError?
        try output.encode(picture, operation: "encode a GIF frame") { packet in
            packet.pointee.duration = duration
            do throws(ExportError) { try disposal?.apply(to: packet, transparentIndex: transparentIndex ?? nil) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    func finish() throws {
        try output.abandoningOnFailure {
            let lastDelay = pending.map { start(ofFrame: frameIndex) - $0.start } ?? 0
            try flushPending(until: start(ofFrame: frameIndex))
            try encode(nil, duration: 0)
            // The muxer writes each frame when the next arrives, and the last one in the
            // trailer with `final_delay` (else it repeats the previous delay).
            try output.setMuxerOption("final_delay", lastDelay)
            try output.finish()
        }
    }

    func cancel() {
        output.cancel()
    }
}
