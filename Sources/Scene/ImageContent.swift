/// What an image layer draws: a PNG or JPEG file placed in the bounds.
public struct ImageContent: Sendable, Hashable {
    /// The image file (PNG or JPEG, told apart by its first bytes).
    public var path: String
    /// How the image fits the bounds.
    public var gravity: ContentsGravity

    /// An image from the file at `path`.
    public init(path: String, gravity: ContentsGravity = .resize) {
        self.path = path
        self.gravity = gravity
    }
}
