/// A font weight on the CSS/OpenType scale, 100 (thin) to 900 (black).
public struct FontWeight: Sendable, Hashable, Comparable, RawRepresentable {
    /// The CSS weight, 100…1000.
    public var rawValue: Int

    /// A weight, clamped to 100…1000.
    public init(rawValue: Int) { self.rawValue = min(max(rawValue, 100), 1000) }

    /// 100.
    public static let thin = FontWeight(rawValue: 100)
    /// 300.
    public static let light = FontWeight(rawValue: 300)
    /// 400.
    public static let regular = FontWeight(rawValue: 400)
    /// 500.
    public static let medium = FontWeight(rawValue: 500)
    /// 600.
    public static let semibold = FontWeight(rawValue: 600)
    /// 700.
    public static let bold = FontWeight(rawValue: 700)
    /// 800.
    public static let heavy = FontWeight(rawValue: 800)
    /// 900.
    public static let black = FontWeight(rawValue: 900)

    /// The weights by name, for scene files.
    public static let named: [String: FontWeight] = [
        "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// Whether `lhs` is lighter.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
