/// One animatable layer property: its key path, the kind of value it takes and which layers
/// have it. `Layer.animatableKeyPaths` lists them all, for decoders, schemas and suggestions.
public struct AnimatableProperty: Sendable {
    public let keyPath: String
    public let kind: PropertyValueKind
    /// The content the property belongs to; `nil` for properties every layer has.
    public let content: LayerContentKind?
    let get: @Sendable (Layer) -> PropertyValue?
    let set: @Sendable (inout Layer, PropertyValue) -> Void

    /// Whether `layer` has this property (its content is of the right kind).
    public func applies(to layer: Layer) -> Bool {
        content == nil || layer.content.kind == content
    }
}
