import Animation

extension Animation {
    /// The animated key path (or paths, for a group), for summaries.
    var keyPathDescription: String {
        switch self {
        case .basic(let animation): return animation.keyPath
        }
    }
}
