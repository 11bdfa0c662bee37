import CFFmpeg
import CWebP
import Foundation
import Output

/// Writes an animated WebP with libwebp. Each frame stores exactly the pixels that changed
/// since the previous frame (no tolerance), in their bounding rectangle, encoded on its own; a
/// frame identical to the previous one lengthens it. Frame n starts at round(n × 1000 / fps) ms.
///
/// FFmpeg's `libwebp_anim` wrapper handed frames to libwebp's WebPAnimEncoder, which at lossy
/// quality takes pixels within a few levels of the previous frame for unchanged (a slow fade
/// moved only every few frames, up to 9 levels behind), and truncated every timestamp to
/// whole milliseconds (60 frames at 30 fps lasted 1,999 ms).
final class WebPSink: FrameSink {
    private let settings: WebPSettings
    private let file: AtomicFile
    private let mux: OpaquePointer
    private var config = WebPConfig()
    /// The canvas as the file shows it so far: straight BGRA, `width × 4` bytes a row,
    /// transparent before the first frame as in a viewer.
    private var canvas: [UInt8]
    /// The last changed frame, waiting for the next change to know its duration.
    private var pending: (bitstream: [UInt8], x: Int, y: Int, blends: Bool, start: Int)?
    private var frameIndex = 0

    init(path: String, settings: WebPSettings) throws {
        self.settings = settings
        file = try AtomicFile(target: path)
        guard let mux = WebPMuxNew() else { throw ExportError.ffmpeg(operation: "set up a WebP file", message: "out of memory") }
        self.mux = mux
        canvas = [UInt8](repeating: 0, count: settings.layout.width * settings.layout.height * 4)
        guard WebPConfigInit(&config) != 0 else {
            throw ExportError.ffmpeg(operation: "set up the WebP encoder", message: "libwebp's version does not match its headers")
        }
        config.lossless = settings.lossless ? 1 : 0
        config.quality = settings.quality
        config.method = settings.method
        guard WebPValidateConfig(&config) != 0 else {
            throw ExportError.ffmpeg(operation: "set up the WebP encoder", message: "libwebp rejected the settings")
        }
    }

    deinit { WebPMuxDelete(mux) }

    func makePreparer() throws -> PictureConverter { try PictureConverter(layout: settings.layout) }

    /// Frame `n`'s start in milliseconds, from the integer frame so durations add up exactly.
    private func start(ofFrame n: Int) -> Int { Int((Double(n) * 1000 / settings.fps).rounded()) }

