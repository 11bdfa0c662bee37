import Foundation
import Scene

/// A layer `type`: the keys it adds to the common ones and how its content is made.
struct LayerKind: Sendable {
    let name: String
    let summary: String
    let properties: [PropertyDefinition<LayerDraft>]
    /// Completes the layer once every key is read; `false` when something was reported.
    let finish: @Sendable (inout LayerDraft, NodeReader, KeyedNodes) -> Bool

    static let all: [LayerKind] = [plain, shape, text, gradient, image, include] + charts.map(\.acceptingData)

    /// This kind with the `data` key, read before the others so they can name its columns.
    var acceptingData: LayerKind {
        LayerKind(name: name, summary: summary, properties: [ChartProperties.data] + properties, finish: finish)
    }

    static func named(_ name: String) -> LayerKind? { all.first { $0.name == name } }

    static let plain = LayerKind(name: "layer", summary: "A plain layer: a background, a group for sublayers.", properties: []) { _, _, _ in true }

    static let shape = LayerKind(name: "shape", summary: "Draws a path: `CAShapeLayer`.", properties: ShapeProperties.all) { draft, reader, keys in
        guard keys["path"] != nil else {
            reader.report("a shape layer needs a 'path'", fix: "add `path: \"M 0 0 L 100 100\"` (SVG path data)")
            return false
        }
        draft.layer.content = .shape(draft.shape)
        return true
    }

    static let text = LayerKind(name: "text", summary: "Draws text, or a number through a format: `CATextLayer`.", properties: TextProperties.all) { draft, reader, keys in
        if keys["string"] == nil, keys["format"] == nil {
            reader.report("a text layer needs a 'string' (or a 'format' for a number)", fix: "add `string: \"Sales\"` or `format: \"%.0f%%\"` with `number:`")
            return false
        }
        draft.layer.content = .text(draft.text)
        return true
    }

    static let gradient = LayerKind(name: "gradient", summary: "Fills the bounds with a colour gradient: `CAGradientLayer`.", properties: GradientProperties.all) {
        draft, reader, keys in
        guard let colorsReader = keys["colors"], !draft.gradient.colors.isEmpty else {
            if keys["colors"] == nil { reader.report("a gradient layer needs 'colors'", fix: "add `colors: [\"#ff0000\", \"#0000ff\"]`") }
            return false
        }
        if let locations = draft.gradient.locations, locations.count != draft.gradient.colors.count {
            (keys["locations"] ?? colorsReader).report(
                "'locations' has \(locations.count) value\(locations.count == 1 ? "" : "s") but 'colors' has \(draft.gradient.colors.count)",
                fix: "give one location (0…1) per colour, or leave 'locations' out to space the colours evenly")
            return false
        }
        draft.layer.content = .gradient(draft.gradient)
        return true
    }

    static let image = LayerKind(name: "image", summary: "Draws a PNG or JPEG file in the bounds: `CALayer.contents`.", properties: ImageProperties.all) {
        draft, reader, keys in
        guard let contents = keys["contents"] else {
            reader.report("an image layer needs 'contents'", fix: "add `contents: logo.png` (a file next to the scene)")
            return false
        }
        let resolved = reader.context.resolve(draft.image.path)
        reader.context.sources.add(resolved)
        guard FileManager.default.isReadableFile(atPath: resolved) else {
            contents.report("the image file '\(resolved)' does not exist or cannot be read",
                fix: "image paths are relative to the scene's directory (\(reader.context.directory))")
            return false
        }
        draft.image.path = resolved
        draft.layer.content = .image(draft.image)
        return true
    }

    static let include = LayerKind(
        name: "include", summary: "Another scene file's layers, as the sublayers of this layer; its size becomes the bounds.",
        properties: [
            .value("include", .text, \.include, example: "title-card.yaml",
                "The scene file to include, relative to this one. Its layers, styles and timeline come along; its background does not.") {
                $0.string()
            },
        ]
    ) { draft, reader, keys in
        guard let includeReader = keys["include"], let path = draft.include else {
            if keys["include"] == nil { reader.report("an include layer needs an 'include' file", fix: "add `include: other.yaml`") }
            return false
        }
        guard let included = SceneIncluder.include(path, from: includeReader) else { return false }
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
