import CCairo

/// A Cairo image surface and its drawing context over a frame's pixel buffer.
/// Valid only inside `Frame.withCairoContext`.
struct CairoSurface: ~Copyable {
    let surface: OpaquePointer
    let context: OpaquePointer

    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) throws(RenderError) {
        surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "create an image surface", status: String(cString: cairo_status_to_string(status)))
        }
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
    }
}

extension Frame {
    /// Runs `body` with a Cairo context drawing into this frame's pixels.
    mutating func withCairoContext<R>(_ body: (OpaquePointer) throws -> R) throws -> R {
        let (width, height, stride) = (self.width, self.height, self.stride)
        return try pixels.withUnsafeMutableBufferPointer { buffer in
            let surface = try CairoSurface(pixels: buffer.baseAddress!, width: width, height: height, stride: stride)
            return try body(surface.context)
        }
    }
}
