import Dispatch
import Foundation
import Reel

/// Turns SIGINT and SIGTERM into a stop request that renders honour between frames, so the
/// temporary output is removed instead of left behind.
enum SignalHandling {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install() {
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                if InterruptFlag.shared.isSet {
                    // A second signal: stop now, still removing temporary files.
                    AtomicFile.discardAllInProgress()
                    exit(130)
                }
                InterruptFlag.shared.set()
            }
            source.resume()
            sources.append(source)
        }
    }
}
