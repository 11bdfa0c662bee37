/// How a number may be written besides a plain number.
public enum NumberUnit: Sendable, Hashable {
    /// A plain number.
    case plain
    /// 0…1, or a percentage (`50%`).
    case fraction
    /// Radians, or `90deg`, `1.2rad`, `0.25turn`.
    case angle
}
