/// A quality level that picks the encoder settings a user did not give.
public enum ExportQuality: String, Sendable, CaseIterable {
    /// Fast and small: for previews.
    case draft
    /// The default: good-looking files at a reasonable speed.
    case standard
    /// Slower, larger, visually lossless.
    case high
}
