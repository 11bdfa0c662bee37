import CCairo
import Scene

extension Renderer {
    /// Draws text from the top of the bounds, aligned in their width (as `CATextLayer`).
    /// `upright` turns the text back up inside a flipped geometry.
    func draw(_ text: TextContent, bounds: Rect, alpha: Double, upright: Bool, in cr: OpaquePointer) throws {
        let string = text.displayedString
        guard !string.isEmpty, text.color.alpha > 0, TextEngine.isDrawable(text.font) else { return }
        let key = Self.layoutKey(string, text, bounds: bounds)
        let layout = try self.text.layout(for: key)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if upright {
            var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: bounds.minY + bounds.maxY)
            cairo_transform(cr, &flip)
        }
        let x = Self.textX(key: key, layout: layout, text: text, bounds: bounds)
        setSource(text.color, alpha: alpha, in: cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = max(matrix.xx * matrix.xx + matrix.yx * matrix.yx, matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot()
        guard text.font.size * scale > Self.largestGlyphSize else {
            cairo_move_to(cr, x, bounds.minY)
            pango_cairo_show_layout(cr, layout)
            return
        }
        // FreeType fails on glyphs thousands of pixels tall (a text layer scaled up 10,000
        // times): take the outlines at the font's own size and fill them under the transform.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_move_to(cr, x, bounds.minY)
        pango_cairo_layout_path(cr, layout)
        let outlines = cairo_copy_path(cr)
        cairo_restore(cr)
        cairo_new_path(cr)
        if let outlines {
            cairo_append_path(cr, outlines)
            cairo_path_destroy(outlines)
        }
        cairo_fill(cr)
    }

    /// Where a text's layout starts horizontally: the bounds' left edge, moved by the alignment
    /// when Pango does not align it in a width of its own. Drawing and ink boxes share it.
    static func textX(key: TextLayoutKey, layout: OpaquePointer, text: TextContent, bounds: Rect) -> Double {
        guard !key.isAlignedByPango else { return bounds.minX }
        return bounds.minX + (bounds.width - TextEngine.logicalSize(of: layout).width) * text.alignment.spareWidthFraction
    }

    /// Glyphs larger than this many device pixels are drawn as filled outlines.
    static let largestGlyphSize = 1024.0

    static func layoutKey(_ string: String, _ text: TextContent, bounds: Rect) -> TextLayoutKey {
        let usesWidth = (text.isWrapped || text.truncation != .none || text.alignment == .justified)
            && bounds.width > 0 && bounds.width < 1e6
        let limitsHeight = text.isWrapped && text.truncation != .none && bounds.height > 0 && bounds.height < 1e6
        return TextLayoutKey(
            string: string, font: text.font,
            width: usesWidth ? Int32(bounds.width * Double(PANGO_SCALE)) : -1,
            height: limitsHeight ? Int32(bounds.height * Double(PANGO_SCALE)) : -1,
            alignment: text.alignment, isWrapped: text.isWrapped, truncation: text.truncation)
    }
}

extension Renderer: TextMeasuring {
    /// The logical size of `string` in `font`, with this renderer's Pango context.
    public func size(of string: String, font: Font, wrapWidth: Double?) throws -> Size {
        try TextMeasurer.measure(string, font: font, wrapWidth: wrapWidth, engine: text)
    }
}
