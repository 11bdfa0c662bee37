/// Why the preview server could not start.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kernel refused an inotify instance (too many open, usually).
    case watchFailed(reason: String)
    /// The scene file is not there to preview.
    case missingScene(path: String)

    /// The message, with its fix.
    public var description: String {
        switch self {
        case let .watchFailed(reason):
            return "cannot watch the scene's files for changes: \(reason); raise fs.inotify.max_user_instances or close other watchers"
        case let .missingScene(path):
            return "no such scene file '\(path)'; give the path of a .yaml or .json scene"
        }
    }
}
