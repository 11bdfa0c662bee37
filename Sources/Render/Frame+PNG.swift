import CCairo
import Foundation

extension Frame {
    /// The frame encoded as a PNG file with straight (not premultiplied) alpha, RGB when every
    /// pixel is opaque. Keep a `PNGEncoder` instead when encoding many frames.
    public func pngData() throws -> Data {
        try PNGEncoder().data(self)
    }

    /// Reads a PNG file into a frame (premultiplied BGRA).
    public init(contentsOfPNG path: String) throws {
        let surface = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.unreadableImage(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
        defer { cairo_surface_destroy(converted) }
        let cr = cairo_create(converted)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(converted)
        let width = Int(cairo_image_surface_get_width(converted))
        let height = Int(cairo_image_surface_get_height(converted))
        let stride = Int(cairo_image_surface_get_stride(converted))
        let base = cairo_image_surface_get_data(converted)!
        var pixels = [UInt8](repeating: 0, count: width * 4 * height)
        for row in 0..<height {
            pixels.withUnsafeMutableBufferPointer { dst in
                (dst.baseAddress! + row * width * 4).update(from: base + row * stride, count: width * 4)
            }
        }
        self.init(width: width, height: height, stride: width * 4, pixels: pixels)
    }
}
