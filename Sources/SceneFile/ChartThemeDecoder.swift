import Charts
import Scene

/// Reads a scene's `theme`: a preset's name (`light`, `dark`), or a mapping that starts from a
/// preset (`base`, light by default) and replaces any of its colours and its font.
enum ChartThemeDecoder {
    /// The presets a theme may name, in the order messages and the reference list them.
    static let presetNames = ["light", "dark"]

    /// A theme mapping's fields, for the schema and the reference.
    static let record = ValueRecord("a theme", example: "{base: dark, palette: [\"#ff0000\"]}", fields: [
        ValueField("base", .choice(presetNames), "The preset the others change; light by default."),
        ValueField("background", .color, "The charts' and the canvas's background."),
        ValueField("text", .color, "Titles, names and labels."),
        ValueField("secondary", .color, "Ticks, captions, axes and values."),
        ValueField("grid", .color, "Grid lines."),
        ValueField("period", .color, "A race's large period label."),
        ValueField("palette", .colors, "The colours series, bars and slices take in order."),
        ValueField("font", .fontFamily, "The family (or a fallback list) of every chart text."),
    ])

    static func decode(_ reader: NodeReader) -> ChartTheme? {
        if let name = reader.scalarText {
            if let theme = preset(name, at: reader) { return theme }
            return nil
        }
        guard let keys = reader.mapping(allowed: record.fields.map(\.name), what: "a theme (light, dark, or a mapping of its colours)") else { return nil }
        var theme = ChartTheme.light
        var ok = !keys.hadUnknownKeys
        if let base = keys["base"] {
            if let name = base.string(), let preset = preset(name, at: base) { theme = preset } else { ok = false }
        }
        let colors: [(String, WritableKeyPath<ChartTheme, Color>)] = [
            ("background", \.background), ("text", \.text), ("secondary", \.secondary), ("grid", \.grid), ("period", \.period),
        ]
        for (name, keyPath) in colors {
            guard let node = keys[name] else { continue }
            if let color = node.color() { theme[keyPath: keyPath] = color } else { ok = false }
        }
        if let node = keys["palette"] {
            let colors = node.sequence()?.map { $0.color() }
            if let colors, !colors.isEmpty, colors.allSatisfy({ $0 != nil }) {
                theme.palette = colors.map { $0! }
            } else {
                if colors?.isEmpty == true { node.report("the palette is empty", fix: "give one colour or more, such as [\"#6366f1\", \"#f59e0b\"]") }
                ok = false
            }
        }
        if let node = keys["font"] {
            if let family = node.fontFamily(checkingInstalled: true) { theme.fontFamily = family } else { ok = false }
        }
        return ok ? theme : nil
    }

    private static func preset(_ name: String, at reader: NodeReader) -> ChartTheme? {
        if let theme = ChartTheme.presets[name] { return theme }
        reader.report("'\(name.echoed)' is not a theme", fix: "use \(presetNames.joined(separator: " or ")), or a mapping such as {base: dark, palette: [\"#ff0000\"]}")
        return nil
    }
}
