import CFFmpeg

/// How the process's allocator keeps freed memory.
enum ProcessMemory {
    /// Keeps freed blocks of up to 32 MB for reuse, and returns larger ones (frames of 4K and
    /// more) to the system. Cairo allocates and frees a temporary surface for every group
    /// painted with opacity, mask or shadow in every frame: returned to the system, each came
    /// back as fresh pages, a page fault and a zeroed page every 4 kB, and each return flushed
    /// the other threads' TLBs. With a 1 MB threshold and glibc's 128 kB trim threshold, the
    /// seed bar chart at 1080p took 78,800 page faults and 0.60 s of system time, 20,600–28,800
    /// and 0.16–0.36 s with these, and the presentation scene 0.87 s against 0.27 s, for the
    /// same peak memory (within 2 % at 1, 2, 4 and 8 workers, and at 4K).
    static func configureAllocator() { _ = once }

    private static let once: Void = { reel_set_allocator_thresholds(32 << 20, 64 << 20) }()
}
