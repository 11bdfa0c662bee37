import Scene

/// What a text layer's glyph outlines depend on: equal keys have equal outlines.
struct TextOutlineKey: Hashable {
    var string: String
    var text: TextContent
    var bounds: Rect
    var upright: Bool

    init(_ text: TextContent, bounds: Rect, upright: Bool) {
        var plain = text
        // The colour is a separate track; the number only matters through the string.
        plain.color = .black
        plain.number = 0
        string = text.displayedString
        self.text = plain
        self.bounds = bounds
        self.upright = upright
    }
}
