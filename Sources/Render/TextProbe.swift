import CCairo
import Scene

/// Checks on fonts and text for tests and diagnostics.
public enum TextProbe {
    /// How many characters of `string` no installed font could draw (drawn as boxes).
    public static func unknownGlyphCount(_ string: String, font: Font) throws -> Int {
        let engine = TextEngine()
        let key = TextLayoutKey(string: string, font: font, width: -1, height: -1, alignment: .left, isWrapped: false, truncation: .none)
        return Int(pango_layout_get_unknown_glyphs_count(try engine.layout(for: key)))
    }

    /// The family fontconfig draws `family` with.
    public static func resolvedFamily(_ family: String) -> String? { FontCatalog.resolvedFamily(family) }

    /// Whether `family` is installed, generic, or a fontconfig alias (see `Font`).
    public static func isAvailable(_ family: String) -> Bool { FontCatalog.isAvailable(family) }
}
