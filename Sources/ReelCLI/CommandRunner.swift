import ArgumentParser
import Foundation
import Reel

/// Shared steps of the commands: load the scene, run the work, map errors to messages and exit codes.
enum CommandRunner {
    /// The scene at `path`; its problems are printed (as JSON on stdout with `json`) and become
    /// exit status 2. Its notices are printed too unless `sayingNotices` is false (a caller that
    /// may read the scene again says them once, with `sayNotices`).
    static func loadScene(_ path: String, json: Bool = false, canvas: Size? = nil, sayingNotices: Bool = true) throws -> LoadedScene {
        SignalHandling.reportAsJSON(json)
        do {
            let loaded = try SceneDecoder.load(
                contentsOf: path, measuring: TextMeasurer(), checkingImages: ImageChecker(), probingAudio: AudioFileProbe(), canvas: canvas)
            if sayingNotices { sayNotices(of: loaded) }
            return loaded
        } catch {
            if json {
                var diagnostics = error.diagnostics.map(\.json)
                if case .unreadable(let file, let reason) = error {
                    diagnostics = [.object([("file", .string(file)), ("message", .string("cannot read the scene file: \(reason)"))])]
                }
                printResult(.object([("type", .string("error")), ("exitCode", .number(2)), ("problems", .array(diagnostics))]))
            }
            printError(error.description)
            throw ExitStatus.usage
        }
    }

    /// What an imported Lottie animation leaves out is said, never silently dropped.
    static func sayNotices(of loaded: LoadedScene) {
        for notice in loaded.notices { printError("note: \(notice)") }
    }

    /// Runs `work`, printing a failure's message to stderr (and as JSON on stdout with `json`)
    /// and exiting with the matching code.
    static func run(json: Bool = false, _ work: () throws -> Void) throws {
        SignalHandling.beginWork()
        do {
            try work()
        } catch let error as ExitCode {
            throw error
        } catch {
            let (status, message) = classify(error)
            if json {
                printResult(.object([("type", .string("error")), ("exitCode", .number(Double(status.rawValue))), ("message", .string(message))]))
            }
            say(status == ExitStatus.interrupted ? message : "error: \(message)")
            throw status
        }
    }

    /// The exit status and message for an error: interrupts 130, problems with the scene or
    /// the command line 2, everything else (rendering, encoding, writing) 1.
    static func classify(_ error: Error) -> (ExitCode, String) {
        switch error {
        case ExportError.interrupted, RenderError.interrupted: return (ExitStatus.interrupted, "interrupted; no output was written")
        case let error as InterruptedWithOutput: return (ExitStatus.interrupted, error.message)
        default: break
        }
        // A failure after an interrupt is its consequence: a second signal removes the temporary
        // output while a worker is still writing into it, and that write then fails.
        if InterruptFlag.shared.isSet { return (ExitStatus.interrupted, "interrupted; no output was written") }
        switch error {
        case let error as ExportError:
            switch error {
            // Named by its flag: the option names of `ExportOptions` are the flags' names.
            case let .outOfRange(name, allowed, got): return (ExitStatus.usage, "--\(name) must be \(allowed), got \(got)")
            case .unsupportedFormat, .invalidOption, .encoderMissing: return (ExitStatus.usage, error.description)
            default: break
            }
            return (ExitStatus.failure, error.description)
        case let error as OutputError:
            if case .unsafe = error { return (ExitStatus.usage, error.description) }
            return (ExitStatus.failure, error.description)
        case let error as RenderError:
            switch error {
            case .cairo, .outOfMemory: return (ExitStatus.failure, error.description)
            default: return (ExitStatus.usage, error.description)
            }
        case let error as SelectionError: return (ExitStatus.usage, error.description)
        case let error as AdjustmentError: return (ExitStatus.usage, error.description)
        case let error as SlidesError: return (ExitStatus.usage, error.description)
        default: return (ExitStatus.failure, "\(error)")
        }
    }

    /// A message on stderr in the one style every command uses: `reel: wrote …`,
    /// `reel: note: …`, `reel: error: …`.
    /// Warns on stderr about what the frames will not show well (charts reaching past the
    /// scene's edges, layers only outside it, bars under a pixel), as `reel validate` does.
    static func warnAboutPlacement(in scene: Scene, file: String) {
        for warning in SceneSummary(scene: scene).placementWarnings {
            printError("\(warning.place ?? file): warning: \(warning.message)\n    fix: \(warning.fix)")
        }
    }

    static func say(_ message: String) {
        printError("reel: " + message)
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// A JSON result on stdout.
    static func printResult(_ value: JSONValue) {
        FileHandle.standardOutput.write(Data((value.compactText + "\n").utf8))
    }
}
