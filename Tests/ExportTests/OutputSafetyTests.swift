import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Export
import Output

/// A failed or interrupted export leaves neither the output nor a temporary file.
@Suite(.serialized) struct OutputSafetyTests {
    @Test func anUnwritableDirectoryIsAnErrorBeforeAnyWork() throws {
        let directory = TemporaryDirectory()
        let locked = directory.file("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o500)
        defer { chmod(locked, 0o700) }
        guard access(locked, W_OK) != 0 else { return }  // running as root: permissions do not apply
        for file in ["a.mp4", "a.gif", "a.png"] {
            #expect(throws: OutputError.self) { try Exporter.export(scene: TestScenes.solid(.white, duration: 0.1), to: locked + "/" + file) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
    }

    @Test func aMissingDirectoryNamesIt() {
        #expect {
            try Exporter.export(scene: TestScenes.solid(.white, duration: 0.1), to: "/nonexistent-dir/x.mp4")
        } throws: { error in
            "\(error)".contains("/nonexistent-dir") && "\(error)".contains("does not exist")
        }
    }

    /// An encoder that refuses its settings fails after the file was opened: nothing remains.
    @Test func anEncoderErrorLeavesNoFile() throws {
        let directory = TemporaryDirectory()
        #expect(throws: ExportError.self) {
            try Exporter.export(scene: TestScenes.solid(.white, duration: 0.1), to: directory.file("a.mp4"), options: ExportOptions(preset: "warp-speed"))
        }
        #expect(directory.contents.isEmpty)
    }

    /// A write that fails midway (a full disk; here the file size limit, which fails writes the
    /// same way) ends `reel` with an error naming the cause and leaves no file.
    @Test func aFailedWriteLeavesNoFile() throws {
        let directory = TemporaryDirectory()
        let scenePath = directory.file("scene.yaml")
        try Self.sceneFile(duration: 2).write(toFile: scenePath, atomically: true, encoding: .utf8)
        let output = directory.file("out")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        // 2 blocks of 512 bytes; SIGXFSZ ignored so the write returns EFBIG instead of killing.
        let result = try ProcessResult.run("/bin/sh", ["-c", "trap '' XFSZ; ulimit -f 2; exec \"$0\" \"$@\"", PackagePaths.reelBinary, "render", scenePath, "-o", output + "/a.mp4"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("a.mp4"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
    }

    static func sceneFile(duration: Double) -> String {
        """
        size: [320, 240]
        fps: 30
        duration: \(duration)
        background: "#ffffff"
        layers:
          - type: shape
            path: "M 10 10 L 300 200"
            strokeColor: "#ff0000"
            lineWidth: 4
            animations:
              - keyPath: strokeEnd
                fromValue: 0
                toValue: 1
                duration: \(duration)
        """
    }

    @Test func anInterruptStopsTheRenderAndRemovesTheTemporaryFile() throws {
        let directory = TemporaryDirectory()
        let flag = InterruptFlag()
        let scene = TestScenes.movingSquare(duration: 2)
        for file in ["a.mp4", "a.gif", "a.png"] {
            let plan = try ExportPlan(scene: scene, path: file, options: ExportOptions())
            var pipeline = RenderPipeline(scene: scene, jobs: 2, interrupt: flag)
            pipeline.queueCapacity = 2
            flag.reset()
            let sink: any FrameSink = file == "a.png"
                ? try PNGSequenceSink(path: directory.file(file), plan: plan)
                : try EncodedFileSink(path: directory.file(file), settings: ExportPlan(scene: scene, path: file, options: ExportOptions(format: .mp4)).streamSettings())
            #expect(throws: ExportError.interrupted) {
                try pipeline.run(into: sink) { progress in if progress.framesDone == 5 { flag.set() } }
            }
            #expect(directory.contents.isEmpty, "\(file): \(directory.contents)")
        }
    }

    /// The built `reel`, interrupted with SIGINT in the middle of a long render, exits with 130
    /// and leaves no output and no temporary file.
    @Test(arguments: [SIGINT, SIGTERM])
    func signalledCLIRenderLeavesNothing(signal: Int32) throws {
        let directory = TemporaryDirectory()
        let scenePath = directory.file("long.yaml")
        try Self.sceneFile(duration: 600).write(toFile: scenePath, atomically: true, encoding: .utf8)
        let output = directory.file("out")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        let target = output + "/long.mp4"
        let reel = try RunningProcess(PackagePaths.reelBinary, ["render", scenePath, "-o", target])
        // Wait until frames are being encoded (the temporary file exists; signals are handled
        // from before it is made), then signal.
        let started = reel.wait { !((try? FileManager.default.contentsOfDirectory(atPath: output))?.isEmpty ?? true) }
        #expect(started && reel.process.isRunning, "the render should still be running")
        reel.send(signal)
        let result = reel.wait()
        if signal == SIGINT {
            #expect(result.status == 130, "exit \(result.status): \(result.standardError)")
        } else {
            #expect(result.status != 0, "exit \(result.status): \(result.standardError)")
        }
        #expect(result.standardError.contains("interrupted"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
    }
}
