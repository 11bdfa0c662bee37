import CCairo
import Scene

extension Renderer {
    /// The outlines of the glyphs a text layer with `text` draws in `bounds`, in the layer's
    /// coordinates, laid out exactly as `draw` lays them out: what a vector export writes instead
    /// of text, so that its player needs no fonts. `upright` turns the text back up inside a
    /// flipped geometry, as drawing does. Empty when nothing would be drawn.
    public func textOutlines(of text: TextContent, bounds: Rect, upright: Bool) throws -> Path {
        let string = text.displayedString
        guard !string.isEmpty, TextEngine.isDrawable(text.font) else { return Path() }
        let key = Self.layoutKey(string, text, bounds: bounds)
        let layout = try self.text.layout(for: key)
        let x = Self.textX(key: key, layout: layout, text: text, bounds: bounds)
        // Unbounded: the outlines are copied, never drawn.
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return Path() }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return Path() }
        defer { cairo_destroy(cr) }
        cairo_move_to(cr, x, bounds.minY)
        pango_cairo_layout_path(cr, layout)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "text outlines", status: String(cString: cairo_status_to_string(status)))
        }
        guard let copied = cairo_copy_path(cr) else { return Path() }
        defer { cairo_path_destroy(copied) }
        var path = Path()
        let data = copied.pointee.data
        let count = Int(copied.pointee.num_data)
        var i = 0
        while i < count, let data {
            let header = data[i].header
            let length = max(Int(header.length), 1)
            func point(_ k: Int) -> Point { Point(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO where length >= 2: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO where length >= 2: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO where length >= 4: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
            default: break
            }
            i += length
        }
        guard upright else { return path }
        return path.applying(AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY))
    }
}
