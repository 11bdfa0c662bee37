import CImageQuant
import Render

/// The first pass of a GIF with one palette: collects every frame's colours into a
/// libimagequant histogram and quantizes it to one palette for the whole animation.
final class GIFPaletteBuilder: FrameSink {
    private let attributes: QuantizerAttributes
    private let histogram: OpaquePointer
    private let keepsAlpha: Bool
    private var lastImage: StraightImage?
    /// The palette, once `finish` has run.
    private(set) var palette: GIFPalette?

    init(quality: ExportQuality, keepsAlpha: Bool) throws(ExportError) {
        // 255 colours leave one index free, which FFmpeg's GIF encoder uses to mark pixels
        // unchanged since the previous frame (so it stores only what changed).
        attributes = try QuantizerAttributes(maximumColors: 255, speed: QuantizerAttributes.speed(for: quality))
        guard let histogram = liq_histogram_create(attributes.handle) else {
            throw ExportError.ffmpeg(operation: "set up a libimagequant histogram", message: "out of memory")
        }
        self.histogram = histogram
        self.keepsAlpha = keepsAlpha
    }

    deinit { liq_histogram_destroy(histogram) }

    func makePreparer() throws -> StraightImagePreparer { StraightImagePreparer(keepsAlpha: keepsAlpha) }

    func write(_ image: StraightImage) throws {
        // A hold adds nothing new to the palette.
        guard image != lastImage else { return }
        lastImage = image
        try image.pixels.withUnsafeBufferPointer { pixels throws(ExportError) in
            guard let liqImage = liq_image_create_rgba(attributes.handle, pixels.baseAddress!, Int32(image.width), Int32(image.height), 0) else {
                throw ExportError.ffmpeg(operation: "hand a frame to libimagequant", message: "liq_image_create_rgba failed")
            }
            defer { liq_image_destroy(liqImage) }
            let status = liq_histogram_add_image(histogram, attributes.handle, liqImage)
            guard status == LIQ_OK else {
                throw ExportError.ffmpeg(operation: "collect GIF colours", message: "libimagequant error \(status.rawValue)")
            }
        }
    }

    func finish() throws {
        var result: OpaquePointer?
        let status = liq_histogram_quantize(histogram, attributes.handle, &result)
        guard status == LIQ_OK, let result else {
            throw ExportError.ffmpeg(operation: "choose the GIF palette", message: "libimagequant error \(status.rawValue)")
        }
        defer { liq_result_destroy(result) }
        palette = GIFPalette(liq_get_palette(result))
    }

    func cancel() {}
}

/// Converts frames to straight RGBA with binary alpha, as GIF stores them.
struct StraightImagePreparer: FramePreparer {
    let keepsAlpha: Bool

    func prepare(_ frame: Frame) throws -> StraightImage {
        StraightImage(frame, binaryAlpha: true, opaque: !keepsAlpha)
    }
}
