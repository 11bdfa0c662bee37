extension Double {
    /// The number as a scene file would write it, for messages and JSON: `2` (no trailing
    /// `.0`), `0.25`, `NaN`, `infinity`.
    public var plainText: String {
        if isNaN { return "NaN" }
        if isInfinite { return self < 0 ? "-infinity" : "infinity" }
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
