/// The files decoding a scene read or looked for — the scene, the files it includes, data files
/// and images — shared by the file's include chain, so a watcher knows which files to watch.
final class SourceFileLog {
    private(set) var paths: [String] = []
    private var seen: Set<String> = []

    func add(_ path: String) {
        if seen.insert(path).inserted { paths.append(path) }
    }
}
