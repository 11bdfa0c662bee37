import ArgumentParser
import Foundation
import Preview
import Reel

struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show the scene in a browser, updated each time you save it.",
        discussion: """
            Starts a local web server and prints its URL as the first line on stdout. The page shows the frame at the current time (the same pixels as `reel still --at`), a timeline, play/pause and loop points; it updates within half a second when the scene file, a file it includes, a data file or an image it reads is saved, and shows the scene's problems as `reel validate` prints them while keeping the last good frame.

            Under the frame, the timeline has a row per layer with its animations, the slide cuts, chart periods and each sound's waveform; drag it to scrub, Ctrl+wheel (or + and −) to zoom. Click the frame or a row to inspect a layer: its properties at the current time and the file, line and column it is written at; "open" starts --editor there.

            Keys: Space play/pause, ←/→ one frame, Shift+←/→ one second, Home/End, I/O loop in/out, L loop on/off. The URL carries the time (#t=1.25).

            Only files inside the scene's folder are served, and by default only to this machine (127.0.0.1). Ctrl-C stops the server: it exits with 0 (a second Ctrl-C exits at once with 130).

            Examples:
              reel preview scenes/line-chart.yaml
              reel preview scenes/line-chart.yaml --open
              reel preview scenes/bar-chart.yaml --port 0 --scale 0.5
              reel preview scenes/bar-chart.yaml --editor 'code -g {file}:{line}:{column}'
            """)

    /// Tried first when no --port is given; when it is taken, any free port is used.
    static let defaultPort = 8420

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one (default: \(Self.defaultPort), or a free one when that is taken).", valueName: "N"))
    var port: Int?

    @Option(help: ArgumentHelp("The address to listen on. Anything but loopback lets other machines see the scene's folder.", valueName: "ADDRESS"))
    var host = "127.0.0.1"

    @Flag(help: "Open the page in the default browser (xdg-open).")
    var open = false

    @Option(help: ArgumentHelp(
        "The command the page's \"open in editor\" runs on the selected layer's source, with {file}, {line} and {column} filled in (default: $VISUAL, given +LINE FILE). Only files inside the scene's folder are opened.",
        valueName: "COMMAND"))
    var editor: String?

    func validate() throws {
        if let port, !(0...65_535).contains(port) {
            throw ValidationError("--port must be from 0 to 65535 (0 picks a free port), got \(port)")
        }
        if host.isEmpty { throw ValidationError("--host needs an address, such as 127.0.0.1") }
        if let editor {
            do throws(EditorCommandError) {
                _ = try EditorCommand(template: editor)
            } catch {
                throw ValidationError("\(error); \(error.fix)")
            }
        }
    }

    func run() async throws {
        let host = HostAddress(host)
        if !host.isLoopback {
            CommandRunner.say(
                "warning: listening on \(host.name), not loopback: anyone who can reach this machine can see the scene and the files in its folder; use --host 127.0.0.1 to keep it local")
        }
        let options = sceneOptions
        let server = PreviewServer(
            scenePath: sceneOptions.scene, host: host,
            ports: port.map { [$0] } ?? [Self.defaultPort, 0],
            adjust: { try options.adjusted($0) },
            editor: editor.flatMap { try? EditorCommand(template: $0) } ?? EditorCommand.visual())
        let open = open
        // The first SIGINT/SIGTERM is the server's graceful shutdown (exit 0), cut short if it
        // outlasts the pages' grace period; a second one exits at once with 130.
        SignalHandling.beginWork(
            stoppingWithin: PreviewServer.shutdownGrace + .seconds(2),
            saying: "preview stopped (a connection that would not close was cut)")
        do {
            try await server.run { url, state in
                FileHandle.standardOutput.write(Data((url + "\n").utf8))
                if let problems = state.problems { CommandRunner.printError(problems) }
                CommandRunner.say("previewing \(options.scene) at \(url) — Ctrl-C stops")
                if open { Self.openBrowser(url) }
            }
        } catch let error as PreviewError {
            CommandRunner.say("error: \(error)")
            if case .missingScene = error { throw ExitStatus.usage }
            throw ExitStatus.failure
        } catch where InterruptFlag.shared.isSet {
            // Ctrl-C cut a connection that would not close in time: the stop the user asked for.
        } catch {
            CommandRunner.say("error: cannot serve the preview on \(host.name): \(error)\(port == nil ? "" : "; try another --port, or --port 0 for any free one")")
            throw ExitStatus.failure
        }
        CommandRunner.say("preview stopped")
    }

    static func openBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        do {
            try process.run()
        } catch {
            CommandRunner.say("warning: cannot open a browser (\(error.localizedDescription)); open \(url) yourself")
        }
    }
}
