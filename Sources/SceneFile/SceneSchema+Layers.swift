import Scene

/// The layer part of the schema: `type` selects the keys a layer may have, so an editor flags
/// `path` on a gauge or `barWidth` on a shape, and the key paths its animations may name, so it
/// flags `keyPath: fontSize` on a shape.
///
/// `layer` holds the keys every layer has and, for each type, an `if` (this `type`, or the keys
/// that imply it) whose `then` adds that type's keys and lists the key names the layer may have
/// (`propertyNames`). Names and values are checked apart, so a value of the wrong type is one
/// error, not also its neighbours reported as unexpected keys. A layer with a `style` and no
/// `type` takes any type's keys, as the style may set the type. `<type>-keys` holds each type's
/// own keys, shared by `layer` and `defaults`; `animation-<content>` restricts an animation's
/// `keyPath` to what layers of that content animate.
extension SceneSchema {
    static var layerDefinitions: [(String, JSONValue)] {
        let common = LayerProperties.common.map(\.name)
        var definitions: [(String, JSONValue)] = [
            ("layer", .object([
                ("type", .string("object")),
                ("$ref", .string("#/$defs/layer-keys")),
                ("allOf", .array(LayerKind.all.map { kind in
                    var then: [(String, JSONValue)] = []
                    if !kind.properties.isEmpty { then.append(("$ref", .string("#/$defs/\(kind.name)-keys"))) }
                    then.append(("properties", .object([("animations", animationList(for: kind))])))
                    then.append(("propertyNames", .object([("enum", .array((common + kind.properties.map(\.name)).map(JSONValue.string)))])))
                    return .object([("if", condition(for: kind)), ("then", .object(then))])
                } + [
                    // A style may give the type, which the schema cannot see: any type's keys then.
                    .object([
                        ("if", styledWithoutType),
                        ("then", .object([("$ref", .string("#/$defs/style"))])),
                    ]),
                ])),
            ])),
            ("layer-keys", .object([("properties", .object(LayerProperties.common.map { ($0.name, property($0)) }))])),
        ]
        for kind in LayerKind.all where !kind.properties.isEmpty {
            definitions.append(("\(kind.name)-keys", .object([("properties", .object(kind.properties.map { ($0.name, property($0)) }))])))
        }
        for (name, paths) in animationContents {
            definitions.append(("animation-\(name)", .object([
                ("description", .string("An animation of a \(name == "layer" ? "plain or chart" : name) layer: its keyPath is one such a layer animates.")),
                ("$ref", .string("#/$defs/animation")),
                ("properties", .object([
                    ("keyPath", .object([("enum", .array(paths.map(JSONValue.string)))])),
                    ("animations", .object([("type", .string("array")), ("items", .object([("$ref", .string("#/$defs/animation-\(name)"))]))])),
                ])),
            ])))
        }
        // A style may serve layers of several types: it takes any type's keys.
        let allNames = common + LayerKind.all.flatMap { $0.properties.map(\.name) }
        definitions.append(("style", .object([
            ("description", .string("Layer keys, of any layer type, that layers take with `style: name`.")),
            ("type", .string("object")),
            ("$ref", .string("#/$defs/layer-keys")),
            ("allOf", .array(LayerKind.all.filter { !$0.properties.isEmpty }.map { .object([("$ref", .string("#/$defs/\($0.name)-keys"))]) })),
            ("propertyNames", .object([("enum", .array(allNames.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.map(JSONValue.string)))])),
        ])))
        return definitions
    }

    /// A `style` without a `type`.
    private static var styledWithoutType: JSONValue {
        .object([("required", .array([.string("style")])), ("not", .object([("required", .array([.string("type")]))]))])
    }

    /// The animatable key paths of each kind of layer content, named by the content: `layer`
    /// (plain, include and chart layers), `shape`, `text`, `gradient`, `image`.
    static var animationContents: [(String, [String])] {
        var contents: [(String, [String])] = []
        for kind in LayerKind.all {
            let name = contentName(of: kind)
            guard !contents.contains(where: { $0.0 == name }) else { continue }
            let layer = Layer(content: kind.initialContent)
            contents.append((name, Layer.animatableKeyPaths.keys.filter { layer.value(forKeyPath: $0) != nil }.sorted()))
        }
        return contents
    }

    private static func contentName(of kind: LayerKind) -> String {
        switch kind.initialContent {
        case .none: "layer"
        default: kind.name
        }
    }

    /// A layer's `animations` list, its items restricted to the key paths of its content.
    private static func animationList(for kind: LayerKind) -> JSONValue {
        .object([("items", .object([("$ref", .string("#/$defs/animation-\(contentName(of: kind))"))]))])
    }

    /// `defaults:`: the common keys for `layer`, a type's keys as well for each type.
    static var defaults: JSONValue {
        var entries: [(String, JSONValue)] = []
        for kind in [LayerKind.plain] + LayerKind.all.filter({ $0.name != LayerKind.plain.name }) {
            var schema: [(String, JSONValue)] = [
                ("description", .string(kind.name == LayerKind.plain.name ? "Keys for every layer." : "Keys for every \(kind.name) layer.")),
                ("type", .string("object")),
                ("$ref", .string("#/$defs/layer-keys")),
            ]
            if !kind.properties.isEmpty { schema.append(("allOf", .array([.object([("$ref", .string("#/$defs/\(kind.name)-keys"))])]))) }
            let names = LayerProperties.common.map(\.name) + kind.properties.map(\.name)
            schema.append(("propertyNames", .object([("enum", .array(names.map(JSONValue.string)))])))
            entries.append((kind.name, .object(schema)))
        }
        entries.append(("animation", described(ValueForm.reference("animation").schema(), "Keys for every animation.")))
        return .object([("type", .string("object")), ("additionalProperties", .bool(false)), ("properties", .object(entries))])
    }

    /// When a layer is of `kind`: its `type` says so, or (without a `type`) the keys that imply
    /// it, as the decoder decides (`LayerKind.impliedBy`).
    private static func condition(for kind: LayerKind) -> JSONValue {
        let typed = JSONValue.object([
            ("properties", .object([("type", .object([("const", .string(kind.name))]))])),
            ("required", .array([.string("type")])),
        ])
        let implying = LayerKind.impliedBy.map(\.key)
        // Any of `type`, `keys` or `style` present (with a style, the style branch decides).
        func anyPresent(_ keys: [String]) -> JSONValue {
            .object([("anyOf", .array((["type"] + keys + ["style"]).map { .object([("required", .array([.string($0)]))]) }))])
        }
        if kind.name == LayerKind.plain.name {
            return .object([("anyOf", .array([typed, .object([("not", anyPresent(implying))])]))])
        }
        guard let index = LayerKind.impliedBy.firstIndex(where: { $0.kind.name == kind.name }) else { return typed }
        let implied = JSONValue.object([
            ("required", .array([.string(implying[index])])),
            ("not", anyPresent(Array(implying[..<index]))),
        ])
        return .object([("anyOf", .array([typed, implied]))])
    }
}
