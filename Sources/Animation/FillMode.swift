/// What an animation shows outside its active time, as `CAMediaTimingFillMode`.
public enum FillMode: String, Sendable, Hashable, CaseIterable {
    /// The model value shows before the beginning and after the end.
    case removed
    /// The end value holds after the end.
    case forwards
    /// The start value shows before the beginning.
    case backwards
    /// Both of the above.
    case both

    @inlinable var fillsForwards: Bool { self == .forwards || self == .both }
    @inlinable var fillsBackwards: Bool { self == .backwards || self == .both }
}
