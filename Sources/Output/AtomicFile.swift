import COutputCleanup
import Foundation

/// An output written under a temporary name beside its target and renamed into place only
/// when complete, so a failed or interrupted render never leaves a partial file.
///
/// Only a regular file (or nothing) is ever replaced: a target that is a device, a directory,
/// a FIFO or a socket is refused before any work and checked again before the rename.
public final class AtomicFile: @unchecked Sendable {
    /// The file that appears when the output is complete.
    public let target: String
    /// Where the output is written until then: beside the target.
    public var temporaryPath: String { temporary.path }
    private let temporary: TemporaryOutput

    /// Prepares to write `target`; fails at once when its directory cannot be written, when
    /// the target is not a regular file, or when it is one of `inputs` (files the output was
    /// made from, which it must never replace).
    public init(target: String, protecting inputs: [String] = []) throws(OutputError) {
        self.target = target
        let url = URL(fileURLWithPath: target)
        let directory = try TemporaryOutput.writableDirectory(of: target, url: url)
        try OutputSafety.checkReplaceable(target, inputs: inputs)
        temporary = TemporaryOutput(in: directory, for: url, extension: url.pathExtension, suffix: "")
    }

    /// A hidden name beside `name`, unique to this process and call, that keeps the extension
    /// (FFmpeg picks muxers by it) and, however long `name` is, fits in NAME_MAX bytes.
    package static func temporaryName(for name: String, extension ext: String, suffix: String = "") -> String {
        let marker = ".reel-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).partial" + suffix + (ext.isEmpty ? "" : ".\(ext)")
        let room = Int(NAME_MAX) - 1 - marker.utf8.count
        return "." + name.prefix(utf8Bytes: max(room, 0)) + marker
    }

    /// Moves the finished temporary file onto the target.
    public func commit() throws(OutputError) {
        let path = temporary.path
        try temporary.finishOnce { () throws(OutputError) in
            do throws(OutputError) {
                // Checked again: the target may have been replaced while the frames were rendered.
                try OutputSafety.checkReplaceable(target, inputs: [])
            } catch {
                unlink(path)
                throw error
            }
            if rename(path, target) != 0 {
                let code = errno
                unlink(path)
                throw OutputError.writeFailed(path: target, errno: code)
            }
        }
    }

    /// Removes the temporary file; the target is left as it was.
    public func discard() {
        let path = temporary.path
        try? temporary.finishOnce { unlink(path) }
    }

    deinit { discard() }

    /// Temporary files in progress, so a signal handler can remove them before exiting.
    package static let registry = TemporaryFileRegistry()

    /// Removes every temporary file or directory still in progress. Called on a second SIGINT
    /// or SIGTERM; fatal signals reach the same list through `installCrashCleanup`.
    public static func discardAllInProgress() {
        registry.removeAll()
    }

    /// Removes a temporary directory and the files in it, even while a writer is adding more.
    package static func discardDirectory(_ path: String) {
        reel_cleanup_remove_path(path)
    }

    /// Makes a crash (SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE) remove the temporary outputs
    /// in progress before the process dies, as an interrupt does.
    public static func installCrashCleanup() {
        reel_cleanup_install_fatal_handlers()
    }
}
