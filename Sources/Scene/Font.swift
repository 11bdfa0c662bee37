/// A font request: a family as fontconfig knows it, a size in points, a weight and a slant.
///
/// Families resolve through fontconfig. A family fontconfig is configured to alias (Helvetica
/// and Arial resolve to DejaVu Sans on a stock Debian) is accepted; a family it knows nothing
/// about is an error naming the family when the text is drawn or measured.
public struct Font: Sendable, Hashable {
    /// The family name fontconfig resolves, such as `DejaVu Sans`.
    public var family: String
    /// The size in points (the em height), as `UIFont.pointSize`.
    public var size: Double
    /// The weight, 100 (thin) to 1000.
    public var weight: FontWeight
    /// Whether the italic face is used.
    public var isItalic: Bool

    /// A font of `family` at `size` points.
    public init(family: String = "Helvetica", size: Double = 12, weight: FontWeight = .regular, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }
}
