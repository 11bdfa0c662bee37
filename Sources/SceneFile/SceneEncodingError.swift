/// Why a scene could not be written as a scene file: a value the file format has no way to
/// write (a spring used as a timing function, a layer property holding no value).
public struct SceneEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the scene, as a key path such as `layers[2].sublayers[0].animations[1].timingFunction`.
    public var property: String
    /// What is wrong with its value.
    public var reason: String

    /// The property at `property` could not be written, for `reason`.
    public init(property: String, reason: String) {
        self.property = property
        self.reason = reason
    }

    /// The message: what could not be written and why.
    public var message: String { "cannot write '\(property)' in a scene file: \(reason)" }

    /// What to change in the Swift that built the scene.
    public var fix: String { "give '\(property)' a value a scene file can write (see docs/scene-format.md), or leave the scene in Swift" }

    /// The message and its fix, as the command line prints them.
    public var description: String { "error: \(message)\n  fix: \(fix)" }

    /// The same problem, placed under `parent` (`layers[2]`).
    func inside(_ parent: String) -> SceneEncodingError {
        SceneEncodingError(property: property.isEmpty ? parent : "\(parent).\(property)", reason: reason)
    }
}
