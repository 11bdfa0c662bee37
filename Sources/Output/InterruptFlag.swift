import Synchronization

/// Set when the process is asked to stop (SIGINT, SIGTERM); renders check it between frames
/// and inside long drawing work (a wide shadow blur), so it is a lock-free atomic. Servers
/// (`reel preview`) wait for it instead.
public final class InterruptFlag: Sendable {
    /// The flag the CLI's signal handler sets and exports check by default.
    public static let shared = InterruptFlag()
    private let flag = Atomic<Bool>(false)
    /// The tasks in `wait()`, by a number of their own so a cancelled one can leave.
    private let waiters = Mutex<(next: Int, continuations: [Int: CheckedContinuation<Void, Never>])>((0, [:]))

    /// A flag of its own (tests, embedding programs).
    public init() {}

    /// Whether an interrupt was asked for.
    public var isSet: Bool { flag.load(ordering: .relaxed) }

    /// Asks the running render to stop, and wakes every task in `wait()`.
    public func set() {
        flag.store(true, ordering: .sequentiallyConsistent)
        let woken = waiters.withLock { state in
            defer { state.continuations = [:] }
            return Array(state.continuations.values)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Clears the flag for the next render.
    public func reset() { flag.store(false, ordering: .relaxed) }

    /// Returns once the flag is set (at once if it is), or when the calling task is cancelled.
    public func wait() async {
        let id = waiters.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let added = waiters.withLock { state in
                    // Checked under the lock `set()` takes after storing, so no wake-up is missed.
                    guard !flag.load(ordering: .sequentiallyConsistent), !Task.isCancelled else { return false }
                    state.continuations[id] = continuation
                    return true
                }
                if !added { continuation.resume() }
            }
        } onCancel: {
            waiters.withLock { $0.continuations.removeValue(forKey: id) }?.resume()
        }
    }
}
