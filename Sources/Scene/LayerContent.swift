/// The one kind of content a layer draws besides its background and border.
public enum LayerContent: Sendable, Hashable {
    case none
    /// A path, filled and/or stroked (`CAShapeLayer`).
    case shape(ShapeContent)
    /// Text laid out by Pango (`CATextLayer`).
    case text(TextContent)
    /// A colour gradient filling the bounds (`CAGradientLayer`).
    case gradient(GradientContent)
    /// A bitmap image placed in the bounds (`CALayer.contents`).
    case image(ImageContent)

    /// Which kind of content this is.
    public var kind: LayerContentKind? {
        switch self {
        case .none: nil
        case .shape: .shape
        case .text: .text
        case .gradient: .gradient
        case .image: .image
        }
    }
}
