import Foundation
import Glibc
import Synchronization

/// Tells when any of a set of files changes, with Linux's inotify: the kernel reports changes,
/// nothing is polled.
///
/// It watches the files' directories rather than the files: editors save by writing a new file
/// and renaming it over the old one, which would end a watch on the old file's inode. Events in
/// those directories for other files are ignored.
public final class FileWatcher: Sendable {
    /// The watched files and the inotify watches on their directories.
    private struct Watches: ~Copyable {
        var files: Set<String> = []
        var directories: [Int32: String] = [:]
    }

    private let descriptor: Int32
    private let watches = Mutex(Watches())
    private let stopped = Atomic<Bool>(false)
    private let onChange: @Sendable ([String]) -> Void

    /// Starts a watcher that calls `onChange` (on its own thread) with the changed files among
    /// those given to `watch(_:)`, each burst of events once.
    public init(onChange: @escaping @Sendable ([String]) -> Void) throws(PreviewError) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw PreviewError.watchFailed(reason: String(cString: strerror(errno))) }
        self.onChange = onChange
        let thread = Thread { [self] in readEvents() }
        thread.name = "reel-file-watcher"
        thread.start()
    }

    /// Watches exactly `paths` from now on (those no longer listed are dropped). A path whose
    /// directory does not exist cannot be watched and is skipped.
    public func watch(_ paths: [String]) {
        let files = Set(paths.map(Self.absolute))
        // Also the directory of a symlink's target, so editing the file it points to counts.
        let targets = files.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        let wanted = Set((files.union(targets)).map { ($0 as NSString).deletingLastPathComponent })
        watches.withLock { state in
            state.files = files.union(targets)
            for (wd, directory) in state.directories where !wanted.contains(directory) {
                inotify_rm_watch(descriptor, wd)
                state.directories[wd] = nil
            }
            let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
            for directory in wanted where !state.directories.values.contains(directory) {
                let wd = inotify_add_watch(descriptor, directory, mask)
                if wd >= 0 { state.directories[wd] = directory }
            }
        }
    }

    /// Stops watching; the watcher's thread ends within a fraction of a second.
    public func stop() {
        stopped.store(true, ordering: .releasing)
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The watcher thread: waits for events, then for a short quiet spell (an editor's save is
    /// several events: write, close, rename), and reports the watched files among them.
    private func readEvents() {
        defer { close(descriptor) }
        var changed: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopped.load(ordering: .acquiring) {
            var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // With changes pending, wait only for the burst to end; otherwise wake up now and
            // then to notice `stop()`.
            let ready = poll(&pollDescriptor, 1, changed.isEmpty ? 250 : 30)
            if ready > 0 {
                changed.formUnion(drain(into: &buffer))
            } else if ready == 0, !changed.isEmpty {
                let files = changed.sorted()
                changed = []
                onChange(files)
            }
        }
    }

    /// Reads every queued event; returns the watched files they name.
    private func drain(into buffer: inout [UInt8]) -> Set<String> {
        var names: [(Int32, String)] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                let headerSize = MemoryLayout<inotify_event>.size
                while offset + headerSize <= count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + headerSize
                    let nameBytes = bytes[nameStart..<min(nameStart + Int(event.len), count)].prefix { $0 != 0 }
                    names.append((event.wd, String(decoding: nameBytes, as: UTF8.self)))
                    offset = nameStart + Int(event.len)
                }
            }
        }
        return watches.withLock { state in
            var hits: Set<String> = []
            for (wd, name) in names {
                guard let directory = state.directories[wd] else { continue }
                let path = (directory as NSString).appendingPathComponent(name)
                if state.files.contains(path) { hits.insert(path) }
            }
            return hits
        }
    }
}
