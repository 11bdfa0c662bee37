/// One animatable layer property as evaluation uses it: its key path, the kind of value it
/// takes and which layers have it. Built from the property registry (`LayerType`);
/// `Layer.animatableKeyPaths` lists them all, for decoders, schemas and suggestions.
public struct AnimatableProperty: Sendable {
    /// The Core Animation key path, such as `position.x`.
    public let keyPath: String
    /// The kind of value its animations carry.
    public let kind: PropertyValueKind
    /// The content the property belongs to; `nil` for properties every layer has.
    public let content: LayerContentKind?
    /// The registry's declaration.
    public let property: ModelProperty<Layer>
    let get: @Sendable (Layer) -> PropertyValue
    let set: @Sendable (inout Layer, PropertyValue) -> Void

    init?(_ property: ModelProperty<Layer>, content: LayerContentKind?) {
        guard let animation = property.animation else { return nil }
        keyPath = property.name
        kind = animation.kind
        self.content = content
        self.property = property
        get = animation.get
        set = animation.set
    }

    /// Whether `layer` has this property (its content is of the right kind).
    public func applies(to layer: Layer) -> Bool {
        content == nil || layer.content.kind == content
    }
}
