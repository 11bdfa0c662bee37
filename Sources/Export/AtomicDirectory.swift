import Foundation

/// A directory of outputs written under a temporary name beside its target and renamed into
/// place only when complete (as `AtomicFile` does for one file), so a failed or interrupted
/// write never leaves a half-filled directory.
public final class AtomicDirectory: @unchecked Sendable {
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
        let probe = try AtomicFile(target: url.path)
        temporaryPath = probe.temporaryPath + "-dir"
        probe.discard()
        do {
            try FileManager.default.createDirectory(atPath: temporaryPath, withIntermediateDirectories: false)
        } catch {
            throw ExportError.unwritableOutput(path: target, reason: "cannot create \(temporaryPath): \(error.localizedDescription)")
        }
        AtomicFile.registry.add(temporaryPath)
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
            if let old { rename(old, target) }
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
        AtomicFile.registry.remove(temporaryPath)
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }

    deinit { discard() }
}
