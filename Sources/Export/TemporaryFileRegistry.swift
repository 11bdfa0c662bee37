import Foundation

/// The set of temporary paths (files, or directories of a PNG sequence) being written.
final class TemporaryFileRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    func add(_ path: String) { lock.lock(); paths.insert(path); lock.unlock() }
    func remove(_ path: String) { lock.lock(); paths.remove(path); lock.unlock() }
    func removeAll() {
        lock.lock(); let all = paths; paths = []; lock.unlock()
        for path in all where unlink(path) != 0 { try? FileManager.default.removeItem(atPath: path) }
    }
}
