import CCairo
import Scene

/// Pango text layout with a font map and context of its own (Pango state shared between
/// threads is not thread-safe), deterministic font options, a cache of shaped layouts and a
/// check that requested families exist.
final class TextEngine {
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    private var layouts: [TextLayoutKey: OpaquePointer] = [:]
    private var checkedFamilies: [String: Bool] = [:]
    /// Enough for every label of a few charts; the cache starts over when it is full.
    private static let cacheLimit = 1024

    init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        // Explicit options so glyph shapes and positions never depend on the machine's
        // defaults: grey antialiasing, no hinting, unhinted (fractional) metrics.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Throws when `family` is neither installed nor a fontconfig alias.
    func checkFamily(_ family: String) throws(RenderError) {
        if let known = checkedFamilies[family] {
            if known { return }
        } else {
            let available = FontCatalog.isAvailable(family)
            checkedFamilies[family] = available
            if available { return }
        }
        throw RenderError.fontNotInstalled(family: family, installed: FontCatalog.installedFamilies())
    }

    /// A laid-out paragraph for `key`; owned by the engine, valid until the next call.
    func layout(for key: TextLayoutKey) throws(RenderError) -> OpaquePointer {
        if let cached = layouts[key] { return cached }
        try checkFamily(key.font.family)
        if layouts.count >= Self.cacheLimit {
            for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
            layouts.removeAll(keepingCapacity: true)
        }
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()
        pango_font_description_set_family(description, key.font.family)
        pango_font_description_set_absolute_size(description, key.font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(key.font.weight.rawValue)))
        pango_font_description_set_style(description, key.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, key.string, -1)
        pango_layout_set_width(layout, key.width)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if key.height >= 0 { pango_layout_set_height(layout, key.height) }
        pango_layout_set_ellipsize(layout, key.truncation.pango)
        pango_layout_set_alignment(layout, key.alignment.pango)
        pango_layout_set_justify(layout, key.alignment == .justified ? 1 : 0)
        layouts[key] = layout
        return layout
    }

    /// The logical size of a layout in points.
    static func logicalSize(of layout: OpaquePointer) -> Size {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Size(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    /// Whether a font size can be laid out (zero, negative and NaN sizes draw nothing).
    static func isDrawable(_ font: Font) -> Bool {
        font.size > 0 && font.size <= 100_000
    }
}

extension TextTruncation {
    var pango: PangoEllipsizeMode {
        switch self {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
    }
}

extension TextAlignment {
    var pango: PangoAlignment {
        switch self {
        case .natural, .left, .justified: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }

    /// Where a line narrower than the bounds sits, as a fraction of the spare width.
    var spareWidthFraction: Double {
        switch self {
        case .natural, .left, .justified: 0
        case .center: 0.5
        case .right: 1
        }
    }
}
