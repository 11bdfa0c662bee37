/// How the corners between stroked segments are drawn.
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// A sharp corner, bevelled beyond `miterLimit`.
    case miter
    case round
    case bevel
}
