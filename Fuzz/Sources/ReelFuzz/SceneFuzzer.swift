import Foundation
import Reel

/// libFuzzer's entry point: one input is one scene file, or one Lottie animation (JSON starting
/// with `{` and holding `"layers"`). It is decoded (with the real text
/// measurer and image checker, relative paths resolved against `REEL_FUZZ_DIRECTORY`), and a
/// scene that decodes is evaluated at a few times and rendered at most 64 pixels a side.
/// Rejecting an input is fine; trapping, overflowing the stack, running out of the memory
/// limit or taking longer than the time-out is a finding.
enum SceneFuzzer {
    nonisolated(unsafe) static let measurer = TextMeasurer()
    nonisolated(unsafe) static let renderer = Renderer()
    static let directory = ProcessInfo.processInfo.environment["REEL_FUZZ_DIRECTORY"] ?? "."

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        let scene: Scene
        if text.first == "{", text.contains("\"layers\"") {
            // A Lottie animation: imported the way `reel render anim.json` imports it.
            guard let imported = try? LottieImporter.scene(data: Data(buffer: bytes), file: directory + "/fuzz.json") else { return }
            scene = imported.scene
        } else {
            guard let decoded = try? SceneDecoder.decode(
                yaml: text, file: "fuzz.yaml", directory: directory, measuring: measurer, checkingImages: ImageChecker())
            else { return }
            scene = decoded
        }
        _ = SceneSummary(scene: scene)
        let small = shrunk(scene, side: 64)
        for time in [0, scene.duration / 2, scene.duration, Double(max(scene.frameCount - 1, 0)) / scene.fps] {
            _ = scene.presentedLayers(at: time)
            _ = try? renderer.render(small, at: time)
        }
    }

    /// The scene drawn on a canvas at most `side` pixels a side, as `reel --size` does.
    static func shrunk(_ scene: Scene, side: Double) -> Scene {
        let factor = min(1, side / max(scene.size.width, scene.size.height))
        var root = Layer(bounds: .zero, position: .zero, anchorPoint: .zero)
        root.transform = .scale(x: factor, y: factor)
        root.sublayers = scene.layers
        var result = scene
        result.size = Size(width: max(1, (scene.size.width * factor).rounded()), height: max(1, (scene.size.height * factor).rounded()))
        result.layers = [root]
        return result
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    SceneFuzzer.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// libFuzzer's driver, called from our own entry point: SwiftPM links an executable target's
/// entry point as `<Target>_main` (aliased to `main`), so libFuzzer's own `main` is not used.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("ReelFuzz_main")
public func reelFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}
