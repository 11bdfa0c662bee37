import Scene

/// A data story's `colors`: a colour per name, or a palette the names take in data order.
public enum RaceColors: ModelValue {
    /// A colour per name.
    case byName([String: Color])
    /// Colours the names take in data order.
    case palette([Color])

    /// A mapping of names to colours, or a list of colours.
    public static var form: ValueForm { .oneOf([.dictionary(.color), .colors]) }

    /// The colours the decoder read for `form`.
    public init?(formValue: Any) {
        if let palette = formValue as? [Color] {
            self = .palette(palette)
            return
        }
        guard let entries = formValue as? [String: Any] else { return nil }
        var colors: [String: Color] = [:]
        for (name, value) in entries {
            guard let color = value as? Color else { return nil }
            colors[name] = color
        }
        self = .byName(colors)
    }
}
