import Scene

/// Checks image files by decoding them exactly as the renderer will.
public struct ImageChecker: ImageChecking {
    /// A checker; it holds nothing.
    public init() {}

    /// Throws an `ImageHeader.Problem` saying why the file cannot be decoded.
    public func check(imageAt path: String) throws {
        do {
            _ = try ImageCache.decode(path)
        } catch {
            guard case .unreadableImage(_, let reason) = error else { throw error }
            throw ImageHeader.Problem(message: reason, fix: "the file is damaged; save it again as a PNG or JPEG file")
        }
    }
}
