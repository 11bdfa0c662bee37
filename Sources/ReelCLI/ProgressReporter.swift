import Foundation
import Reel

/// Progress on stderr: a redrawn bar on a terminal (frames, frames/s, ETA), a plain line every
/// few seconds otherwise, JSON lines with `--json`, nothing with `--quiet`. Safe to call from
/// render threads.
final class ProgressReporter: @unchecked Sendable {
    enum Mode { case quiet, bar, lines, json }

    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    let mode: Mode
    private let lock = NSLock()
    private var lastReport = Date.distantPast
    private var drewBar = false
    private let barWidth = 30
    /// Seconds between plain lines; `REEL_PROGRESS_INTERVAL` overrides it (tests use 0).
    private let lineInterval: Double

    init(mode: Mode) {
        self.mode = mode
        lineInterval = ProcessInfo.processInfo.environment["REEL_PROGRESS_INTERVAL"].flatMap(Double.init) ?? 3
    }

    func update(_ progress: RenderProgress) {
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        let isLast = progress.isComplete
        switch mode {
        case .quiet:
            return
        case .bar:
            guard isLast || now.timeIntervalSince(lastReport) >= 0.1 else { return }
            write("\r" + barLine(progress) + "\u{1B}[K")
            drewBar = true
        case .lines:
            guard isLast || now.timeIntervalSince(lastReport) >= lineInterval else { return }
            write("reel: " + counts(progress) + "\n")
        case .json:
            guard isLast || now.timeIntervalSince(lastReport) >= 0.5 else { return }
            write(JSONValue.object([
                ("type", .string("progress")), ("framesDone", .number(Double(progress.framesDone))),
                ("frameCount", .number(Double(progress.frameCount))),
                ("pass", .number(Double(progress.pass))), ("passCount", .number(Double(progress.passCount))),
                ("framesPerSecond", .number((progress.framesPerSecond * 10).rounded() / 10)),
                ("etaSeconds", .number((progress.estimatedRemaining * 10).rounded() / 10)),
            ]).compactText + "\n")
        }
        lastReport = now
    }

    /// Ends the bar's line, so what follows starts on a fresh one.
    func finish() {
        lock.lock(); defer { lock.unlock() }
        if drewBar { write("\n"); drewBar = false }
    }

    /// A note for the user (not in quiet or JSON mode).
    func note(_ text: String) {
        guard mode == .bar || mode == .lines else { return }
        finish()
        write("reel: \(text)\n")
    }

    private func barLine(_ p: RenderProgress) -> String {
        let total = p.frameCount * p.passCount
        let fraction = total > 0 ? Double((p.pass - 1) * p.frameCount + p.framesDone) / Double(total) : 1
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        return "\(bar) \(counts(p))"
    }

    private func counts(_ p: RenderProgress) -> String {
        let width = String(p.frameCount).count
        let done = String(p.framesDone).leftPadded(to: width)
        var text = "\(done)/\(p.frameCount) frames, \(String(format: "%.1f", p.framesPerSecond)) frames/s"
        if p.passCount > 1 { text = "pass \(p.pass)/\(p.passCount): " + text }
        if !p.isComplete { text += ", ETA \(Self.clock(p.estimatedRemaining))" }
        return text
    }

    /// `m:ss` (or `h:mm:ss`).
    static func clock(_ seconds: Double) -> String {
        let total = Int(min(max(seconds, 0), 359_999).rounded(.up))
        let h = total / 3600, m = total / 60 % 60, s = total % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
