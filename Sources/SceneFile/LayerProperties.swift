import Scene

/// The keys every layer type accepts, under their Core Animation names: the registry's
/// (`LayerType.common`) and the few the decoder reads itself.
enum LayerProperties {
    /// The keys the decoder reads itself, around the registry's properties: the layer's type and
    /// styles, the `frame` shorthand, and the nested layers and animations.
    static let common: [PropertyDefinition<LayerDraft>] = [
        .readByDecoder("type", .choice(LayerKind.all.map(\.name)), example: "shape",
            "The layer type. Without it: \(LayerKind.impliedRule)."),
        .readByDecoder("style", .oneOf([.identifier, .list(.identifier)]), example: "series",
            "Named styles (from `styles:`) whose keys this layer takes, in order; the layer's own keys win."),
        PropertyDefinition("frame", .frame, example: "[20, 20, 200, 100]",
            "Bounds `[0, 0, w, h]` and the position that puts the layer's top-left at `[x, y]`. "
                + "Any number may be a percentage of the scene (x and width of its width, y and height of its height): "
                + "`[5%, 10%, 90%, 80%]` follows the scene's `size`. "
                + "`{landscape: […], portrait: […]}` gives one rectangle for each shape of the scene (portrait when it is taller than wide), "
                + "so that `--size 1080x1920` can stack what a wide scene sets side by side."
        ) { reader, draft in
            guard let frame = reader.frameRect() else { return false }
            draft.frame = frame
            return true
        },
    ] + LayerType.common.keys(defaults: Layer()) + [
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
        return TransformDraft.properties.read(self, into: TransformDraft())?.0
    }
}

extension Array where Element == ModelProperty<Layer> {
    /// The scene-file keys among these registry properties, stored into the draft's layer;
    /// `defaults` is the layer they start from, for the reference.
    func keys(defaults: Layer) -> [PropertyDefinition<LayerDraft>] {
        filter(\.isKey).map { .model($0, at: \.layer, defaults: defaults) }
    }
}
