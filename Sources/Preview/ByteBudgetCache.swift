/// Values of the newest scene version, up to a byte budget, least recently used dropped first.
///
/// The preview asks only for the newest version of a scene: when a newer version is asked for or
/// inserted, everything older is dropped, and an older version's values are neither found nor
/// kept (a render that finishes after a reload). Entries sit in a doubly linked list from least
/// to most recently used, held as indices into an array, so a hit and an eviction are O(1).
/// A value larger than the whole budget is not kept.
struct ByteBudgetCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key
        var value: Value
        var bytes: Int
        /// The slots of the neighbours in the order of use; `nil` at either end.
        var older: Int?
        var newer: Int?
    }

    /// The most bytes the values kept may add up to.
    let budget: Int
    /// The newest version asked for or inserted; the values kept are all of it.
    private(set) var version = Int.min
    /// The bytes of the values kept.
    private(set) var bytes = 0

    /// Entries by slot; a `nil` slot is free (listed in `freeSlots`) so slots are reused.
    private var entries: [Entry?] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    private var oldest: Int?
    private var newest: Int?

    init(budget: Int) {
        self.budget = budget
    }

    /// How many values are kept.
    var count: Int { slots.count }

    /// The keys kept, least recently used first.
    var keysFromOldest: [Key] {
        var keys: [Key] = []
        var slot = oldest
        while let current = slot, let entry = entries[current] {
            keys.append(entry.key)
            slot = entry.newer
        }
        return keys
    }

    /// The value for `key` of `version`, now the most recently used; `nil` if it is not kept.
    mutating func value(for key: Key, version: Int) -> Value? {
        guard accepts(version), let slot = slots[key], let entry = entries[slot] else { return nil }
        moveToNewest(slot)
        return entry.value
    }

    /// Keeps `value` (of `bytes` bytes) for `key` of `version` as the most recently used,
    /// replacing the key's value if there is one and dropping the least recently used values
    /// until it fits in the budget.
    mutating func insert(_ value: Value, bytes size: Int, for key: Key, version: Int) {
        guard accepts(version) else { return }
        if let slot = slots[key] { remove(slot) }
        guard size <= budget else { return }
        while bytes + size > budget, let slot = oldest { remove(slot) }
        let entry = Entry(key: key, value: value, bytes: size, older: newest, newer: nil)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            entries[slot] = entry
        } else {
            slot = entries.count
            entries.append(entry)
        }
        if let previous = newest { entries[previous]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
        slots[key] = slot
        bytes += size
    }

    /// Whether values of `version` may be found and kept: not if it is older than the newest;
    /// a newer version drops everything kept.
    private mutating func accepts(_ version: Int) -> Bool {
        if version < self.version { return false }
        if version > self.version {
            self.version = version
            removeAll()
        }
        return true
    }

    private mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        oldest = nil
        newest = nil
        bytes = 0
    }

    private mutating func moveToNewest(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        entries[slot]?.older = newest
        entries[slot]?.newer = nil
        if let previous = newest { entries[previous]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }

    private mutating func remove(_ slot: Int) {
        guard let entry = entries[slot] else { return }
        unlink(slot)
        slots[entry.key] = nil
        bytes -= entry.bytes
        entries[slot] = nil
        freeSlots.append(slot)
    }

    /// Takes the entry at `slot` out of the order of use, joining its neighbours.
    private mutating func unlink(_ slot: Int) {
        guard let entry = entries[slot] else { return }
        if let older = entry.older { entries[older]?.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { entries[newer]?.older = entry.older } else { newest = entry.older }
    }
}
