import Foundation
import Scene

/// A layer `type`: the keys it adds to the common ones and how its content is made.
struct LayerKind: Sendable {
    let name: String
    let summary: String
    let properties: [PropertyDefinition<LayerDraft>]
    /// Completes the layer once every key is read; `false` when something was reported.
    let finish: @Sendable (inout LayerDraft, NodeReader, KeyedNodes) -> Bool

    static let all: [LayerKind] = [plain, shape, include] + charts

    static func named(_ name: String) -> LayerKind? { all.first { $0.name == name } }

    static let plain = LayerKind(name: "layer", summary: "A plain layer: a background, a group for sublayers.", properties: []) { _, _, _ in true }

    static let shape = LayerKind(
        name: "shape", summary: "Draws a path: `CAShapeLayer`.",
        properties: [
            .path("path", \.shape.path, example: "\"M 0 0 L 100 50\"", "SVG path data, in the layer's coordinates. Required."),
            .optionalColor("fillColor", \.shape.fillColor, example: "\"#00abf3\"", "Fills the path (non-zero winding); `none` by default."),
            .optionalColor("strokeColor", \.shape.strokeColor, example: "\"#00abf380\"", "Strokes the path; black by default, `none` for no stroke."),
            .number("lineWidth", .number(0...10_000), \.shape.lineWidth, example: "2", "Stroke width."),
            .number("strokeStart", .fraction, \.shape.strokeStart, example: "0", "Where the stroke starts, as a fraction of the path's length."),
            .number("strokeEnd", .fraction, \.shape.strokeEnd, example: "1", "Where the stroke ends, as a fraction of the path's length."),
        ]
    ) { draft, reader, keys in
        guard keys["path"] != nil else {
            reader.report("a shape layer needs a 'path'", fix: "add `path: \"M 0 0 L 100 100\"` (SVG path data)")
            return false
        }
        draft.layer.content = .shape(draft.shape)
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
            let anchor = keys["anchorPoint"] != nil ? draft.layer.anchorPoint : Point(x: 0.5, y: 0.5)
            draft.layer.position = Point(x: anchor.x * included.size.width, y: anchor.y * included.size.height)
        }
        draft.layer.sublayers = included.layers
        return true
    }
}
