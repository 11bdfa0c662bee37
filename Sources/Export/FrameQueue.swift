import Foundation
import Synchronization

/// Hands frame numbers to render workers and their results, in order, to the encoder.
///
/// Bounded: a background worker may claim frame n only while n < (frames taken) + capacity, so
/// no more than `capacity` prepared frames are ever held, whatever the length of the scene.
///
/// Two kinds of worker claim frames (`Role`). Background workers claim every frame in turn, as
/// far ahead as the capacity allows; a pipeline that yields to its encoder runs them at the
/// lowest priority, so they draw in the encoder's idle time and may stall for as long as the
/// machine is busy. Foreground workers, at normal priority, claim only a frame the encoder needs
/// soon, within `dueWindow` of the next one it takes, that is not delivered yet and that no other
/// foreground worker is drawing, even when a stalled background worker holds it: whatever the
/// load, the encoder never waits on a starved thread. A frame is drawn twice at most; its first
/// delivery wins and the other is dropped (it is the same frame: rendering is deterministic).
///
/// Waiters are woken after the lock is released, never while it is held: a woken thread at
/// normal priority preempts a nice-19 background worker at once, and had that worker still held
/// the lock, everyone would wait for it until the scheduler gave it a core again (measured under
/// load: a render at half speed, its workers queued on this lock).
final class FrameQueue<Prepared: Sendable>: @unchecked Sendable {
    /// What a worker delivers for a frame.
    enum Slot {
        case frame(Prepared)
        /// The frame looks exactly like the previous one.
        case hold
    }

    /// Which frames a worker claims.
    enum Role: Sendable {
        /// Every frame in turn, up to the queue's capacity ahead of the encoder.
        case background
        /// Only the frames the encoder takes next (within `dueWindow`) that are not delivered.
        case foreground
    }

    /// What `tryClaim` found.
    enum Claim: Equatable {
        /// The frame to render.
        case frame(Int)
        /// None now; one may come once the encoder takes a frame or a worker delivers one.
        case wait
        /// None will come: the frames are all claimed or delivered, or the render stopped.
        case done
    }

    private let condition = NSCondition()
    private let count: Int
    private let capacity: Int
    private let dueWindow: Int
    private var nextToClaim = 0
    private var nextToTake = 0
    private var ready: [Int: Slot] = [:]
    /// Frames a foreground worker is rendering.
    private var inForeground: Set<Int> = []
    private var delivered = 0
    private var failure: Error?
    private var isStopped = false
    /// `isStopped`, and the highest frame a foreground worker claimed, for `isWanted`'s answer to
    /// background workers without the lock. Foreground workers claim frames in increasing order
    /// (the lowest one due that is neither delivered nor drawn; the window only moves forward),
    /// so a frame a background worker holds is taken over or delivered by another worker exactly
    /// when this reaches it.
    private let stopped = Atomic<Bool>(false)
    private let foregroundReach = Atomic<Int>(-1)

    /// A queue of `count` frames holding at most `capacity` ahead of the encoder, whose
    /// foreground workers render among the next `dueWindow` frames the encoder takes.
    init(count: Int, capacity: Int, dueWindow: Int = 1) {
        self.count = count
        self.capacity = max(1, capacity)
        self.dueWindow = max(1, dueWindow)
    }

    /// Frames first delivered as drawn frames (not holds): duplicates are not counted.
    var framesDrawn: Int {
        condition.lock(); defer { condition.unlock() }
        return delivered
    }

    /// The next frame for a worker in `role` to render, or `nil` when there is none or the
    /// render stopped. Waits while there is none yet.
    func claim(as role: Role = .background) -> Int? {
        condition.lock(); defer { condition.unlock() }
        while true {
            switch claimLocked(as: role) {
            case .frame(let index): return index
            case .done: return nil
            case .wait: condition.wait()
            }
        }
    }

    /// What `claim` would do now, without waiting: a frame (then claimed), `wait` or `done`.
    func tryClaim(as role: Role = .background) -> Claim {
        condition.lock(); defer { condition.unlock() }
        return claimLocked(as: role)
    }

    private func claimLocked(as role: Role) -> Claim {
        if isStopped { return .done }
        switch role {
        case .background:
            // Frames a foreground worker drew or is drawing are not drawn again.
            while nextToClaim < count, nextToClaim < nextToTake || ready[nextToClaim] != nil || inForeground.contains(nextToClaim) {
                nextToClaim += 1
            }
            guard nextToClaim < count else { return .done }
            guard nextToClaim < nextToTake + capacity else { return .wait }
            defer { nextToClaim += 1 }
            return .frame(nextToClaim)
        case .foreground:
            if let index = (nextToTake..<min(count, nextToTake + dueWindow)).first(where: { ready[$0] == nil && !inForeground.contains($0) }) {
                inForeground.insert(index)
                foregroundReach.store(max(index, foregroundReach.load(ordering: .relaxed)), ordering: .relaxed)
                return .frame(index)
            }
            // Every frame not yet taken is delivered.
            return nextToTake + ready.count >= count ? .done : .wait
        }
    }

    /// Whether frame `index`, claimed by a worker in `role`, still needs rendering: a worker checks
    /// before each costly step, as another may have delivered the frame (or, for a background
    /// worker, taken it over) meanwhile. A background worker's check takes no lock, so it can
    /// ask between layers: preempted there, it would hold up no one.
    func isWanted(_ index: Int, by role: Role) -> Bool {
        if role == .background {
            return !stopped.load(ordering: .relaxed) && index > foregroundReach.load(ordering: .relaxed)
        }
        condition.lock(); defer { condition.unlock() }
        return !isStopped && index >= nextToTake && ready[index] == nil
    }

    /// Gives up frame `index`, claimed by a worker in `role`, when `isWanted` says it is not.
    func abandon(_ index: Int, by role: Role) {
        guard role == .foreground else { return }
        condition.lock()
        inForeground.remove(index)
        condition.unlock()
        condition.broadcast()
    }

    /// Delivers frame `index`. Returns whether it was the first delivery; a later one (the same
    /// frame, drawn twice) is dropped, and with it the prepared frame.
    @discardableResult
    func deliver(_ slot: Slot, for index: Int, by role: Role = .background) -> Bool {
        condition.lock()
        if role == .foreground { inForeground.remove(index) }
        let isFirst = index >= nextToTake && ready[index] == nil
        if isFirst {
            ready[index] = slot
            if case .frame = slot { delivered += 1 }
        }
        condition.unlock()
        condition.broadcast()
        return isFirst
    }

    /// Stops the render with `error`; `take` rethrows it.
    func fail(_ error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        isStopped = true
        stopped.store(true, ordering: .relaxed)
        condition.unlock()
        condition.broadcast()
    }

    /// Stops the workers (after an error on the encoder's side).
    func stop() {
        condition.lock()
        isStopped = true
        stopped.store(true, ordering: .relaxed)
        condition.unlock()
        condition.broadcast()
    }

    /// The next frame in order, waiting for it to be rendered.
    func take() throws -> Slot {
        condition.lock()
        while failure == nil, ready[nextToTake] == nil { condition.wait() }
        if let failure { condition.unlock(); throw failure }
        let slot = ready.removeValue(forKey: nextToTake)!
        nextToTake += 1
        condition.unlock()
        condition.broadcast()
        return slot
    }
}
