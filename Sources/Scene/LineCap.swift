/// How open stroke ends and dash ends are drawn.
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// Flat, exactly at the end point.
    case butt
    /// A half disc of diameter `lineWidth` beyond the end point.
    case round
    /// A half square of side `lineWidth` beyond the end point.
    case square
}
