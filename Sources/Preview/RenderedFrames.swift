import Foundation
import Render
import Synchronization

/// Recently rendered frames (pixels, not PNGs) of the newest scene version, up to a byte budget,
/// least recently used dropped first: a played frame's patch needs the frame before it, which
/// the request before rendered. A frame another worker is rendering is waited for, not rendered
/// twice; a worker waits only before it renders, so two never wait on each other.
final class RenderedFrames: Sendable {
    struct Key: Hashable {
        var sceneVersion: Int
        /// The time's bits: the page asks for exact frame times, so equal times are equal bits.
        var time: UInt64
    }

    /// A frame being rendered; its waiters sleep on the condition until the result is set.
    private final class Pending: @unchecked Sendable {
        let condition = NSCondition()
        var result: Result<Frame, any Error>?
    }

    private enum Slot {
        case rendered(Frame, lastUse: UInt64)
        case pending(Pending)
    }

    private struct Slots: ~Copyable {
        var entries: [Key: Slot] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private enum Step {
        case have(Frame)
        case wait(Pending)
        case render(Pending)
    }

    let budget: Int
    private let slots = Mutex(Slots())

    init(budget: Int) {
        self.budget = budget
    }

    /// The frame for `key`: kept, being rendered by another worker (waited for), or rendered
    /// now by `render`.
    func frame(_ key: Key, render: () throws -> Frame) throws -> Frame {
        let step: Step = slots.withLock { slots in
            Self.dropOlderVersions(than: key.sceneVersion, in: &slots)
            switch slots.entries[key] {
            case .rendered(let frame, _)?:
                slots.clock += 1
                slots.entries[key] = .rendered(frame, lastUse: slots.clock)
                return .have(frame)
            case .pending(let pending)?:
                return .wait(pending)
            case nil:
                let pending = Pending()
                slots.entries[key] = .pending(pending)
                return .render(pending)
            }
        }
        switch step {
        case .have(let frame):
            return frame
        case .wait(let pending):
            pending.condition.lock()
            while pending.result == nil { pending.condition.wait() }
            let result = pending.result!
            pending.condition.unlock()
            return try result.get()
        case .render(let pending):
            let result = Result { try render() }
            slots.withLock { slots in
                slots.entries[key] = nil
                guard case .success(let frame) = result else { return }
                let size = frame.pixels.count
                guard size <= budget else { return }
                while slots.bytes + size > budget, let oldest = Self.leastRecentlyUsed(in: slots) {
                    if case .rendered(let old, _)? = slots.entries[oldest] { slots.bytes -= old.pixels.count }
                    slots.entries[oldest] = nil
                }
                slots.clock += 1
                slots.entries[key] = .rendered(frame, lastUse: slots.clock)
                slots.bytes += size
            }
            pending.condition.lock()
            pending.result = result
            pending.condition.broadcast()
            pending.condition.unlock()
            return try result.get()
        }
    }

    private static func leastRecentlyUsed(in slots: borrowing Slots) -> Key? {
        var oldest: (key: Key, use: UInt64)?
        for (key, slot) in slots.entries {
            if case .rendered(_, let use) = slot, use < oldest?.use ?? .max { oldest = (key, use) }
        }
        return oldest?.key
    }

    /// Frames of older versions are never asked for again (their waiters hold their own result).
    private static func dropOlderVersions(than version: Int, in slots: inout Slots) {
        guard slots.entries.keys.contains(where: { $0.sceneVersion < version }) else { return }
        for (key, slot) in slots.entries where key.sceneVersion < version {
            if case .rendered(let frame, _) = slot { slots.bytes -= frame.pixels.count }
            slots.entries[key] = nil
        }
    }
}
