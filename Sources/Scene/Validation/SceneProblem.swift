/// A reason a scene cannot be rendered as built: where (the Swift source line that built the
/// layer or attached the animation, when a builder made it, and the layer's place in the tree),
/// what is wrong, and how to fix it. The messages are the ones a scene file gets for the same
/// mistake.
public struct SceneProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The builder call that made the offending layer or animation, when known.
    public var place: SourcePlace?
    /// The layer by id, or by its place in the tree (`layers[2].sublayers[0]`); empty for the
    /// scene's own settings.
    public var layer: String
    /// The offending field (`animations[0].duration`, `fps` …).
    public var field: String
    /// What is wrong.
    public var message: String
    /// What to change.
    public var fix: String

    /// A problem with `field` of `layer`, made at `place`.
    public init(place: SourcePlace?, layer: String, field: String, message: String, fix: String) {
        self.place = place
        self.layer = layer
        self.field = field
        self.message = message
        self.fix = fix
    }

    /// `File.swift:12: error: message (at layer.field)`, then the fix, as the CLI writes a
    /// scene file's problems.
    public var description: String {
        let at = [layer, field].filter { !$0.isEmpty }.joined(separator: ".")
        return "\(place.map { "\($0): " } ?? "")error: \(message)\(at.isEmpty ? "" : " (at \(at))")\n    fix: \(fix)"
    }
}
