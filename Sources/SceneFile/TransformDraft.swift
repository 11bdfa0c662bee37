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
        .value("scale", .oneOf([.number(nil), .point]), \.scale, example: "1.5", "Scale factor, one for both axes or `[sx, sy]`.") { reader in
            if reader.scalarText != nil { return reader.number().map { Point(x: $0, y: $0) } }
            return reader.numbers(count: 2, what: "a scale [sx, sy]").map { Point(x: $0[0], y: $0[1]) }
        },
        .number("rotation", .angle, \.rotation, example: "90deg", "Rotation, clockwise on screen (y points down)."),
        .point("translation", \.translation, example: "[10, 0]", "Offset applied last, in the superlayer's units."),
    ]
}
