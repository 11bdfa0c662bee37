import Foundation
import Render
import Synchronization

/// Recently rendered frames (pixels, not PNGs) of the newest scene version, up to a byte budget,
/// least recently used dropped first: a played frame's patch needs the frame before it, which
/// the request before rendered. A frame another worker is rendering is waited for, not rendered
/// twice; a worker waits only before it renders, so two never wait on each other.
final class RenderedFrames: Sendable {
    /// A frame of one scene version at one time (its bits: the page asks for exact frame times,
    /// so equal times are equal bits).
    private struct Key: Hashable {
        var sceneVersion: Int
        var time: UInt64
    }

    /// A frame being rendered; its waiters sleep on the condition until the result is set.
    private final class Pending: @unchecked Sendable {
        let condition = NSCondition()
        var result: Result<Frame, any Error>?
    }

    private struct State: ~Copyable {
        var kept: ByteBudgetCache<UInt64, Frame>
        /// Frames being rendered, of any version: the worker rendering one removes it when done.
        var pending: [Key: Pending] = [:]
    }

    private enum Step {
        case have(Frame)
        case wait(Pending)
        case render(Pending)
    }

    private let state: Mutex<State>

    init(budget: Int) {
        state = Mutex(State(kept: ByteBudgetCache(budget: budget)))
    }

    /// The frame of version `sceneVersion` at `time`: kept, being rendered by another worker
    /// (waited for), or rendered now by `render`.
    func frame(sceneVersion: Int, at time: Double, render: () throws -> Frame) throws -> Frame {
        let key = Key(sceneVersion: sceneVersion, time: time.bitPattern)
        let step: Step = state.withLock { state in
            if let frame = state.kept.value(for: key.time, version: key.sceneVersion) { return .have(frame) }
            if let pending = state.pending[key] { return .wait(pending) }
            let pending = Pending()
            state.pending[key] = pending
            return .render(pending)
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
            state.withLock { state in
                state.pending[key] = nil
                guard case .success(let frame) = result else { return }
                state.kept.insert(frame, bytes: frame.pixels.count, for: key.time, version: key.sceneVersion)
            }
            pending.condition.lock()
            pending.result = result
            pending.condition.broadcast()
            pending.condition.unlock()
            return try result.get()
        }
    }
}
