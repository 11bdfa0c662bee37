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
        }
    }

    /// From here on a first signal stops the work gracefully instead of exiting at once.
    static func beginWork() {
        working.store(true, ordering: .releasing)
    }

    /// Whether an interrupt should also be reported as JSON on stdout.
    static func reportAsJSON(_ value: Bool) {
        json.store(value, ordering: .relaxed)
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
