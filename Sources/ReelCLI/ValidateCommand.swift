import ArgumentParser
import Foundation
import Reel

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene file and summarise it, rendering nothing.",
        discussion: """
            Prints every problem at once (file:line:column, the key path and the fix) and exits with 2, or prints a summary: size, fps, duration, frames, layers, animations, the animations that end after the last frame (at (frames − 1) / fps, so their ends are never shown; a warning, with exit 0), and the audio tracks with the times they sound. Every sound file is opened and decoded here.

            Examples:
              reel validate scenes/line-chart.yaml
              reel validate scene.yaml --json | jq .summary.frames
              reel validate scenes/bar-race.yaml --layout
            """)

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @Flag(help: "Print the result as JSON on stdout.")
    var json = false

    @Flag(help: "Also check the layout at every period and keyframe time (as reel layout --check): overlapping text, text outside the frame, text that vanishes into what is behind it, chart marks off their axis; exit 1 when there is a problem.")
    var layout = false

    func run() throws {
        let scene = try CommandRunner.loadScene(self.scene, json: json).scene
        let summary = SceneSummary(scene: scene, probingAudio: AudioFileProbe())
        var problems: [LayoutProblem] = []
        if layout {
            try CommandRunner.run(json: json) {
                _ = try Renderer.frameSize(for: scene)
                problems = try LayoutReport.problems(of: scene, renderer: Renderer(), at: scene.checkTimes())
            }
        }
        if json {
            var entries: [(String, JSONValue)] = [("type", .string("valid")), ("file", .string(self.scene)), ("summary", summary.json)]
            if layout { entries.append(("layoutProblems", .array(problems.map(LayoutReport.json)))) }
            CommandRunner.printResult(.object(entries))
        } else {
            print("\(self.scene): valid")
            print(summary.text)
            for warning in summary.warnings {
                FileHandle.standardError.write(Data("\(warning.place ?? self.scene): warning: \(warning.message)\n    fix: \(warning.fix)\n".utf8))
            }
            if layout {
                for problem in problems { print(LayoutReport.text(problem)) }
                print(problems.isEmpty ? "layout: ok" : "layout: \(problems.count) problem\(problems.count == 1 ? "" : "s")")
            }
        }
        if !problems.isEmpty { throw ExitStatus.failure }
    }
}
