import Render

/// Turns rendered frames into what one sink encodes. Each render worker owns one, so an
/// implementation need not be thread-safe; it must only be safe to hand to another thread.
public protocol FramePreparer: Sendable {
    func prepare(_ frame: Frame) throws -> PreparedFrame
}
