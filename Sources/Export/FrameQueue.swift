import Foundation

/// Hands frame numbers to render workers and their results, in order, to the encoder.
///
/// Bounded: a worker may claim frame n only while n < (frames taken) + capacity, so no more
/// than `capacity` prepared frames are ever held, whatever the length of the scene.
final class FrameQueue<Prepared: Sendable>: @unchecked Sendable {
    /// What a worker delivers for a frame.
    enum Slot {
        case frame(Prepared)
        /// The frame looks exactly like the previous one.
        case hold
    }

    private let condition = NSCondition()
    private let count: Int
    private let capacity: Int
    private var nextToClaim = 0
    private var nextToTake = 0
    private var ready: [Int: Slot] = [:]
    private var failure: Error?
    private var isStopped = false

    init(count: Int, capacity: Int) {
        self.count = count
        self.capacity = max(1, capacity)
    }

    /// The next frame for a worker to render, or `nil` when there is none or the render stopped.
    /// Waits while the queue is full.
    func claim() -> Int? {
        condition.lock(); defer { condition.unlock() }
        while !isStopped, nextToClaim < count, nextToClaim >= nextToTake + capacity { condition.wait() }
        guard !isStopped, nextToClaim < count else { return nil }
        defer { nextToClaim += 1 }
        return nextToClaim
    }

    func deliver(_ slot: Slot, for index: Int) {
        condition.lock(); defer { condition.unlock() }
        ready[index] = slot
        condition.broadcast()
    }

    /// Stops the render with `error`; `take` rethrows it.
    func fail(_ error: Error) {
        condition.lock(); defer { condition.unlock() }
        if failure == nil { failure = error }
        isStopped = true
        condition.broadcast()
    }

    /// Stops the workers (after an error on the encoder's side).
    func stop() {
        condition.lock(); defer { condition.unlock() }
        isStopped = true
        condition.broadcast()
    }

    /// The next frame in order, waiting for it to be rendered.
    func take() throws -> Slot {
        condition.lock(); defer { condition.unlock() }
        while failure == nil, ready[nextToTake] == nil { condition.wait() }
        if let failure { throw failure }
        let slot = ready.removeValue(forKey: nextToTake)!
        nextToTake += 1
        condition.broadcast()
        return slot
    }
}
