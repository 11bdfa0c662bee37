/// The kinds of layer content, for tables of which properties apply where.
public enum LayerContentKind: String, Sendable, Hashable, CaseIterable {
    case shape, text, gradient, image
}
