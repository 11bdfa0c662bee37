import Scene

/// A layer transform written as parts: scale, then rotate, then translate (about the anchor point).
struct TransformDraft: Sendable {
    var scale = Point(x: 1, y: 1)
    var rotation = 0.0
    var translation = Point.zero
    /// A matrix written out whole, used instead of the parts.
    var matrix: AffineTransform?

    var transform: AffineTransform {
        if let matrix { return matrix }
        return AffineTransform.scale(x: scale.x, y: scale.y)
            .concatenating(.rotation(rotation))
            .concatenating(.translation(x: translation.x, y: translation.y))
    }

    static let properties: [PropertyDefinition<TransformDraft>] = [
        ModelProperty.key("scale", \.scale, form: .oneOf([.number, .point]), example: "1.5", "Scale factor, one for both axes or `[sx, sy]`."),
        .key("rotation", \.rotation, unit: .angle, example: "90deg", "Rotation, clockwise on screen (y points down)."),
        .key("translation", \.translation, example: "[10, 0]", "Offset applied last, in the superlayer's units."),
    ].keys()
}
