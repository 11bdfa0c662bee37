import Foundation

/// Set when the process is asked to stop (SIGINT, SIGTERM); renders check it between frames.
public final class InterruptFlag: @unchecked Sendable {
    public static let shared = InterruptFlag()
    private let lock = NSLock()
    private var flag = false

    public var isSet: Bool { lock.lock(); defer { lock.unlock() }; return flag }
    public func set() { lock.lock(); flag = true; lock.unlock() }
    public func reset() { lock.lock(); flag = false; lock.unlock() }
}
