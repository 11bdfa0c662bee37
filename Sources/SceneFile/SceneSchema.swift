import Scene
import Yams

/// The JSON Schema of scene files (`docs/scene.schema.json`), generated from the decoder's own
/// property tables so that editors complete and check exactly what Reel accepts.
public enum SceneSchema {
    /// The schema document.
    public static var document: JSONValue {
        var root = object(SceneProperties.all)
        root.insert(("required", .array([.string("size"), .string("duration")])), at: 0)
        root.insert(contentsOf: [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("Reel scene")),
            ("description", .string("A Reel scene file: canvas, timing, layers and their animations. See docs/scene-format.md.")),
        ], at: 0)
        root.append(("$defs", .object(definitions)))
        return .object(root)
    }

    /// The schema as checked in: pretty-printed with a final newline.
    public static var text: String { document.text() + "\n" }

    static var definitions: [(String, JSONValue)] {
        var animation = [PropertyDefinition<AnimationDraft>]()
        for definition in AnimationProperties.common + AnimationKind.all.flatMap(\.properties) where !animation.contains(where: { $0.name == definition.name }) {
            animation.append(definition)
        }
        let stepLayer = PropertyDefinition<AnimationDraft>.readByDecoder("layer", .identifier, example: "title", "The id of the layer this step animates.")
        return layerDefinitions + [
            ("transform", .object(object(TransformDraft.properties))),
            ("animation", .object(object(animation))),
            ("step", .object(object(animation + [stepLayer]))),
            ("sequence", .object(object(TimelineDecoder.sequenceProperties, required: ["sequence"]))),
            ("stagger", .object(object(TimelineDecoder.staggerProperties, required: ["stagger", "animation"]))),
            ("audioTrack", .object(object(AudioTrackDecoder.properties, required: ["file"]))),
            ("slide", .object(object(SlideDecoder.properties, required: ["at"]))),
            ("defaults", defaults),
        ]
    }

    static func object<T>(_ properties: [PropertyDefinition<T>], required: [String] = []) -> [(String, JSONValue)] {
        var entries: [(String, JSONValue)] = [("type", .string("object")), ("additionalProperties", .bool(false))]
        if !required.isEmpty { entries.append(("required", .array(required.map(JSONValue.string)))) }
        entries.append(("properties", .object(properties.map { ($0.name, property($0)) })))
        return entries
    }

    static func property<T>(_ definition: PropertyDefinition<T>) -> JSONValue {
        guard case .object(var entries) = described(definition.schema, definition.summary) else { return .null }
        if let example = example(definition.example) { entries.append(("examples", .array([example]))) }
        return .object(entries)
    }

    /// `schema` with `summary` as its description, first.
    static func described(_ schema: JSONValue, _ summary: String) -> JSONValue {
        guard case .object(let entries) = schema else { return schema }
        return .object([("description", .string(summary))] + entries)
    }

    /// A definition's YAML example as JSON.
    static func example(_ yaml: String) -> JSONValue? {
        guard let node = try? Yams.compose(yaml: yaml) else { return nil }
        return json(node)
    }

    private static func json(_ node: Node) -> JSONValue {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain {
                if let number = Double(scalar.string) { return .number(number) }
                if scalar.string == "true" || scalar.string == "false" { return .bool(scalar.string == "true") }
            }
            return .string(scalar.string)
        case .sequence(let sequence): return .array(sequence.map(json))
        case .mapping(let mapping): return .object(mapping.map { ($0.key.string ?? "", json($0.value)) })
        case .alias: return .null
        }
    }
}
