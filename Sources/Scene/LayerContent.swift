/// The one kind of content a layer draws besides its background and border.
public enum LayerContent: Sendable, Hashable {
    case none
    case shape(ShapeContent)
}
