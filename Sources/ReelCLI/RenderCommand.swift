import ArgumentParser
import Foundation
import Reel

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a video file.",
        discussion: """
            The format follows the output's extension (.mp4).

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
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        guard ext == "mp4" else {
            throw ValidationError("cannot tell the output format of '\(output)': use an .mp4 file name")
        }
    }

    func run() throws {
        let scene = try CommandRunner.loadScene(self.scene)
        try CommandRunner.run {
            let (width, height) = try Renderer.frameSize(for: scene)
            let sink = try MP4Sink(
                path: output, width: width, height: height, fps: scene.fps, padColor: scene.background,
                options: VideoOptions(crf: crf, preset: preset))
            if sink.isPadded, !quiet {
                CommandRunner.printError("reel: note: \(width)×\(height) padded to even dimensions for 4:2:0 video")
            }
            var lastReport = Date.distantPast
            try RenderPipeline(scene: scene).run(into: sink) { progress in
                guard !quiet, Date().timeIntervalSince(lastReport) > 2 || progress.framesDone == progress.frameCount else { return }
                lastReport = Date()
                CommandRunner.printError(String(format: "reel: %d/%d frames, %.1f frames/s", progress.framesDone, progress.frameCount, progress.framesPerSecond))
            }
            if !quiet { CommandRunner.printError("reel: wrote \(output)") }
        }
    }
}
