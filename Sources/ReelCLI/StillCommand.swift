import ArgumentParser
import Foundation
import Reel

struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Render one frame of a scene to a PNG.",
        discussion: """
            Examples:
              reel still scenes/line-chart.yaml --at 0.5 -o half.png
              reel still scenes/line-chart.yaml --at 250ms -o early.png
              reel still scenes/line-chart.yaml --frame 15 -o f15.png
              reel still scenes/line-chart.yaml --poster --scale 2 -o poster@2x.png
              reel still scenes/line-chart.yaml --poster --compression smallest -o poster.png
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The time of the frame, from 0 to 86400 seconds: seconds, or with a unit (1.5s, 250ms).", valueName: "TIME"))
    var at: String?

    @Option(parsing: .unconditional, help: "The frame number, from 0 (frame n is at n / fps).")
    var frame: Int?

    @Flag(help: "Render the last frame, the scene's final state: a poster image.")
    var poster = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write (default: the scene's name with .png).", valueName: "OUT.png"))
    var output: String?

    // Optional, with the default in the help: ArgumentParser would show the default's raw
    // value (a zlib level) instead of its name.
    @Option(help: ArgumentHelp(
        "How hard to compress the PNG, all lossless (default: \(StillFrame.defaultCompression.argument)).", valueName: "LEVEL"))
    var compression: PNGEncoder.Compression?

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        switch (at, frame) {
        case (nil, nil) where !poster: throw ValidationError("give the time with --at SECONDS, the frame with --frame N, or --poster")
        case (.some, .some): throw ValidationError("give either --at or --frame, not both")
        case (.some, _) where poster, (_, .some) where poster: throw ValidationError("--poster picks the last frame: give it without --at or --frame")
        case (nil, let n?) where n < 0: throw ValidationError("--frame must be 0 or more (frame n is at n / fps), got \(n)")
        default: break
        }
        if let at, FrameSelection.seconds(at).map({ $0 >= 0 && $0 <= 86_400 }) != true {
            throw ValidationError("--at must be a time from 0 to 86400 seconds: seconds (1.5) or with a unit (1.5s, 250ms); got '\(at)'")
        }
        guard URL(fileURLWithPath: outputPath).pathExtension.lowercased() == "png" else {
            throw ValidationError("the still is written as PNG: give an output name ending in .png")
        }
    }

    var outputPath: String { output ?? sceneOptions.baseName + ".png" }

    func run() throws {
        let loaded = try sceneOptions.load(json: progress.json)
        let scene = loaded.scene
        CommandRunner.warnAboutPlacement(in: scene, file: sceneOptions.scene)
        try CommandRunner.run(json: progress.json) {
            let time: Double
            if let at, let seconds = FrameSelection.seconds(at) {
                time = seconds
            } else {
                let n = poster ? max(scene.frameCount - 1, 0) : frame ?? 0
                guard n < max(scene.frameCount, 1) else {
                    throw SelectionError(message: "--frame \(n) is past the scene's last frame, \(scene.frameCount - 1)")
                }
                time = scene.time(ofFrame: n)
            }
            let renderer = Renderer()
            renderer.shouldStop = { InterruptFlag.shared.isSet }
            let png = try StillFrame.pngData(of: scene, at: time, renderer: renderer, encoder: PNGEncoder(compression: compression ?? StillFrame.defaultCompression))
            try PNGFileWriter.write(pngData: png, to: outputPath, protecting: loaded.inputFiles)
            if progress.json {
                CommandRunner.printResult(.object([("type", .string("done")), ("output", .string(outputPath)), ("time", .number(time))]))
            } else if !progress.quiet {
                CommandRunner.say("wrote \(outputPath) (t = \(time.formattedSeconds))")
            }
        }
    }
}

extension Double {
    /// Seconds for messages: `1.5 s`.
    var formattedSeconds: String {
        let rounded = (self * 1000).rounded() / 1000
        return rounded.plainText + " s"
    }
}
