import ArgumentParser

/// The exit codes `reel` documents.
enum ExitStatus {
    /// A render or encode failed.
    static let failure = ExitCode(1)
    /// The command line or the scene file is wrong.
    static let usage = ExitCode(2)
    /// SIGINT or SIGTERM stopped the render.
    static let interrupted = ExitCode(130)
}
