/// What a data story does with a name that has no value in a period.
public enum RaceMissing: String, Sendable, Equatable, CaseIterable {
    /// The value is 0.
    case zero
    /// The name keeps its last value (0 before its first).
    case hold
    /// The name sits the period out: it leaves the ranking and comes back with its next value.
    case skip
}
