import ArgumentParser

/// How a command reports progress and results.
struct ProgressOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print no progress (errors are still printed).")
    var quiet = false

    @Flag(help: "Print progress as JSON lines on stderr and the result as JSON on stdout.")
    var json = false

    func validate() throws {
        if quiet, json { throw ValidationError("give either --quiet or --json, not both") }
    }

    var mode: ProgressReporter.Mode {
        if json { return .json }
        if quiet { return .quiet }
        return ProgressReporter.standardErrorIsTerminal ? .bar : .lines
    }
}
