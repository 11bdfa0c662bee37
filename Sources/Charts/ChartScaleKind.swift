/// How an axis spaces its values: by difference (linear) or by ratio (logarithmic).
public enum ChartScaleKind: String, Sendable, CaseIterable {
    /// Equal differences take equal distances.
    case linear
    /// Equal ratios take equal distances (1 to 10 as far as 10 to 100); values must be above 0.
    case log
}
