import ArgumentParser
import Foundation
import Reel

struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write frames of a scene as PNG files, for previewing.",
        discussion: """
            Files are named by frame number: DIR/frame_00042.png is frame 42, at 42 / fps, as
            in a PNG sequence `reel render` writes.
            The directory is created if needed; each file is written whole or not at all.

            Examples:
              reel frames scenes/line-chart.yaml -o frames/
              reel frames scenes/line-chart.yaml -o frames/ --every 10
              reel frames scenes/line-chart.yaml -o frames/ --range 0.5s..1s --scale 0.5
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The directory to write into.", valueName: "DIR"))
    var output: String

    @Option(help: "Write every Nth frame only.")
    var every: Int = 1

    @Option(help: ArgumentHelp("The frames to write: seconds (0.5..1.5, 500ms..2s) or frames (15f..45f); END excluded.", valueName: "START..END"))
    var range: String?

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        guard every >= 1 else { throw ValidationError("--every must be 1 or more") }
        if let range, FrameSelection(range) == nil {
            throw ValidationError("--range must be START..END in seconds (0.5..1.5, 500ms..2s) or frames (15f..45f); got '\(range)'")
        }
    }

    func run() throws {
        let scene = try sceneOptions.load(json: progress.json)
        let reporter = ProgressReporter(mode: progress.mode)
        try CommandRunner.run(json: progress.json) {
            let selected = try range.flatMap(FrameSelection.init)?.frames(fps: scene.fps, frameCount: scene.frameCount)
                ?? 0..<scene.frameCount
            let frames = Array(stride(from: selected.lowerBound, to: selected.upperBound, by: every))
            try prepareDirectory()
            let renderer = Renderer()
            let start = Date()
            for (index, n) in frames.enumerated() {
                if InterruptFlag.shared.isSet { throw ExportError.interrupted }
                let image = try renderer.render(scene, at: scene.time(ofFrame: n))
                let name = PNGSequenceNaming.fileName(prefix: "frame", frame: n, frameCount: scene.frameCount)
                try PNGFileWriter.write(image, to: (output as NSString).appendingPathComponent(name))
                reporter.update(RenderProgress(framesDone: index + 1, frameCount: frames.count, elapsed: Date().timeIntervalSince(start)))
            }
            reporter.finish()
            if progress.json {
                CommandRunner.printResult(.object([
                    ("type", .string("done")), ("output", .string(output)), ("framesWritten", .number(Double(frames.count))),
                ]))
            } else {
                reporter.note("wrote \(frames.count) frame\(frames.count == 1 ? "" : "s") to \(output)")
            }
        }
    }

    private func prepareDirectory() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ExportError.unwritableOutput(path: output, reason: "it is a file, not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        } catch {
            throw ExportError.unwritableOutput(path: output, reason: "the directory could not be created")
        }
    }
}
