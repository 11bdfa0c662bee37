import Animation

/// The value of an animatable layer property: what key-path animations carry.
public enum PropertyValue: Sendable, Hashable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(AffineTransform)
    case numbers([Double])
    case colors([Color])
    case path(Path)

    /// The kind of value.
    public var kind: PropertyValueKind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .transform: .transform
        case .numbers: .numbers
        case .colors: .colors
        case .path: .path
        }
    }

    /// A name for the kind of value, for error messages.
    public var kindName: String { kind.name }
}
