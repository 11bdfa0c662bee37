import Foundation

/// The answers of recently asked frames and patches of one scene version, up to a byte budget,
/// least recently used dropped first: a looping playback renders each frame once.
struct FrameCache {
    struct Key: Hashable {
        var sceneVersion: Int
        /// The time's bits: the page asks for exact frame times, so equal times are equal bits.
        var time: UInt64
        /// For a patch, the bits of the time of the frame it applies to; `nil` for a whole frame.
        var base: UInt64?
    }

    let budget: Int
    private var entries: [Key: (frame: ServedFrame, lastUse: UInt64)] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0

    init(budget: Int) {
        self.budget = budget
    }

    mutating func frame(for key: Key) -> ServedFrame? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.frame, clock)
        return entry.frame
    }

    mutating func insert(_ frame: ServedFrame, for key: Key) {
        // Frames of older versions are never asked for again.
        if let other = entries.keys.first, other.sceneVersion != key.sceneVersion {
            entries.removeAll()
            bytes = 0
        }
        let size = frame.png.count
        guard size <= budget, entries[key] == nil else { return }
        while bytes + size > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.frame.png.count
            entries[oldest.key] = nil
        }
        clock += 1
        entries[key] = (frame, clock)
        bytes += size
    }
}
