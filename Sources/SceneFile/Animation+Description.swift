import Animation

extension Animation {
    /// The animated key path (or paths, for a group), for summaries.
    var keyPathDescription: String {
        switch self {
        case .group(let group): return "group of " + group.animations.map(\.keyPathDescription).joined(separator: ", ")
        default: return keyPath ?? ""
        }
    }
}
