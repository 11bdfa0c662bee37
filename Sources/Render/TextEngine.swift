import CCairo
import Scene

/// Pango text layout with a font map and context of its own (Pango state shared between
/// threads is not thread-safe), deterministic font options, a cache of shaped layouts and a
/// check that requested families exist.
final class TextEngine {
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    /// For measuring the cuts of a truncated line.
    private let scratch: OpaquePointer
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
        scratch = pango_layout_new(context)!
    }

    deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        g_object_unref(UnsafeMutableRawPointer(scratch))
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
        setFont(key.font, of: layout)
        if key.isCutToOneLine {
            // Cut here rather than by Pango, which widens its ellipsis to fill the width: a
            // line cut short would not be aligned right or centred, and a cut at the start or
            // in the middle would leave a gap after the ellipsis.
            let cut = cutToFit(key.string, font: key.font, width: Double(key.width) / Double(PANGO_SCALE), truncation: key.truncation)
            pango_layout_set_text(layout, cut, -1)
        } else {
            pango_layout_set_text(layout, key.string, -1)
            pango_layout_set_width(layout, key.width)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if key.height >= 0 { pango_layout_set_height(layout, key.height) }
            pango_layout_set_ellipsize(layout, key.truncation.pango)
            pango_layout_set_alignment(layout, key.alignment.pango)
            pango_layout_set_justify(layout, key.alignment == .justified ? 1 : 0)
        }
        layouts[key] = layout
        return layout
    }

    /// `string` as one line shows it in `width` points: whole when it fits, else with as many
    /// characters as fit beside an ellipsis where `truncation` cuts (spaces beside the ellipsis
    /// dropped), or the ellipsis alone.
    func cutToFit(_ string: String, font: Font, width: Double, truncation: TextTruncation) -> String {
        let characters = Array(string)
        let whole = logicalWidth(of: string, font: font)
        guard truncation != .none, whole > width else { return string }
        func cut(keeping kept: Int) -> String {
            let head: Int
            switch truncation {
            case .none, .end: head = kept
            case .start: head = 0
            case .middle: head = (kept + 1) / 2
            }
            let start = String(characters[..<head]), end = String(characters[(characters.count - (kept - head))...])
            return start.trimmingTrailingSpaces + "\u{2026}" + end.trimmingLeadingSpaces
        }
        // The most characters that fit: widths grow with the characters kept. The first two
        // tries are the characters' share of the width and its neighbour, where the answer
        // nearly always is (each try lays the line out again).
        var fitting = 0, tooMany = characters.count
        func fits(_ kept: Int) -> Bool { logicalWidth(of: cut(keeping: kept), font: font) <= width }
        let guess = min(max(Int(Double(characters.count) * width / whole) - 1, 1), characters.count - 1)
        if fits(guess) {
            fitting = guess
            if guess + 1 < tooMany { if fits(guess + 1) { fitting = guess + 1 } else { tooMany = guess + 1 } }
        } else {
            tooMany = guess
            if guess - 1 > fitting { if fits(guess - 1) { fitting = guess - 1 } else { tooMany = guess - 1 } }
        }
        while tooMany - fitting > 1 {
            let middle = (fitting + tooMany) / 2
            if fits(middle) { fitting = middle } else { tooMany = middle }
        }
        return cut(keeping: fitting)
    }

    /// The advance width of `string` on one line in `font`, laid out in a scratch layout that
    /// the cache does not keep.
    private func logicalWidth(of string: String, font: Font) -> Double {
        setFont(font, of: scratch)
        pango_layout_set_text(scratch, string, -1)
        return Self.logicalSize(of: scratch).width
    }

    private func setFont(_ font: Font, of layout: OpaquePointer) {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
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
