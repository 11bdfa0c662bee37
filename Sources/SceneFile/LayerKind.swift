import Charts
import Foundation
import Scene

/// A layer `type`: the keys it adds to the common ones and how its content is made.
struct LayerKind: Sendable {
    let name: String
    let summary: String
    let properties: [PropertyDefinition<LayerDraft>]
    /// What the layer holds before its keys are read.
    var initialContent: LayerContent = .none
    /// Completes the layer once every key is read; `false` when something was reported.
    let finish: @Sendable (inout LayerDraft, NodeReader, KeyedNodes) -> Bool

    init(name: String, summary: String, properties: [PropertyDefinition<LayerDraft>],
         finish: @escaping @Sendable (inout LayerDraft, NodeReader, KeyedNodes) -> Bool) {
        self.name = name
        self.summary = summary
        self.properties = properties
        self.finish = finish
    }

    /// A layer type of the Scene model: its registry properties are its keys.
    init(_ type: LayerType, finish: @escaping @Sendable (inout LayerDraft, NodeReader, KeyedNodes) -> Bool = { _, _, _ in true }) {
        self.init(name: type.name, summary: type.summary, properties: type.properties.keys(defaults: type.initialLayer), finish: finish)
        initialContent = type.initialContent
    }

    /// A layer type the scene file adds (a chart, `include`): its keys are registry properties
    /// of the layer being read.
    init(name: String, summary: String, keys: [ModelProperty<LayerDraft>],
         finish: @escaping @Sendable (inout LayerDraft, NodeReader, KeyedNodes) -> Bool) {
        self.init(name: name, summary: summary, properties: keys.keys(), finish: finish)
    }

    /// Every layer type: the Scene model's (`LayerType.builtIn`, with the checks below where a
    /// type has them), `include`, then the charts.
    static let all: [LayerKind] = LayerType.builtIn.map { type in checked.first { $0.name == type.name } ?? LayerKind(type) }
        + [include, lottie] + ChartType.all.map(\.layerKind.acceptingData)

    /// The Scene model's types whose layers need more than their keys' own checks.
    private static let checked: [LayerKind] = [shape, text, gradient, image]

    /// This kind with the `data` key, read before the others so they can name its columns.
    var acceptingData: LayerKind {
        var kind = LayerKind(name: name, summary: summary, properties: [ModelProperty<LayerDraft>.data].keys() + properties, finish: finish)
        kind.initialContent = initialContent
        return kind
    }

    static func named(_ name: String) -> LayerKind? { all.first { $0.name == name } }

    /// The keys that give a layer without a `type` its type, in the order they decide: with
    /// `include` it is an include, else with `path` a shape, else a plain layer. The decoder
    /// and the schema's conditions both follow this list.
    static let impliedBy: [(key: String, kind: LayerKind)] = [("include", include), ("path", shape)]

    /// `impliedBy` in words, for the `type` key's meaning: "`include` when `include` is
    /// given, `shape` when `path` is, else `layer`".
    static var impliedRule: String {
        let implied = impliedBy.enumerated().map { index, entry in "`\(entry.kind.name)` when `\(entry.key)` is\(index == 0 ? " given" : "")" }
        return (implied + ["else `\(plain.name)`"]).joined(separator: ", ")
    }

    /// The type of a layer without a `type` key, from the keys `has` says it has.
    static func implied(byKeys has: (String) -> Bool) -> LayerKind {
        impliedBy.first { has($0.key) }?.kind ?? plain
    }

    static let plain = LayerKind(LayerType.plain)

    static let shape = LayerKind(.shape) { _, reader, keys in
        guard keys["path"] != nil else {
            reader.report("a shape layer needs a 'path'", fix: "add `path: \"M 0 0 L 100 100\"` (SVG path data)")
            return false
        }
        return true
    }

    static let text = LayerKind(.text) { _, reader, keys in
        if keys["string"] == nil, keys["format"] == nil {
            reader.report("a text layer needs a 'string' (or a 'format' for a number)", fix: "add `string: \"Sales\"` or `format: \"%.0f%%\"` with `number:`")
            return false
        }
        return true
    }

    static let gradient = LayerKind(.gradient) { draft, reader, keys in
        guard let colorsReader = keys["colors"], !draft.layer.gradient.colors.isEmpty else {
            if keys["colors"] == nil { reader.report("a gradient layer needs 'colors'", fix: "add `colors: [\"#ff0000\", \"#0000ff\"]`") }
            return false
        }
        if let locations = draft.layer.gradient.locations, locations.count != draft.layer.gradient.colors.count {
            (keys["locations"] ?? colorsReader).report(
                "'locations' has \(locations.count) value\(locations.count == 1 ? "" : "s") but 'colors' has \(draft.layer.gradient.colors.count)",
                fix: "give one location (0…1) per colour, or leave 'locations' out to space the colours evenly")
            return false
        }
        return true
    }

    static let image = LayerKind(.image) { draft, reader, keys in
        guard let contents = keys["contents"] else {
            reader.report("an image layer needs 'contents'", fix: "add `contents: logo.png` (a file next to the scene)")
            return false
        }
        guard !draft.layer.image.path.isEmpty else {
            contents.report("no image file is named", fix: "give `contents` a PNG or JPEG file next to the scene, such as logo.png")
            return false
        }
        let resolved = reader.context.resolve(draft.layer.image.path)
        // Listed even when missing: a preview watching the inputs decodes again once it appears.
        reader.context.inputFiles.add(resolved)
        guard reader.context.checkImage(resolved, named: draft.layer.image.path, at: contents) else { return false }
        draft.layer.image.path = resolved
        return true
    }

    static let include = LayerKind(
        name: "include", summary: "Another scene file's layers, as the sublayers of this layer; its size becomes the bounds.",
        keys: [
            .key("include", \.include, example: "title-card.yaml",
                "The scene file to include, relative to this one. Its layers, styles and timeline come along; its background does not."),
        ]
    ) { draft, reader, keys in
        guard let includeReader = keys["include"], case let path = draft.include else {
            if keys["include"] == nil { reader.report("an include layer needs an 'include' file", fix: "add `include: other.yaml`") }
            return false
        }
        guard let included = SceneIncluder.include(path, from: includeReader) else { return false }
        reader.context.includedAudio += included.audio
        draft.layer.bounds = Rect(x: 0, y: 0, width: included.size.width, height: included.size.height)
        if keys["position"] == nil, keys["frame"] == nil {
            // Without a position the included scene sits where it would on its own canvas.
            let anchor = draft.layer.anchorPoint
            draft.layer.position = Point(x: anchor.x * included.size.width, y: anchor.y * included.size.height)
        }
        draft.layer.sublayers = included.layers
        return true
    }
}
