/// Horizontal alignment of text lines in a text layer's bounds (`CATextLayer.alignmentMode`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Left for left-to-right text, right for right-to-left text.
    case natural
    case left
    case center
    case right
    /// Every wrapped line but the last stretched to the full width.
    case justified
}
