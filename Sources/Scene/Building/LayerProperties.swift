/// The root of the typed key paths the fluent API takes: every property of a layer and of its
/// shape, text or gradient content, so `\.opacity`, `\.strokeEnd`, `\.number` and
/// `\.position.y` all name a property without spelling out where it lives.
///
/// ```swift
/// Layer.shape(path).animate(\.strokeEnd, from: 0, to: 1, duration: 1)
/// ```
///
/// Each key path resolves to a Swift key path into `Layer` (`\Layer.shape.strokeEnd`), and an
/// animation to its Core Animation name through the property registry (`LayerType`).
@dynamicMemberLookup
public struct LayerProperties {
    /// A property every layer has (`\.opacity`, `\.position`, `\.shadowOffset`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Layer, Value>) -> LayerProperty<Value> {
        LayerProperty(keyPath)
    }

    /// A shape layer's property (`\.strokeEnd`, `\.lineWidth`, `\.path`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ShapeContent, Value>) -> LayerProperty<Value> {
        LayerProperty((\Layer.shape as WritableKeyPath<Layer, ShapeContent>).appending(path: keyPath))
    }

    /// A text layer's property (`\.number`, `\.color`, `\.font.size`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<TextContent, Value>) -> LayerProperty<Value> {
        LayerProperty((\Layer.text as WritableKeyPath<Layer, TextContent>).appending(path: keyPath))
    }

    /// A gradient layer's property (`\.colors`, `\.startPoint`, `\.effectiveLocations`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<GradientContent, Value>) -> LayerProperty<Value> {
        LayerProperty((\Layer.gradient as WritableKeyPath<Layer, GradientContent>).appending(path: keyPath))
    }
}

/// One property of a layer, reached from `LayerProperties`: its Swift key path into `Layer`.
/// Members reach parts of its value (`\.position.y`, `\.transform.rotation`).
@dynamicMemberLookup
public struct LayerProperty<Value> {
    /// Where the value lives in a layer, such as `\Layer.shape.strokeEnd`.
    public let keyPath: WritableKeyPath<Layer, Value>

    init(_ keyPath: WritableKeyPath<Layer, Value>) { self.keyPath = keyPath }

    /// A part of this property's value.
    public subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> LayerProperty<Part> {
        LayerProperty<Part>(self.keyPath.appending(path: keyPath))
    }

    /// The registry's declaration of this property, when it has one.
    public var declaration: ModelProperty<Layer>? { LayerType.property(at: keyPath) }
}

/// A typed key path to a layer property, as `animate` and `set` take it: `\.strokeEnd`.
public typealias LayerKeyPath<Value> = KeyPath<LayerProperties, LayerProperty<Value>>

extension LayerProperties {
    /// The property `keyPath` names.
    public static func property<Value>(_ keyPath: LayerKeyPath<Value>) -> LayerProperty<Value> {
        LayerProperties()[keyPath: keyPath]
    }
}
