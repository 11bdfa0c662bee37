import Charts
import Scene

/// Reads a scene's `theme`: a preset's name (`light`, `dark`), or a mapping that starts from a
/// preset (`base`, light by default) and replaces any of its colours and its font.
enum ChartThemeDecoder {
    /// The fields of a theme mapping, for the schema and the reference.
    static let fields: [ValueKind.Field] = [
        .init(name: "base", kind: .choice(["light", "dark"]), isRequired: false, summary: "The preset the others change; light by default."),
        .init(name: "background", kind: .color, isRequired: false, summary: "The charts' and the canvas's background."),
        .init(name: "text", kind: .color, isRequired: false, summary: "Titles, names and labels."),
        .init(name: "secondary", kind: .color, isRequired: false, summary: "Ticks, captions, axes and values."),
        .init(name: "grid", kind: .color, isRequired: false, summary: "Grid lines."),
        .init(name: "period", kind: .color, isRequired: false, summary: "A race's large period label."),
        .init(name: "palette", kind: .list(.color), isRequired: false, summary: "The colours series, bars and slices take in order."),
        .init(name: "font", kind: .text, isRequired: false, summary: "The family (or a fallback list) of every chart text."),
    ]

    static func decode(_ reader: NodeReader) -> ChartTheme? {
        if let name = reader.scalarText {
            if let theme = preset(name, at: reader) { return theme }
            return nil
        }
        guard let keys = reader.mapping(allowed: fields.map(\.name), what: "a theme (light, dark, or a mapping of its colours)") else { return nil }
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
        reader.report("'\(name.echoed)' is not a theme", fix: "use light or dark, or a mapping such as {base: dark, palette: [\"#ff0000\"]}")
        return nil
    }
}
