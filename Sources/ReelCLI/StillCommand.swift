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
              reel still scenes/line-chart.yaml --frame 15 -o f15.png
            """)

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @Option(help: "The time of the frame, in seconds.")
    var at: Double?

    @Option(help: "The frame number (frame n is at n / fps).")
    var frame: Int?

    @Flag(help: "Render the last frame, the scene's final state: a poster image.")
    var poster = false

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    func validate() throws {
        switch (at, frame) {
        case (nil, nil) where !poster: throw ValidationError("give the time with --at SECONDS, the frame with --frame N, or --poster")
        case (.some, .some): throw ValidationError("give either --at or --frame, not both")
        case (.some, _) where poster, (_, .some) where poster: throw ValidationError("--poster picks the last frame: give it without --at or --frame")
        case (let t?, nil) where !t.isFinite || t < 0: throw ValidationError("--at must be a time of 0 seconds or more")
        case (nil, let n?) where n < 0: throw ValidationError("--frame must be 0 or more")
        default: break
        }
        guard URL(fileURLWithPath: output).pathExtension.lowercased() == "png" else {
            throw ValidationError("the still is written as PNG: give an output name ending in .png")
        }
    }

    func run() throws {
        let scene = try CommandRunner.loadScene(self.scene)
        try CommandRunner.run {
            let time = at ?? scene.time(ofFrame: poster ? max(scene.frameCount - 1, 0) : frame ?? 0)
            let image = try Renderer().render(scene, at: time)
            try PNGFileWriter.write(image, to: output)
        }
    }
}
