/// Decodes an image file to check that it can be drawn, so that `reel validate` reports a
/// damaged image with its position instead of the render failing later.
///
/// `Scene` cannot decode images; the renderer provides the implementation.
public protocol ImageChecking {
    /// Throws when the file at `path` cannot be decoded; the error's description says why.
    func check(imageAt path: String) throws
}
