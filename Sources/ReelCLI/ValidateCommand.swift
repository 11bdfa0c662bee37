import ArgumentParser
import Foundation
import Reel

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene file and summarise it, rendering nothing.",
        discussion: """
            Prints every problem at once (file:line:column, the key path and the fix) and exits with 2, or prints a summary: size, fps, duration, frames, layers, animations, the animations that end after the scene does (their ends are cut off), and the audio tracks with the times they sound. Every sound file is opened and decoded here.

            Examples:
              reel validate scenes/line-chart.yaml
              reel validate scene.yaml --json | jq .summary.frames
            """)

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @Flag(help: "Print the result as JSON on stdout.")
    var json = false

    func run() throws {
        let scene = try CommandRunner.loadScene(self.scene, json: json).scene
        let summary = SceneSummary(scene: scene, probingAudio: AudioFileProbe())
        if json {
            CommandRunner.printResult(.object([("type", .string("valid")), ("file", .string(self.scene)), ("summary", summary.json)]))
        } else {
            print("\(self.scene): valid")
            print(summary.text)
        }
    }
}
