/// Measures laid-out text, for layout that depends on label sizes (chart axes).
///
/// `Scene` cannot draw text; the renderer provides the implementation (Pango), and components
/// that lay text out take one as a parameter.
public protocol TextMeasuring {
    /// The size of `string` set in `font`: its logical extent (advance width and line height),
    /// on one line per paragraph, or wrapped at `wrapWidth` when given.
    func size(of string: String, font: Font, wrapWidth: Double?) throws -> Size
}

extension TextMeasuring {
    /// The size of `string` set in `font` without wrapping.
    public func size(of string: String, font: Font) throws -> Size {
        try size(of: string, font: font, wrapWidth: nil)
    }
}
