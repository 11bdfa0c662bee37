import Foundation

/// A directory of outputs written under a temporary name beside its target and renamed into
/// place only when complete (as `AtomicFile` does for one file), so a failed or interrupted
/// write never leaves a half-filled directory.
public final class AtomicDirectory: @unchecked Sendable {
    /// The directory the finished contents replace.
    public let target: String
    /// Where the files go while they are written.
    public let temporaryPath: String
    private let lock = NSLock()
    private var finished = false

    /// Creates the temporary directory beside `target`; fails at once when the parent directory
    /// cannot be written.
    public init(target: String) throws(ExportError) {
        let url = URL(fileURLWithPath: target).standardizedFileURL
        self.target = url.path
        let parent = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError.unwritableOutput(path: target, reason: "the directory \(parent) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: parent) else {
            throw ExportError.unwritableOutput(path: target, reason: "the directory \(parent) is not writable")
        }
        temporaryPath = parent + "/" + AtomicFile.temporaryName(for: url.lastPathComponent, extension: "", suffix: "-dir")
        AtomicFile.registry.add(temporaryPath)
        do {
            try FileManager.default.createDirectory(atPath: temporaryPath, withIntermediateDirectories: false)
        } catch {
            AtomicFile.registry.remove(temporaryPath)
            throw ExportError.unwritableOutput(path: target, reason: "cannot create \(temporaryPath): \(error.localizedDescription)")
        }
    }

    /// Moves the finished directory onto the target. An existing target directory is replaced
    /// (the caller decides whether it may be); it is removed only once the new one is in place.
    public func commit() throws(ExportError) {
        lock.lock(); defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        let manager = FileManager.default
        var old: String?
        if manager.fileExists(atPath: target) {
            let aside = temporaryPath + "-old"
            guard rename(target, aside) == 0 else {
                let reason = String(cString: strerror(errno))
                try? manager.removeItem(atPath: temporaryPath)
                AtomicFile.registry.remove(temporaryPath)
                throw ExportError.unwritableOutput(path: target, reason: reason)
            }
            old = aside
        }
        if rename(temporaryPath, target) != 0 {
            let reason = String(cString: strerror(errno))
            if let old { _ = rename(old, target) }
            try? manager.removeItem(atPath: temporaryPath)
            AtomicFile.registry.remove(temporaryPath)
            throw ExportError.unwritableOutput(path: target, reason: reason)
        }
        AtomicFile.registry.remove(temporaryPath)
        if let old { try? manager.removeItem(atPath: old) }
    }

    /// Removes the temporary directory; the target is left as it was.
    public func discard() {
        lock.lock(); defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(atPath: temporaryPath)
        AtomicFile.registry.remove(temporaryPath)
    }

    deinit { discard() }
}
