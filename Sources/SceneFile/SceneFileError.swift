/// Why a scene file could not be loaded.
public enum SceneFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// The file was read and has these problems (all of them, not just the first).
    case invalid([Diagnostic])

    /// Every diagnostic, one per line with its fix, or the file problem.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): error: cannot read the scene file: \(reason)"
        case let .invalid(diagnostics):
            let count = diagnostics.count
            return diagnostics.map(\.description).joined(separator: "\n")
                + "\n\(count) problem\(count == 1 ? "" : "s") found; nothing was rendered."
        }
    }

    /// The problems as diagnostics (one for a file that could not be read).
    public var diagnostics: [Diagnostic] {
        if case .invalid(let list) = self { return list }
        return []
    }
}
