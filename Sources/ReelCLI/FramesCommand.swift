import ArgumentParser
import Foundation
import Reel

struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write frames of a scene as PNG files, for previewing.",
        discussion: """
            Files are named by frame number: DIR/frame_00042.png is frame 42, at 42 / fps, as in a PNG sequence `reel render` writes (the same bytes). Frames are drawn on every core. The directory is created if needed; each file is written whole or not at all.

            Examples:
              reel frames scenes/line-chart.yaml -o frames/
              reel frames scenes/line-chart.yaml -o frames/ --every 10
              reel frames scenes/line-chart.yaml -o frames/ --range 0.5s..1s --scale 0.5
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The directory to write into.", valueName: "DIR"))
    var output: String

    @Option(parsing: .unconditional, help: "Write every Nth frame only (1 or more).")
    var every: Int = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("The frames to write: seconds (0.5..1.5, 500ms..2s) or frames (15f..45f), from 0; END excluded.", valueName: "START..END"))
    var range: String?

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        guard every >= 1 else { throw ValidationError("--every must be 1 or more, got \(every)") }
        if let range { _ = try FrameSelection.parse(range) }
    }

    func run() throws {
        let loaded = try sceneOptions.load(json: progress.json)
        let scene = loaded.scene
        let reporter = ProgressReporter(mode: progress.mode)
        try CommandRunner.run(json: progress.json) {
            let selected = try range.flatMap { try? FrameSelection.parse($0) }?.frames(fps: scene.fps, frameCount: scene.frameCount)
                ?? 0..<scene.frameCount
            let count = (selected.count + every - 1) / every
            try prepareDirectory()
            let writer = FrameFilesWriter(scene: scene, directory: output, protecting: loaded.inputFiles)
            do {
                try writer.write(frames: selected, every: every) { reporter.update($0) }
            } catch ExportError.interrupted, RenderError.interrupted {
                // Each frame written so far is complete and stays: say so.
                throw InterruptedWithOutput(message: writer.framesWritten == 0
                    ? "interrupted; no frames were written"
                    : "interrupted after writing \(writer.framesWritten) of \(count) frames; they stay in \(output) (each one complete)")
            }
            reporter.finish()
            if progress.json {
                CommandRunner.printResult(.object([
                    ("type", .string("done")), ("output", .string(output)), ("framesWritten", .number(Double(count))),
                ]))
            } else {
                reporter.note("wrote \(count) frame\(count == 1 ? "" : "s") to \(output)")
            }
        }
    }

    private func prepareDirectory() throws {
        try OutputSafety.checkSequenceDirectory(output)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputError.unwritable(path: output, reason: "it is a file, not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        } catch {
            throw OutputError.unwritable(path: output, reason: "the directory could not be created")
        }
    }
}
