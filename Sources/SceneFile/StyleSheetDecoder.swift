/// Reads `defaults:` and `styles:` into the decoding context's style sheet, checking their keys
/// where they are written.
enum StyleSheetDecoder {
    static let defaultsKeys = ["layer"] + LayerKind.all.map(\.name) + ["animation"]

    static func decodeDefaults(_ reader: NodeReader) -> Bool {
        guard let keys = reader.mapping(allowed: defaultsKeys) else { return false }
        var ok = !keys.hadUnknownKeys
        for key in keys.keys {
            let value = keys[key]!
            if key == "animation" {
                let allowed = AnimationKind.allNames.filter { $0 != "type" }
                guard let checked = value.mapping(allowed: allowed) else { ok = false; continue }
                ok = !checked.hadUnknownKeys && ok
                reader.context.styles.animationDefaults = value.node
                continue
            }
            let kind = LayerKind.named(key)
            var allowed = LayerProperties.common.map(\.name) + (kind?.properties.map(\.name) ?? [])
            allowed.removeAll { ["type", "style", "id", "sublayers", "animations"].contains($0) }
            guard let checked = value.mapping(allowed: allowed) else { ok = false; continue }
            ok = !checked.hadUnknownKeys && ok
            reader.context.styles.layerDefaults[key] = value.node
        }
        return ok
    }

    static func decodeStyles(_ reader: NodeReader) -> Bool {
        guard let entries = reader.entries(what: "a mapping of style names to layer keys") else { return false }
        let allowed = LayerProperties.allNames.filter { !["style", "id", "sublayers"].contains($0) }
        var ok = true
        for (name, value) in entries {
            guard let checked = value.mapping(allowed: allowed) else {
                reader.context.failedStyles.insert(name)
                ok = false
                continue
            }
            ok = !checked.hadUnknownKeys && ok
            reader.context.styles.styles[name] = value.node
        }
        return ok
    }
}
