extension LayerType {
    /// `CATextLayer`, plus a number shown through a format so counters can count.
    public static let text = LayerType(
        name: "text", summary: "Draws text, or a number through a format: `CATextLayer`.", initialContent: .text(TextContent()),
        properties: [
            .key("string", \.text.string, example: "\"Sales 2024\"", "The text to draw."),
            .key("format", \.text.format, example: "\"%.1f%%\"",
                "Shows `number` through a printf-style format (`%.0f`, `%d`, `%%` for a percent sign) or `short` (12.5 K, 708 M), instead of `string`; animate `number` to count."),
            .animatable("number", \.text.number, example: "42", "The number `format` shows."),
            .key("font", \.text.font.family, form: .fontFamily, example: "DejaVu Sans",
                "The font family; a family fontconfig cannot provide is an error (checked when decoding with a text measurer, as `reel` does)."),
            .animatable("fontSize", \.text.font.size, range: 0.1...10_000, example: "24", "The font size in points (1 point = 1 pixel); 12 when omitted."),
            .key("fontWeight", \.text.font.weight, example: "bold", "`thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`, `black`, or 100…1000."),
            .key("italic", \.text.font.isItalic, example: "true", "Whether the font is italic."),
            .animatable("foregroundColor", \.text.color, example: "\"#333333\"", "The text colour; black when omitted."),
            .key("alignmentMode", \.text.alignment, example: "center", "`natural` (default), `left`, `center`, `right` or `justified`, within the bounds."),
            .key("wrapped", \.text.isWrapped, example: "true", "Whether lines wrap at the bounds' width."),
            .key("truncationMode", \.text.truncation, example: "end", "Where an ellipsis replaces text that does not fit: `none` (default), `start`, `middle`, `end`."),
        ])
}
