import ArgumentParser
import Foundation
import Reel

/// Shared steps of the commands: load the scene, run the work, map errors to messages and exit codes.
enum CommandRunner {
    static func loadScene(_ path: String) throws -> Scene {
        do {
            return try SceneDecoder.decode(contentsOf: path, measuring: TextMeasurer())
        } catch {
            printError(error.description)
            throw ExitStatus.usage
        }
    }

    /// Runs `work`, printing a failure's message to stderr and exiting with the matching code.
    static func run(_ work: () throws -> Void) throws {
        SignalHandling.install()
        do {
            try work()
        } catch let error as ExitCode {
            throw error
        } catch ExportError.interrupted {
            printError("reel: interrupted; no output was written")
            throw ExitStatus.interrupted
        } catch let error as RenderError {
            printError("reel: error: \(error.description)")
            throw ExitStatus.usage
        } catch {
            printError("reel: error: \(error)")
            throw ExitStatus.failure
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
