import CImageQuant
import Render

/// Gives each GIF frame its own libimagequant palette, on a render worker.
final class PerFramePaletteQuantizer: FramePreparer, @unchecked Sendable {
    private let attributes: QuantizerAttributes
    private let dithering: Float
    private let keepsAlpha: Bool

    init(quality: ExportQuality, dithering: Double, keepsAlpha: Bool) throws(ExportError) {
        attributes = try QuantizerAttributes(maximumColors: 256, speed: QuantizerAttributes.speed(for: quality))
        self.dithering = Float(dithering)
        self.keepsAlpha = keepsAlpha
    }

    func prepare(_ frame: Frame) throws -> IndexedImage {
        let image = StraightImage(frame, binaryAlpha: true, opaque: !keepsAlpha)
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        let palette = try image.pixels.withUnsafeBufferPointer { pixels throws(ExportError) -> GIFPalette in
            guard let liqImage = liq_image_create_rgba(attributes.handle, pixels.baseAddress!, Int32(image.width), Int32(image.height), 0) else {
                throw ExportError.ffmpeg(operation: "hand a frame to libimagequant", message: "liq_image_create_rgba failed")
            }
            defer { liq_image_destroy(liqImage) }
            var result: OpaquePointer?
            let status = liq_image_quantize(liqImage, attributes.handle, &result)
            guard status == LIQ_OK, let result else {
                throw ExportError.ffmpeg(operation: "choose a GIF frame's palette", message: "libimagequant error \(status.rawValue)")
            }
            defer { liq_result_destroy(result) }
            liq_set_dithering_level(result, dithering)
            let remapped = indices.withUnsafeMutableBytes { liq_write_remapped_image(result, liqImage, $0.baseAddress!, $0.count) }
            guard remapped == LIQ_OK else {
                throw ExportError.ffmpeg(operation: "remap a GIF frame", message: "libimagequant error \(remapped.rawValue)")
            }
            // Read after remapping: libimagequant refines the palette while remapping.
            return GIFPalette(liq_get_palette(result))
        }
        return IndexedImage(width: image.width, height: image.height, indices: indices, palette: palette.entries)
    }
}
