import Scene

/// The keys of `type: text` layers: `CATextLayer`'s properties, and a number shown through a
/// format so counters can count.
enum TextProperties {
    static let all: [PropertyDefinition<LayerDraft>] = [
        .text("string", \.text.string, example: "\"Sales 2024\"", "The text to draw."),
        .value("format", .text, \.text.format, example: "\"%.1f%%\"",
            "Shows `number` through a printf-style format (`%.0f`, `%d`, `%%` for a percent sign) instead of `string`; animate `number` to count.") {
            reader in
            guard let text = reader.string() else { return nil }
            do throws(NumberFormatError) {
                return try NumberFormat(text)
            } catch {
                reader.report("bad number format at column \(error.column): \(error.message)", fix: "write a format such as \"%.1f%%\" or \"%d items\"")
                return nil
            }
        },
        .number("number", .number(nil), \.text.number, example: "42", "The number `format` shows."),
        .value("font", .text, \.text.font.family, example: "DejaVu Sans",
            "The font family; a family fontconfig cannot provide is an error (checked when decoding with a text measurer, as `reel` does).") {
            reader in
            guard let family = reader.string() else { return nil }
            if let measurer = reader.context.textMeasurer {
                do {
                    _ = try measurer.size(of: "x", font: Font(family: family), wrapWidth: nil)
                } catch {
                    // The renderer's message names the installed families; split off its advice as the fix.
                    let text = "\(error)"
                    let parts = text.components(separatedBy: "; ")
                    reader.report(parts[0], fix: parts.count > 1 ? parts.dropFirst().joined(separator: "; ") : "use an installed font family, such as DejaVu Sans")
                    return nil
                }
            }
            return family
        },
        .number("fontSize", .number(0.1...10_000), \.text.font.size, example: "24", "The font size in points (1 point = 1 pixel); 12 when omitted."),
        .value("fontWeight", .oneOf([.choice(FontWeight.named.sorted { $0.value < $1.value }.map(\.key)), .integer(100...1000)]), \.text.font.weight,
            example: "bold", "`thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`, `black`, or 100…1000.") { reader in
            if let name = reader.scalarText, let weight = FontWeight.named[name] { return weight }
            if let text = reader.scalarText, Int(text) != nil { return reader.integer(in: 100...1000).map(FontWeight.init(rawValue:)) }
            return reader.choice(FontWeight.named.sorted { $0.value < $1.value }.map(\.key), what: "font weight").flatMap { FontWeight.named[$0] }
        },
        .bool("italic", \.text.font.isItalic, "Whether the font is italic."),
        .color("foregroundColor", \.text.color, example: "\"#333333\"", "The text colour; black when omitted."),
        .choice("alignmentMode", \.text.alignment, example: "center", "`natural` (default), `left`, `center`, `right` or `justified`, within the bounds."),
        .bool("wrapped", \.text.isWrapped, "Whether lines wrap at the bounds' width."),
        .choice("truncationMode", \.text.truncation, example: "end", "Where an ellipsis replaces text that does not fit: `none` (default), `start`, `middle`, `end`."),
    ]
}
