import Dispatch
import Foundation
import Reel
import Synchronization

/// How `reel` meets signals. SIGINT and SIGTERM: while the scene loads nothing has been
/// written, so the process exits with 130 at once; once work starts, the first signal asks the
/// render to stop (it removes its temporary output and exits with 130) and a second one exits
/// at once, removing the temporary outputs first. A crash (SIGSEGV, SIGABRT …) removes them too.
enum SignalHandling {
    private static let installed = Atomic<Bool>(false)
    private static let working = Atomic<Bool>(false)
    private static let json = Atomic<Bool>(false)
    /// For a command that writes nothing (a server): how long after the first signal the
    /// process may take to stop gracefully before it exits anyway, and what it then says.
    private static let hardStop = Mutex<(limit: Duration, message: String)?>(nil)

    /// Installs the handlers; call it first thing, before the scene is read.
    static func install() {
        guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        AtomicFile.installCrashCleanup()
        StopSignals.forward { _ in
            guard working.load(ordering: .acquiring) else {
                exitNow("interrupted while reading the scene; nothing was written")
            }
            guard !InterruptFlag.shared.isSet else {
                exitNow("interrupted again; stopped at once and removed the temporary files")
            }
            InterruptFlag.shared.set()
            if let hardStop = hardStop.withLock({ $0 }) { exit(after: hardStop.limit, saying: hardStop.message) }
        }
    }

    /// From here on a first signal stops the work gracefully instead of exiting at once.
    static func beginWork() {
        working.store(true, ordering: .releasing)
    }

    /// Like `beginWork()`, for a command with nothing to lose on a hard stop (`reel preview`
    /// writes no file): if the graceful stop has not ended `limit` after the first signal, the
    /// process exits with 0 anyway, saying `message`. A page that reconnects while the server
    /// shuts down can keep the HTTP library's shutdown waiting for ever, and Ctrl-C must stop.
    static func beginWork(stoppingWithin limit: Duration, saying message: String) {
        hardStop.withLock { $0 = (limit, message) }
        beginWork()
    }

    /// Whether an interrupt should also be reported as JSON on stdout.
    static func reportAsJSON(_ value: Bool) {
        json.store(value, ordering: .relaxed)
    }

    /// Exits with 0 after `limit`, from a thread of its own: the tasks that should have ended
    /// the process may all be waiting on something that never comes.
    private static func exit(after limit: Duration, saying message: String) {
        let watchdog = Thread {
            Thread.sleep(forTimeInterval: Double(limit.components.seconds) + Double(limit.components.attoseconds) * 1e-18)
            CommandRunner.say(message)
            _exit(0)
        }
        watchdog.name = "reel-stop-watchdog"
        watchdog.start()
    }

    /// Removes every temporary output and exits with 130, saying so.
    private static func exitNow(_ message: String) -> Never {
        AtomicFile.discardAllInProgress()
        if json.load(ordering: .relaxed) {
            CommandRunner.printResult(.object([("type", .string("error")), ("exitCode", .number(130)), ("message", .string(message))]))
        }
        CommandRunner.say("" + message)
        _exit(ExitStatus.interrupted.rawValue)
    }
}
