import Scene

/// The keys every layer type accepts, under their Core Animation names.
enum LayerProperties {
    static let common: [PropertyDefinition<LayerDraft>] = [
        .readByDecoder("type", .choice(LayerKind.all.map(\.name)), example: "shape",
            "The layer type. Without it: `include` when `include` is given, `shape` when `path` is, else `layer`."),
        .readByDecoder("style", .oneOf([.identifier, .list(.identifier)]), example: "series",
            "Named styles (from `styles:`) whose keys this layer takes, in order; the layer's own keys win."),
        .value("id", .identifier, \.layer.id, example: "title", "A name `timeline` blocks refer to the layer by; unique in the scene.") { $0.identifier() },
        .value("frame", .rect, \.frame, example: "[20, 20, 200, 100]",
            "Bounds `[0, 0, w, h]` and the position that puts the layer's top-left at `[x, y]`.") { $0.rect() },
        .rect("bounds", \.layer.bounds, example: "[0, 0, 200, 100]", "The layer's own coordinate rectangle."),
        .point("position", \.layer.position, example: "[160, 100]", "Where the anchor point sits in the superlayer."),
        .value("anchorPoint", .point, \.layer.anchorPoint, example: "[0.5, 0.5]",
            "The point of the bounds, in unit coordinates, that `position` and transforms refer to.") {
            $0.point()
        },
        .value("transform", .oneOf([.reference("transform"), .list(.number(nil))]), \.transform, example: "{rotation: 45deg, scale: 2}",
            "Scale, then rotate, then translate about the anchor point; or a matrix `[a, b, c, d, tx, ty]`.") { reader in
            reader.transformDraft()
        },
        .value("sublayerTransform", .oneOf([.reference("transform"), .list(.number(nil))]), \.sublayerTransform, example: "{scale: 0.5}",
            "A transform applied to the sublayers (not to this layer's own content), about the bounds' centre.") { reader in
            reader.transformDraft()
        },
        .number("zPosition", .number(-1_000_000...1_000_000), \.layer.zPosition, example: "1", "Drawing order among siblings: higher is drawn later (on top)."),
        .bool("geometryFlipped", \.layer.isGeometryFlipped, "Whether the sublayers' y axis points up."),
        .number("opacity", .fraction, \.layer.opacity, example: "0.8", "0 (invisible) to 1 (opaque); applies to the sublayers as a group."),
        .bool("hidden", \.layer.isHidden, "Whether the layer and its sublayers are not drawn."),
        .bool("masksToBounds", \.layer.masksToBounds, "Whether content and sublayers are clipped to the (rounded) bounds."),
        .value("backgroundColor", .optionalColor, \.layer.backgroundColor, example: "\"#f0f0f0\"", "Fills the bounds behind the content.") {
            $0.optionalColor()
        },
        .number("cornerRadius", .number(0...1_000_000), \.layer.cornerRadius, example: "8", "Rounds the corners of the background, border and clip."),
        .number("borderWidth", .number(0...10_000), \.layer.borderWidth, example: "1", "A border drawn inside the bounds, over the content."),
        .optionalColor("borderColor", \.layer.borderColor, example: "\"#cccccc\"", "The border's colour; black when omitted."),
        .optionalColor("shadowColor", \.layer.shadowColor, example: "black", "The shadow's colour; black when omitted."),
        .number("shadowOpacity", .fraction, \.layer.shadowOpacity, example: "0.3", "0 (no shadow, the default) to 1."),
        .value("shadowOffset", .point, \.layer.shadowOffset, example: "[0, 3]", "The shadow's offset `[dx, dy]`; `[0, -3]` when omitted, as in Core Animation.") {
            $0.numbers(count: 2, what: "an offset [dx, dy]").map { Size(width: $0[0], height: $0[1]) }
        },
        // Capped: the blur's cost grows with the radius (300 took 13 s for one small debug frame).
        .number("shadowRadius", .number(0...100), \.layer.shadowRadius, example: "6", "The shadow's blur radius, up to 100; 3 when omitted."),
        .value("shadowPath", .pathData, \.layer.shadowPath, example: "\"M 0 0 L 100 0 L 100 50 Z\"", "The shadow's shape; without it the shadow follows the drawn alpha.") {
            $0.pathData()
        },
        .deferred("mask", .reference("layer"), \.mask, example: "{type: shape, path: \"M 0 0 L 50 0 L 50 50 Z\", fillColor: black}",
            "A layer whose alpha masks this one, in this layer's coordinates."),
        .deferred("sublayers", .list(.reference("layer")), \.sublayers, example: "[{type: shape, path: \"M 0 0 L 10 10\"}]",
            "Layers drawn inside this one, back to front, in its coordinates."),
        .deferred("animations", .list(.reference("animation")), \.animations, example: "[{keyPath: opacity, fromValue: 0, toValue: 1}]",
            "Animations of this layer's properties."),
    ]

    /// The keys of every layer type, for suggestions and the schema.
    static var allNames: [String] {
        var names = common.map(\.name)
        for kind in LayerKind.all { names += kind.properties.map(\.name).filter { !names.contains($0) } }
        return names
    }
}

extension NodeReader {
    /// A transform as parts or as six matrix numbers.
    func transformDraft() -> TransformDraft? {
        if case .sequence = node {
            guard let m = numbers(count: 6, what: "a matrix [a, b, c, d, tx, ty]") else { return nil }
            // Solve nothing: a matrix is kept as it is, with the parts left at identity.
            var draft = TransformDraft()
            draft.matrix = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
            return draft
        }
        guard let keys = mapping(allowed: TransformDraft.properties.map(\.name)) else { return nil }
        var draft = TransformDraft()
        var ok = true
        for key in keys.keys {
            ok = TransformDraft.properties.definition(named: key)!.apply(keys[key]!, &draft) && ok
        }
        return ok ? draft : nil
    }
}
