import Scene

/// A data story's `colors`: a colour per name, or a palette the names take in data order.
enum RaceColors: ModelValue {
    case byName([String: Color])
    case palette([Color])

    static var form: ValueForm { .oneOf([.dictionary(.color), .colors]) }

    init?(formValue: Any) {
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
