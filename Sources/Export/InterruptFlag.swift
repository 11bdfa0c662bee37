import Synchronization

/// Set when the process is asked to stop (SIGINT, SIGTERM); renders check it between frames
/// and inside long drawing work (a wide shadow blur), so it is a lock-free atomic.
public final class InterruptFlag: Sendable {
    /// The flag the CLI's signal handler sets and exports check by default.
    public static let shared = InterruptFlag()
    private let flag = Atomic<Bool>(false)

    /// A flag of its own (tests, embedding programs).
    public init() {}

    /// Whether an interrupt was asked for.
    public var isSet: Bool { flag.load(ordering: .relaxed) }
    /// Asks the running render to stop.
    public func set() { flag.store(true, ordering: .relaxed) }
    /// Clears the flag for the next render.
    public func reset() { flag.store(false, ordering: .relaxed) }
}
