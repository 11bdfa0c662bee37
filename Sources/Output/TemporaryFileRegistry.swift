import COutputCleanup
import Foundation

/// The temporary paths (files, or directories of a PNG sequence) being written. They live in
/// a C table too, so a handler of a fatal signal (SIGSEGV, SIGABRT …) can remove them without
/// running Swift code.
package final class TemporaryFileRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [String: [Int32]] = [:]

    package func add(_ path: String) {
        let slot = reel_cleanup_add(path)
        lock.lock(); slots[path, default: []].append(slot); lock.unlock()
    }

    /// Forgets `path`. Call it only after the path was removed or renamed, so that an exit
    /// in between still removes it.
    package func remove(_ path: String) {
        lock.lock()
        let slot = slots[path]?.popLast()
        if slots[path]?.isEmpty == true { slots[path] = nil }
        lock.unlock()
        if let slot { reel_cleanup_remove(slot) }
    }

    /// Removes every registered path. Safe while writers are still adding files to a
    /// temporary directory: it is emptied until it is gone.
    package func removeAll() {
        reel_cleanup_run()
    }
}
