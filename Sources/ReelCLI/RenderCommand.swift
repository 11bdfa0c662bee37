import ArgumentParser
import Foundation
import Reel

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a video file.",
        discussion: """
            The format follows the output's extension (.mp4, .webm, .mov, .gif, .apng, .webp; .png or a directory for a PNG sequence).

            Examples:
              reel render scenes/line-chart.yaml -o out/line-chart.mp4
            """)

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @Option(name: .shortAndLong, help: "The output file.")
    var output: String

    @Option(help: "H.264 constant rate factor (0–51, lower is better).")
    var crf: Int = 20

    @Option(help: "x264 preset (ultrafast … veryslow).")
    var preset: String = "veryfast"

    @Flag(name: .shortAndLong, help: "Print no progress.")
    var quiet = false

    func validate() throws {
        guard (0...51).contains(crf) else { throw ValidationError("--crf must be from 0 to 51, got \(crf)") }
        do {
            _ = try OutputFormat(path: output)
        } catch {
            throw ValidationError("cannot tell the output format of '\(output)': use .mp4, .webm, .mov, .gif, .apng, .webp, or .png or a directory for a PNG sequence")
        }
    }

    func run() throws {
        let scene = try CommandRunner.loadScene(self.scene)
        try CommandRunner.run {
            var lastReport = Date.distantPast
            let result = try Exporter.export(scene: scene, to: output, options: ExportOptions(crf: crf, preset: preset)) { progress in
                guard !quiet, Date().timeIntervalSince(lastReport) > 2 || progress.framesDone == progress.frameCount else { return }
                lastReport = Date()
                CommandRunner.printError(String(format: "reel: %d/%d frames, %.1f frames/s", progress.framesDone, progress.frameCount, progress.framesPerSecond))
            }
            if !quiet {
                for notice in result.notices { CommandRunner.printError("reel: note: \(notice)") }
            }
            if !quiet { CommandRunner.printError("reel: wrote \(output)") }
        }
    }
}
