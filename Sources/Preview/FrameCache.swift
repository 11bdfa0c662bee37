import Foundation

/// The PNGs of recently shown frames of one scene version, up to a byte budget, least recently
/// used dropped first: a looping playback renders each frame once.
struct FrameCache {
    struct Key: Hashable {
        var sceneVersion: Int
        /// The time's bits: the page asks for exact frame times, so equal times are equal bits.
        var time: UInt64
    }

    let budget: Int
    private var entries: [Key: (data: Data, lastUse: UInt64)] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0

    init(budget: Int) {
        self.budget = budget
    }

    mutating func data(for key: Key) -> Data? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.data, clock)
        return entry.data
    }

    mutating func insert(_ data: Data, for key: Key) {
        // Frames of older versions are never asked for again.
        if let other = entries.keys.first, other.sceneVersion != key.sceneVersion {
            entries.removeAll()
            bytes = 0
        }
        guard data.count <= budget, entries[key] == nil else { return }
        while bytes + data.count > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.data.count
            entries[oldest.key] = nil
        }
        clock += 1
        entries[key] = (data, clock)
        bytes += data.count
    }
}
