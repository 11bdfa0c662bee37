/// Why an animation cannot play as written: which field, what is wrong, and how to fix it.
///
/// `path` locates the field inside the animation as a scene file spells it — for example
/// `keyTimes[2]`, `timingFunction.controlPoints[0]` or `animations[1].duration` inside a group —
/// so a decoder can point at the exact node. A decoder should follow the path as deep as its
/// document goes and report at the deepest node it finds (a timing function written as a name
/// has no `controlPoints` node, for instance).
public struct AnimationProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// One step of a `path`: a mapping key or a list index.
    public enum PathComponent: Sendable, Hashable, CustomStringConvertible {
        case key(String)
        case index(Int)

        /// The message, for logs and errors.
        public var description: String {
            switch self {
            case .key(let key): key
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// Where in the animation the problem is, outermost first.
    public var path: [PathComponent]
    /// The animated property (`strokeEnd`, `opacity` …), or `nil` for a group's own timing.
    public var keyPath: String?
    /// What is wrong, in a sentence that quotes the offending value.
    public var message: String
    /// What to write instead.
    public var fix: String

    /// A problem at `path` (and `keyPath`), with a message and a fix.
    public init(path: [PathComponent], keyPath: String?, message: String, fix: String) {
        self.path = path
        self.keyPath = keyPath
        self.message = message
        self.fix = fix
    }

    /// The innermost named field, such as `keyTimes` or `duration`.
    public var field: String {
        for component in path.reversed() { if case .key(let key) = component { return key } }
        return ""
    }

    /// The path as text: `animations[1].keyTimes[2]`.
    public var pathDescription: String {
        var text = ""
        for component in path {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// The message, for logs and errors.
    public var description: String {
        let subject = keyPath.map { "'\($0)' animation" } ?? "animation group"
        let location = pathDescription.isEmpty ? "" : ", \(pathDescription)"
        return "\(subject)\(location): \(message); fix: \(fix)"
    }

    /// The same problem, located inside an enclosing field (a group's child, a list entry).
    func nested(in prefix: [PathComponent]) -> AnimationProblem {
        AnimationProblem(path: prefix + path, keyPath: keyPath, message: message, fix: fix)
    }
}
