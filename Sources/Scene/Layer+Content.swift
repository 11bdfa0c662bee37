// Typed access to each kind of content, so that properties have Swift key paths such as
// `\Layer.shape.strokeEnd`. Reading a layer of another kind gives that kind's blank content;
// writing makes the layer a layer of that kind (evaluation writes only to layers that have the
// property: `AnimatableProperty.applies(to:)`).

extension Layer {
    /// The shape content (`CAShapeLayer`'s properties).
    public var shape: ShapeContent {
        get { if case .shape(let shape) = content { shape } else { ShapeContent() } }
        set { content = .shape(newValue) }
    }

    /// The text content (`CATextLayer`'s properties).
    public var text: TextContent {
        get { if case .text(let text) = content { text } else { TextContent() } }
        set { content = .text(newValue) }
    }

    /// The gradient content (`CAGradientLayer`'s properties).
    public var gradient: GradientContent {
        get { if case .gradient(let gradient) = content { gradient } else { GradientContent() } }
        set { content = .gradient(newValue) }
    }

    /// The image content.
    public var image: ImageContent {
        get { if case .image(let image) = content { image } else { ImageContent(path: "") } }
        set { content = .image(newValue) }
    }
}
