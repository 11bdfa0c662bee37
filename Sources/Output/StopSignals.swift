import CStopSignals
import Foundation
import Glibc

/// SIGINT and SIGTERM, delivered to a callback on a thread of their own.
///
/// A C handler writes the signal's number to a pipe and a thread of ours, which never blocks the
/// two signals, reads it: whichever thread the kernel picks, the signal arrives. Dispatch's
/// signal sources do not promise that on Linux: they rely on every thread but one blocking the
/// signal, and about one Ctrl-C in 50 to 60 was lost here (`reel preview` ran on). A plain
/// handler alone is not enough either: once `dispatch_main` has taken the main thread, every
/// thread of a render blocks both signals and a SIGTERM stayed pending for ever.
public enum StopSignals {
    /// Starts forwarding SIGINT and SIGTERM to `onSignal`, which runs on the reader thread, one
    /// signal at a time. Call it once, first thing. Returns false when the pipe or the handler
    /// cannot be set up; the signals then keep their default action.
    @discardableResult
    public static func forward(to onSignal: @escaping @Sendable (Int32) -> Void) -> Bool {
        let readEnd = reel_forward_stop_signals()
        guard readEnd >= 0 else { return false }
        let reader = Thread {
            reel_accept_stop_signals()
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count == 1 {
                    onSignal(Int32(byte))
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        reader.name = "reel-signals"
        reader.start()
        return true
    }
}