    func write(_ picture: EncoderPicture) throws {
        let start = start(ofFrame: frameIndex)
        frameIndex += 1
        let width = settings.layout.width
        let source = UnsafeRawPointer(picture.frame.pointee.data.0!)
        let linesize = Int(picture.frame.pointee.linesize.0)
        var changed = changedRectangle(source: source, linesize: linesize)
        if changed == nil {
            // Nothing new: the previous frame lasts longer. The first frame is always stored.
            guard pending == nil else { return }
            changed = (0, 0, 0, 0)
        }
        // Frame offsets are stored halved: start the rectangle on even coordinates.
        let (minX, minY, maxX, maxY) = changed!
        let x = minX & ~1, y = minY & ~1
        let rectangleWidth = maxX - x + 1, rectangleHeight = maxY - y + 1
        // Pixels that did not change are left transparent and the frame is blended over the
        // canvas, so only the changed ones are encoded; that needs every changed pixel opaque
        // (a translucent one would mix with what is under it), else the rectangle is stored whole.
        var pixels = [UInt8](repeating: 0, count: rectangleWidth * rectangleHeight * 4)
        var blends = true
        canvas.withUnsafeMutableBytes { canvas in
            pixels.withUnsafeMutableBytes { pixels in
                for row in 0..<rectangleHeight {
                    let from = source + (y + row) * linesize + x * 4, on = canvas.baseAddress! + (y + row) * width * 4 + x * 4
                    let to = pixels.baseAddress! + row * rectangleWidth * 4
                    for column in 0..<rectangleWidth {
                        let value = from.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                        guard value != on.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self) else { continue }
                        to.storeBytes(of: value, toByteOffset: column * 4, as: UInt32.self)
                        if value >> 24 != 0xFF { blends = false }  // BGRA in memory: alpha is the high byte
                    }
                    if !blends { break }
                }
                if !blends {
                    for row in 0..<rectangleHeight {
                        (pixels.baseAddress! + row * rectangleWidth * 4).copyMemory(from: source + (y + row) * linesize + x * 4, byteCount: rectangleWidth * 4)
                    }
                }
                for row in 0..<rectangleHeight {
                    (canvas.baseAddress! + (y + row) * width * 4 + x * 4).copyMemory(from: source + (y + row) * linesize + x * 4, byteCount: rectangleWidth * 4)
                }
            }
        }
        let bitstream = try encode(pixels, width: rectangleWidth, height: rectangleHeight)
        try flushPending(until: start)
        pending = (bitstream, x, y, blends, start)
    }

    /// The smallest rectangle (minX, minY, maxX, maxY) holding every pixel of `source` that
    /// differs from the canvas, or `nil` when none does.
    private func changedRectangle(source: UnsafeRawPointer, linesize: Int) -> (Int, Int, Int, Int)? {
        let width = settings.layout.width, height = settings.layout.height
        var minX = width, minY = height, maxX = -1, maxY = -1
        canvas.withUnsafeBytes { canvas in
            for y in 0..<height {
                let row = source + y * linesize, canvasRow = canvas.baseAddress! + y * width * 4
                guard memcmp(row, canvasRow, width * 4) != 0 else { continue }
                func differs(_ x: Int) -> Bool {
                    row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) != canvasRow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                }
                if minY == height { minY = y }
                maxY = y
                var left = 0
                while left < minX, !differs(left) { left += 1 }
                minX = min(minX, left)
                var right = width - 1
                while right > maxX, !differs(right) { right -= 1 }
                maxX = max(maxX, right)
            }
        }
        return maxY < 0 ? nil : (minX, minY, maxX, maxY)
    }

    /// Encodes straight BGRA `pixels` as a still WebP.
    private func encode(_ pixels: [UInt8], width: Int, height: Int) throws(ExportError) -> [UInt8] {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw ExportError.ffmpeg(operation: "encode a WebP frame", message: "libwebp's version does not match its headers")
        }
        defer { WebPPictureFree(&picture) }
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.use_argb = settings.lossless ? 1 : 0
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = pixels.withUnsafeBufferPointer { pixels in
            guard WebPPictureImportBGRA(&picture, pixels.baseAddress!, Int32(width * 4)) != 0 else {
                return false
            }
            return withUnsafeMutablePointer(to: &writer) { writer in
                picture.writer = WebPMemoryWrite
                picture.custom_ptr = UnsafeMutableRawPointer(writer)
                return WebPEncode(&config, &picture) != 0
            }
        }
        guard encoded else {
            throw ExportError.ffmpeg(operation: "encode a WebP frame", message: "libwebp error \(picture.error_code.rawValue)")
        }
        return Array(UnsafeBufferPointer(start: writer.mem, count: writer.size))
    }

    private func flushPending(until end: Int) throws(ExportError) {
        guard let (bitstream, x, y, blends, start) = pending else { return }
        pending = nil
        let status = bitstream.withUnsafeBufferPointer { bytes in
            var info = WebPMuxFrameInfo()
            info.bitstream = WebPData(bytes: bytes.baseAddress, size: bytes.count)
            info.x_offset = Int32(x)
            info.y_offset = Int32(y)
            info.duration = Int32(end - start)
            info.id = WEBP_CHUNK_ANMF
            info.dispose_method = WEBP_MUX_DISPOSE_NONE
            info.blend_method = blends ? WEBP_MUX_BLEND : WEBP_MUX_NO_BLEND
            return WebPMuxPushFrame(mux, &info, 1)
        }
        guard status == WEBP_MUX_OK else {
            throw ExportError.ffmpeg(operation: "add a frame to \(file.target)", message: "libwebp mux error \(status.rawValue)")
        }
    }

    func finish() throws {
        do {
            try flushPending(until: start(ofFrame: frameIndex))
            var parameters = WebPMuxAnimParams(bgcolor: 0xFFFF_FFFF, loop_count: Int32(settings.loopCount))
            var data = WebPData()
            defer { WebPDataClear(&data) }
            guard WebPMuxSetCanvasSize(mux, Int32(settings.layout.width), Int32(settings.layout.height)) == WEBP_MUX_OK,
                  WebPMuxSetAnimationParams(mux, &parameters) == WEBP_MUX_OK,
                  WebPMuxAssemble(mux, &data) == WEBP_MUX_OK else {
                throw ExportError.ffmpeg(operation: "assemble \(file.target)", message: "libwebp could not assemble the animation")
            }
            do {
                try Data(bytes: data.bytes, count: data.size).write(to: URL(fileURLWithPath: file.temporaryPath))
            } catch {
                throw OutputError.unwritable(path: file.target, reason: error.localizedDescription)
            }
            try file.commit()
        } catch {
            cancel()
            throw error
        }
    }

    func cancel() {
        file.discard()
    }
}
