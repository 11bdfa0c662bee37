/// Where text that does not fit its bounds is cut and replaced by an ellipsis
/// (`CATextLayer.truncationMode`).
public enum TextTruncation: String, Sendable, Hashable, CaseIterable {
    case none
    case start
    case middle
    case end
}
