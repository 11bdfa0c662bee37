import CCairo
import CJPEG
import Foundation
import Scene

/// Decoded images by path: each file is read and decoded once per renderer.
struct ImageCache {
    private var images: [String: CairoImage] = [:]

    /// The image at `path` (PNG or JPEG, told apart by their signatures).
    mutating func image(at path: String) throws(RenderError) -> CairoImage {
        if let cached = images[path] { return cached }
        let image = try Self.decode(path)
        images[path] = image
        return image
    }

    static func decode(_ path: String) throws(RenderError) -> CairoImage {
        // The header first: its pixel count bounds the memory decoding takes.
        do throws(ImageHeader.Problem) {
            _ = try ImageHeader.read(path)
        } catch {
            throw RenderError.unreadableImage(path: path, reason: error.description)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "the file cannot be read" : "there is no such file"
            throw RenderError.unreadableImage(path: path, reason: reason)
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try decodePNG(path) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(bytes, path: path) }
        throw RenderError.unreadableImage(path: path, reason: "it is not a PNG or JPEG file")
    }

    private static func decodePNG(_ path: String) throws(RenderError) -> CairoImage {
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // The header's size was checked, so libpng failing mid-file (reported by Cairo as
            // running out of memory) means damaged data.
            let reason = status == CAIRO_STATUS_NO_MEMORY ? "its PNG data is damaged or cut short" : String(cString: cairo_status_to_string(status))
            throw RenderError.unreadableImage(path: path, reason: reason)
        }
        return CairoImage(surface: surface)
    }

    private static func decodeJPEG(_ bytes: [UInt8], path: String) throws(RenderError) -> CairoImage {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            reel_jpeg_decode(buffer.baseAddress, UInt(buffer.count), Int32(Renderer.maximumSide), &width, &height, &message, message.count)
        }
        guard let pixels = decoded else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw RenderError.unreadableImage(path: path, reason: "bad JPEG data: \(reason)")
        }
        defer { free(pixels) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.unreadableImage(path: path, reason: "no memory for a \(width)×\(height) image")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = cairo_image_surface_get_data(surface)!
        let rowBytes = Int(width) * 4
        let source = UnsafeRawPointer(pixels).assumingMemoryBound(to: UInt8.self)
        for y in 0..<Int(height) {
            (destination + y * stride).update(from: source + y * rowBytes, count: rowBytes)
        }
        cairo_surface_mark_dirty(surface)
        return CairoImage(surface: surface)
    }
}
