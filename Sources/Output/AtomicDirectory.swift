import Foundation

/// A directory of outputs written under a temporary name beside its target and renamed into
/// place only when complete (as `AtomicFile` does for one file), so a failed or interrupted
/// write never leaves a half-filled directory.
public final class AtomicDirectory: @unchecked Sendable {
    /// The directory the finished contents replace.
    public let target: String
    /// Where the files go while they are written.
    public var temporaryPath: String { temporary.path }
    private let temporary: TemporaryOutput

    /// Creates the temporary directory beside `target`; fails at once when the parent directory
    /// cannot be written.
    public init(target: String) throws(OutputError) {
        let url = URL(fileURLWithPath: target).standardizedFileURL
        self.target = url.path
        let parent = try TemporaryOutput.writableDirectory(of: target, url: url)
        temporary = TemporaryOutput(in: parent, for: url, extension: "", suffix: "-dir")
        do {
            try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: false)
        } catch {
            temporary.abandon()
            throw OutputError.unwritable(path: target, reason: "cannot create \(temporary.path): \(error.localizedDescription)")
        }
    }

    /// Moves the finished directory onto the target. An existing target directory is replaced
    /// (the caller decides whether it may be); it is removed only once the new one is in place.
    public func commit() throws(OutputError) {
        let path = temporary.path
        var old: String?
        try temporary.finishOnce { () throws(OutputError) in
            let manager = FileManager.default
            if manager.fileExists(atPath: target) {
                let aside = path + "-old"
                guard rename(target, aside) == 0 else {
                    let reason = String(cString: strerror(errno))
                    try? manager.removeItem(atPath: path)
                    throw OutputError.unwritable(path: target, reason: reason)
                }
                old = aside
            }
            if rename(path, target) != 0 {
                let reason = String(cString: strerror(errno))
                if let old { _ = rename(old, target) }
                try? manager.removeItem(atPath: path)
                throw OutputError.unwritable(path: target, reason: reason)
            }
        }
        if let old { try? FileManager.default.removeItem(atPath: old) }
    }

    /// Removes the temporary directory; the target is left as it was.
    public func discard() {
        let path = temporary.path
        try? temporary.finishOnce { try? FileManager.default.removeItem(atPath: path) }
    }

    deinit { discard() }
}
