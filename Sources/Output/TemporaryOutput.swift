import Foundation

/// The hidden path beside a target that an atomic output (`AtomicFile`, `AtomicDirectory`) is
/// written to, listed for removal on an interrupt or a crash until the output is committed or
/// discarded, which happens once.
final class TemporaryOutput: @unchecked Sendable {
    /// Where the output is written until it is complete.
    let path: String
    private let lock = NSLock()
    private var finished = false

    /// The directory that will hold `target` (written as `url`); throws when it is missing or
    /// cannot be written, before any work.
    static func writableDirectory(of target: String, url: URL) throws(OutputError) -> String {
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OutputError.unwritable(path: target, reason: "the directory \(directory) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw OutputError.unwritable(path: target, reason: "the directory \(directory) is not writable")
        }
        return directory
    }

    /// A temporary path in `directory` for `url`'s file name (with `suffix` and, unless empty,
    /// `extension`), listed at once.
    init(in directory: String, for url: URL, extension ext: String, suffix: String) {
        path = directory + "/" + AtomicFile.temporaryName(for: url.lastPathComponent, extension: ext, suffix: suffix)
        AtomicFile.registry.add(path)
    }

    /// Runs `step` (a commit or a discard) unless one already ran, then forgets the path: by
    /// then it was renamed into place or removed.
    func finishOnce(_ step: () throws(OutputError) -> Void) throws(OutputError) {
        lock.lock(); defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        defer { AtomicFile.registry.remove(path) }
        try step()
    }

    /// Forgets the path at once, when it could not even be created.
    func abandon() {
        lock.lock(); defer { lock.unlock() }
        finished = true
        AtomicFile.registry.remove(path)
    }
}
