import Glibc

/// Backs large buffers with the kernel's 2 MB pages where it allows them (transparent huge pages
/// in `madvise` mode, Debian's default). The first touch of a fresh 1080p frame is otherwise
/// about 2,000 faults of 4 kB pages, 6 ms in a virtual machine, against 1 ms for four 2 MB pages.
enum HugePages {
    static let size = 2 << 20

    /// Asks for huge pages over the whole 2 MB pages inside `count` bytes from `start`; call it
    /// before the buffer is first written. A kernel without them leaves the buffer as it was.
    static func advise(_ start: UnsafeMutableRawPointer, count: Int) {
        let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: start) + count) & ~(size - 1)
        guard end > first else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_HUGEPAGE)
    }

    /// `count` bytes, in huge pages where the kernel allows, filled by `initialize`.
    static func bytes(count: Int, _ initialize: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let start = buffer.baseAddress { advise(start, count: count) }
            initialize(buffer)
            initialized = count
        }
    }
}
