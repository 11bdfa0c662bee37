import Synchronization

/// Set when the process is asked to stop (SIGINT, SIGTERM); renders check it between frames
/// and inside long drawing work (a wide shadow blur), so it is a lock-free atomic.
public final class InterruptFlag: Sendable {
    public static let shared = InterruptFlag()
    private let flag = Atomic<Bool>(false)

    public init() {}

    public var isSet: Bool { flag.load(ordering: .relaxed) }
    public func set() { flag.store(true, ordering: .relaxed) }
    public func reset() { flag.store(false, ordering: .relaxed) }
}
