/// A warning `reel validate` (and, for placement, `reel render` and `reel still`) gives about a
/// scene that is valid but will not look as meant: what, the fix, and where it is written.
public struct SceneWarning: Sendable, Equatable {
    /// What is wrong.
    public var message: String
    /// How to put it right.
    public var fix: String
    /// Where the layer it is about is written (`scene.yaml:12:5`), when known.
    public var place: String?

    /// A warning with its fix, written at `place` when known.
    public init(message: String, fix: String, place: String? = nil) {
        self.message = message
        self.fix = fix
        self.place = place
    }
}
