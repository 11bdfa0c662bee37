import ArgumentParser
import Foundation
import Reel

/// The scene file and the changes to it every command accepts.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @Option(help: ArgumentHelp("Render at this frame rate instead of the scene's.", valueName: "FPS"))
    var fps: Double?

    @Option(help: ArgumentHelp("Render at this size in pixels, scaling the scene to fit (centred).", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("Render at this multiple of the scene's size, such as 0.5 or 2.", valueName: "FACTOR"))
    var scale: Double?

    func validate() throws {
        if let fps, !(fps.isFinite && fps >= 1 && fps <= 240) {
            throw ValidationError("--fps must be from 1 to 240, got \(fps)")
        }
        if size != nil, scale != nil { throw ValidationError("give either --size or --scale, not both") }
        if let size, SceneAdjustment.parseSize(size) == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT in whole pixels from 1 to 16383, such as 1280x720; got '\(size)'")
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 100) {
            throw ValidationError("--scale must be a factor above 0 (up to 100), such as 0.5 or 2; got \(scale)")
        }
    }

    /// The scene as the options change it. Scene errors are printed and become exit status 2.
    func load(json: Bool = false) throws -> Scene {
        let scene = try CommandRunner.loadScene(self.scene, json: json)
        do {
            return try adjusted(scene)
        } catch {
            CommandRunner.printError("reel: error: \(error)")
            throw ExitStatus.usage
        }
    }

    /// `scene` changed by --fps, --size and --scale.
    func adjusted(_ scene: Scene) throws -> Scene {
        var scene = scene
        if let fps { scene.fps = fps }
        if let size, let (width, height) = SceneAdjustment.parseSize(size) {
            scene = try SceneAdjustment.resized(scene, width: width, height: height)
        } else if let scale {
            scene = try SceneAdjustment.scaled(scene, by: scale)
        }
        return scene
    }

    /// The scene file's name without directory and extension, for default output names.
    var baseName: String { URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent }
}
