/// The layer part of the schema: `type` selects the keys a layer may have, so an editor flags
/// `path` on a gauge or `barWidth` on a shape.
///
/// `layer` holds the keys every layer has and, for each type, an `if` (this `type`, or the keys
/// that imply it) whose `then` adds that type's keys; `unevaluatedProperties: false` rejects
/// every other key. A layer with a `style` and no `type` takes any type's keys, as the style
/// may set the type. `<type>-keys` holds each type's own keys, shared by `layer` and `defaults`.
extension SceneSchema {
    static var layerDefinitions: [(String, JSONValue)] {
        var definitions: [(String, JSONValue)] = [
            ("layer", .object([
                ("type", .string("object")),
                ("$ref", .string("#/$defs/layer-keys")),
                ("allOf", .array(LayerKind.all.filter { !$0.properties.isEmpty }.map { kind in
                    .object([("if", condition(for: kind)), ("then", .object([("$ref", .string("#/$defs/\(kind.name)-keys"))]))])
                } + [
                    // A style may give the type, which the schema cannot see: any type's keys then.
                    .object([
                        ("if", .object([("required", .array([.string("style")])), ("not", .object([("required", .array([.string("type")]))]))])),
                        ("then", .object([("$ref", .string("#/$defs/style"))])),
                    ]),
                ])),
                ("unevaluatedProperties", .bool(false)),
            ])),
            ("layer-keys", .object([("properties", .object(LayerProperties.common.map { ($0.name, property($0)) }))])),
        ]
        for kind in LayerKind.all where !kind.properties.isEmpty {
            definitions.append(("\(kind.name)-keys", .object([("properties", .object(kind.properties.map { ($0.name, property($0)) }))])))
        }
        // A style may serve layers of several types: it takes any type's keys.
        definitions.append(("style", .object([
            ("description", .string("Layer keys, of any layer type, that layers take with `style: name`.")),
            ("type", .string("object")),
            ("$ref", .string("#/$defs/layer-keys")),
            ("anyOf", .array(LayerKind.all.filter { !$0.properties.isEmpty }.map { .object([("$ref", .string("#/$defs/\($0.name)-keys"))]) })),
            ("unevaluatedProperties", .bool(false)),
        ])))
        return definitions
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
            schema.append(("unevaluatedProperties", .bool(false)))
            entries.append((kind.name, .object(schema)))
        }
        entries.append(("animation", described(.reference("animation"), "Keys for every animation.")))
        return .object([("type", .string("object")), ("additionalProperties", .bool(false)), ("properties", .object(entries))])
    }

    /// When a layer is of `kind`: its `type` says so, or (without a `type`) the key that implies
    /// it, as the decoder decides (`include`, else `path`).
    private static func condition(for kind: LayerKind) -> JSONValue {
        let typed = JSONValue.object([
            ("properties", .object([("type", .object([("const", .string(kind.name))]))])),
            ("required", .array([.string("type")])),
        ])
        func required(_ key: String) -> JSONValue { .object([("required", .array([.string(key)]))]) }
        switch kind.name {
        case LayerKind.include.name:
            return .object([("anyOf", .array([typed, .object([("required", .array([.string("include")])), ("not", required("type"))])]))])
        case LayerKind.shape.name:
            let implied = JSONValue.object([
                ("required", .array([.string("path")])),
                ("not", .object([("anyOf", .array([required("type"), required("include")]))])),
            ])
            return .object([("anyOf", .array([typed, implied]))])
        default:
            return typed
        }
    }
}
