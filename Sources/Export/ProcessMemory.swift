import CFFmpeg

/// How the process's allocator keeps freed memory.
enum ProcessMemory {
    /// Makes large blocks (frames, Cairo surfaces: megabytes each) go straight back to the
    /// system when freed. glibc otherwise raises its mmap threshold after the first such free
    /// and keeps later frames in each render worker's arena: peak memory grew by about 50 MB
    /// per worker on the seed bar chart at 1080p.
    static func returnLargeBlocksToTheSystem() { _ = once }

    private static let once: Void = { reel_return_large_blocks_to_system(1 << 20) }()
}
