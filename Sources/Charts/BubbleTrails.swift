/// Which bubbles of a bubble race draw a trail: a line through where they were in the periods
/// shown so far, growing as they move.
public enum BubbleTrails: String, Sendable, CaseIterable {
    /// No trails.
    case none
    /// The highlighted names' bubbles (every bubble's when none is highlighted).
    case highlighted
    /// Every bubble's.
    case all
}
