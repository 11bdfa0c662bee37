import ArgumentParser
import Foundation
import Reel

/// The scene file and the changes to it every command accepts.
///
/// Options that take numbers parse their value unconditionally, so `--fps -1` is read as the
/// value -1 (and rejected with its range) instead of as a flag named `-1`.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Render at this frame rate instead of the scene's, from 1 to 240.", valueName: "FPS"))
    var fps: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Render at this size in pixels: a scene with frames in percentages is laid out again in that shape, any other is scaled to fit (centred); each side from 1 to \(SceneAdjustment.maximumSide), at most \(SceneAdjustment.maximumPixels.formatted) pixels.",
        valueName: "WxH"))
    var size: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Render at this multiple of the scene's size, such as 0.5 or 2 (above 0, up to 100).", valueName: "FACTOR"))
    var scale: Double?

    func validate() throws {
        if let fps, !(fps.isFinite && fps >= 1 && fps <= 240) {
            throw ValidationError("--fps must be from 1 to 240 frames per second, got \(fps.plainText)")
        }
        if size != nil, scale != nil { throw ValidationError("give either --size or --scale, not both") }
        if let size { _ = try SceneAdjustment.parseSize(size) }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 100) {
            throw ValidationError("--scale must be a factor above 0 (up to 100), such as 0.5 or 2; got \(scale.plainText)")
        }
    }

    /// The scene as the options change it, with the files it was read from. Scene errors are
    /// printed and become exit status 2.
    func load(json: Bool = false) throws -> LoadedScene {
        var loaded = try CommandRunner.loadScene(self.scene, json: json, sayingNotices: false)
        if let size, loaded.followsCanvas, let (width, height) = try? SceneAdjustment.parseSize(size) {
            // Frames in percentages follow the new shape: laid out again on the scene's canvas
            // widened (or heightened) to that shape, then scaled to fit it exactly. Only the
            // first decoding says whether the file has any, so a new shape decodes it twice;
            // a size of the scene's own proportions keeps its canvas and the first decoding.
            let canvas = SceneAdjustment.canvas(covering: loaded.scene.size, shapedLike: Size(width: Double(width), height: Double(height)))
            if canvas != loaded.scene.size {
                // The first layout's layers are let go before the second is made: a long data
                // story's model would otherwise be held twice at once.
                loaded.scene.layers = []
                loaded = try CommandRunner.loadScene(self.scene, json: json, canvas: canvas, sayingNotices: false)
            }
        }
        CommandRunner.sayNotices(of: loaded)
        do {
            loaded.scene = try adjusted(loaded.scene)
        } catch {
            CommandRunner.say("error: \(error)")
            throw ExitStatus.usage
        }
        return loaded
    }

    /// `scene` changed by --fps, --size and --scale.
    func adjusted(_ scene: Scene) throws -> Scene {
        var scene = scene
        if let fps {
            scene.fps = fps
            guard scene.frameCount >= 1 else {
                throw AdjustmentError(message: "--fps \(fps) gives the \(scene.duration) s scene no frames; use at least \(1 / scene.duration) fps")
            }
        }
        if let size {
            let (width, height) = try SceneAdjustment.parseSize(size)
            scene = try SceneAdjustment.resized(scene, width: width, height: height)
        } else if let scale {
            scene = try SceneAdjustment.scaled(scene, by: scale)
        }
        return scene
    }

    /// The changes made to the scene, for a part's plan identifier.
    var adjustmentDescription: String {
        "fps=\(fps.map { String($0) } ?? "-") size=\(size ?? "-") scale=\(scale.map { String($0) } ?? "-")"
    }

    /// The scene file's name without directory and extension, for default output names.
    var baseName: String { URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent }
}

extension Int {
    /// `67,108,864`.
    var formatted: String {
        let digits = Array(String(self))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
