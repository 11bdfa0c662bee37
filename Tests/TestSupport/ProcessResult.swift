import Foundation

/// What a finished child process returned.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String

    /// Runs `executable` with `arguments` and waits for it.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: String? = nil
    ) throws -> ProcessResult {
        let running = try RunningProcess(executable, arguments, environment: environment, directory: directory)
        return running.wait()
    }

    /// Runs the built `reel` with `arguments`.
    public static func reel(_ arguments: String...) throws -> ProcessResult {
        try run(PackagePaths.reelBinary, arguments)
    }

    /// Runs the built `reel` with `arguments`, adding `environment` to this process's.
    public static func reel(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
        try run(PackagePaths.reelBinary, arguments, environment: environment)
    }
}

/// A child process whose output is collected while it runs, so a test can signal it.
public final class RunningProcess: @unchecked Sendable {
    public let process = Process()
    private let output: PipeCollector
    private let error: PipeCollector

    /// Starts `executable`; `environment` is added to this process's, `directory` is the working directory.
    public init(_ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: String? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        output = PipeCollector(out.fileHandleForReading.fileDescriptor)
        error = PipeCollector(err.fileHandleForReading.fileDescriptor)
    }

    /// Sends `signal` (SIGINT, SIGTERM …) to the process.
    public func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits until `condition` holds, or the process has exited (then returns false). No
    /// deadline: a loaded machine only makes the wait longer, never the outcome different.
    @discardableResult
    public func wait(until condition: () -> Bool) -> Bool {
        while !condition() {
            guard process.isRunning else { return condition() }
            usleep(10_000)
        }
        return true
    }

    /// Everything written to stderr so far.
    public var standardErrorSoFar: String { error.text }

    /// Waits for the process to exit and for its output to end.
    public func wait() -> ProcessResult {
        let standardOutput = output.finish(), standardError = error.finish()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, standardOutput: standardOutput, standardError: standardError)
    }
}

/// Reads a pipe to its end on its own thread. Uses read(2) directly and retries on EINTR:
/// FileHandle.readDataToEndOfFile traps when a signal (SIGCHLD of a sibling test's child)
/// interrupts it.
private final class PipeCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    lock.lock(); data.append(contentsOf: buffer[0..<count]); lock.unlock()
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            done.signal()
        }
    }

    var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }

    func finish() -> String {
        done.wait()
        return text
    }
}
