import Foundation

/// An output written under a temporary name beside its target and renamed into place only
/// when complete, so a failed or interrupted render never leaves a partial file.
public final class AtomicFile: @unchecked Sendable {
    public let target: String
    public let temporaryPath: String
    private let lock = NSLock()
    private var finished = false

    /// Prepares to write `target`; fails at once when its directory cannot be written.
    public init(target: String) throws(ExportError) {
        self.target = target
        let url = URL(fileURLWithPath: target)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError.unwritableOutput(path: target, reason: "the directory \(directory) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw ExportError.unwritableOutput(path: target, reason: "the directory \(directory) is not writable")
        }
        let name = url.lastPathComponent
        let ext = url.pathExtension
        // Keep the extension: FFmpeg picks muxers by it.
        let temporaryName = ".\(name).reel-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).partial" + (ext.isEmpty ? "" : ".\(ext)")
        temporaryPath = directory + "/" + temporaryName
        AtomicFile.registry.add(temporaryPath)
    }

    /// Moves the finished temporary file onto the target.
    public func commit() throws(ExportError) {
        lock.lock(); defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        AtomicFile.registry.remove(temporaryPath)
        if rename(temporaryPath, target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw ExportError.unwritableOutput(path: target, reason: reason)
        }
    }

    /// Removes the temporary file; the target is left as it was.
    public func discard() {
        lock.lock(); defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        AtomicFile.registry.remove(temporaryPath)
        unlink(temporaryPath)
    }

    deinit { discard() }

    /// Temporary files in progress, so a signal handler can remove them before exiting.
    static let registry = TemporaryFileRegistry()

    /// Removes every temporary file still in progress. Called on SIGINT/SIGTERM.
    public static func discardAllInProgress() {
        registry.removeAll()
    }
}
