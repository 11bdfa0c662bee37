/// One problem found in a scene file: where, what, and how to fix it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Where in which file.
    public var location: SourceLocation
    /// The key path of the offending value, such as `layers[2].animations[0].duration`.
    public var keyPath: String
    /// What is wrong.
    public var message: String
    /// What to change, when Reel can tell.
    public var fix: String?

    /// A diagnostic at `location` for the value at `keyPath`.
    public init(location: SourceLocation, keyPath: String, message: String, fix: String? = nil) {
        self.location = location
        self.keyPath = keyPath
        self.message = message
        self.fix = fix
    }

    /// `file:line:column: error: message`, with the fix on the next line.
    public var description: String {
        var text = "\(location): error: \(message)"
        if !keyPath.isEmpty { text += " (at \(keyPath))" }
        if let fix { text += "\n    fix: \(fix)" }
        return text
    }
}
