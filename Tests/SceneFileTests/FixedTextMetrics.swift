import Scene

/// Text measurement with simple fixed metrics (0.6 em per character, 1.2 em per line), so that
/// chart layer types decode in tests without Pango.
struct FixedTextMetrics: TextMeasuring {
    func size(of string: String, font: Font, wrapWidth: Double?) throws -> Size {
        Size(width: 0.6 * font.size * Double(string.count), height: 1.2 * font.size)
    }
}
