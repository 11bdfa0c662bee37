/// Which points a filled path covers where subpaths overlap.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Covered where the winding number is not zero (`kCAFillRuleNonZero`).
    case nonZero
    /// Covered where an odd number of edges lies on either side (`kCAFillRuleEvenOdd`).
    case evenOdd
}
