extension Rect {
    /// Whether the two boxes share more than `amount` each way. A negative amount asks whether
    /// they come closer than it: `a.overlaps(b, by: -2)` is true for boxes less than 2 apart.
    public func overlaps(_ other: Rect, by amount: Double) -> Bool {
        min(maxX, other.maxX) - max(minX, other.minX) > amount && min(maxY, other.maxY) - max(minY, other.minY) > amount
    }
}
