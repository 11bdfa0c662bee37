import Scene

/// Reads an animation value in the shape of the property it animates (the registry's value
/// type, as a `PropertyValue` kind). Animation values are not held to the property's range:
/// as in Core Animation, the renderer clamps what it must (opacity, strokeEnd), and offsets,
/// springs and additive values may go past a model value's limits.
enum PropertyValueDecoder {
    static func decode(_ reader: NodeReader, like model: PropertyValue) -> PropertyValue? {
        switch model {
        case .number: return reader.animatedNumber().map(PropertyValue.number)
        case .point: return reader.point().map(PropertyValue.point)
        case .size: return reader.size().map(PropertyValue.size)
        case .rect: return reader.rect().map(PropertyValue.rect)
        case .color: return reader.color().map(PropertyValue.color)
        case .numbers: return reader.numberList().map(PropertyValue.numbers)
        case .colors: return reader.colorList().map(PropertyValue.colors)
        case .transform: return reader.transformDraft().map { .transform($0.transform) }
        case .path(let modelPath):
            guard let path = reader.pathData() else { return nil }
            guard path.hasSameStructure(as: modelPath) else {
                reader.report("this path has different commands from the layer's path, so the two cannot be interpolated",
                    fix: "use the same commands in the same order as the layer's `path`, changing only the numbers")
                return nil
            }
            return .path(path)
        }
    }
}

extension NodeReader {
    /// A number for an animated property: plain, a percentage (`50%` is 0.5) or an angle (`90deg`).
    func animatedNumber() -> Double? {
        guard let text = scalarText?.trimmingCharacters(in: .whitespaces) else { return number() }
        if text.hasSuffix("%") { return fraction(in: -1_000_000...1_000_000) }
        if ["deg", "rad", "turn"].contains(where: { text.hasSuffix($0) }) { return angle() }
        return number()
    }
}
