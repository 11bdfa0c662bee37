import Render

/// Turns rendered frames into what one sink encodes. Each render worker owns one, so an
/// implementation need not be thread-safe; it must only be safe to hand to another thread.
public protocol FramePreparer: Sendable {
    /// What the preparer makes of a frame: the input of the sink it belongs to (an encoder
    /// picture, a palette image, a PNG file's bytes).
    associatedtype Prepared: Sendable

    func prepare(_ frame: Frame) throws -> Prepared
}
