import Animation

/// Layer properties by their Core Animation key path names.
extension Layer: AnimationTarget {
    /// Every key path a layer animates, with the kind of value it takes and the content it
    /// belongs to: the registry's animatable properties.
    public static let animatableKeyPaths: [String: AnimatableProperty] = {
        let common = LayerType.common.compactMap { AnimatableProperty($0, content: nil) }
        let typed = LayerType.builtIn.flatMap { type in type.properties.compactMap { AnimatableProperty($0, content: type.contentKind) } }
        return Dictionary(uniqueKeysWithValues: (common + typed).map { ($0.keyPath, $0) })
    }()

    /// The value at a Core Animation key path; `nil` for a key path the layer does not animate.
    public func value(forKeyPath keyPath: String) -> PropertyValue? {
        guard let property = Self.animatableKeyPaths[keyPath], property.applies(to: self) else { return nil }
        return property.get(self)
    }

    /// Sets the property at `keyPath`; a value of another kind, or a key path this layer does
    /// not have, changes nothing (scene validation rejects both before evaluation).
    public mutating func setValue(_ value: PropertyValue, forKeyPath keyPath: String) {
        guard let property = Self.animatableKeyPaths[keyPath], property.applies(to: self),
            value.kind == property.kind
        else { return }
        property.set(&self, value)
    }
}
