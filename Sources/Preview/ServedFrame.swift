import Foundation

/// What `/frame` answers: a whole frame's PNG, or a patch: the PNG of the rectangle where the
/// frame differs from the one the page shows (empty when nothing differs).
struct ServedFrame: Sendable {
    var png: Data
    /// `nil` for a whole frame.
    var patch: PixelRect?
}
