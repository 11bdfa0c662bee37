import Foundation
import Scene

/// The state of one import: the file, its assets, the budget and the notices, shared by the
/// layer, shape and animation builders (extensions in `LottieBuilder+*.swift`).
final class LottieBuilder {
    let file: String
    let directory: String
    let budget = LottieBudget()
    var notices: [LottieImportNotice] = []
    /// Precompositions and images by id.
    var assets: [String: JSONCursor] = [:]
    /// The root composition's frame rate: time remapping's seconds are in it.
    let frameRate: Double
    /// The canvas, for shapes that must cover "everything" (inverted masks).
    let canvas: Size
    /// The precompositions being built, innermost last, to find cycles.
    var precompChain: [String] = []
    /// Image files the animation reads (for an output never to replace them).
    var inputFiles: [String] = []

    init(file: String, directory: String, frameRate: Double, canvas: Size) {
        self.file = file
        self.directory = directory
        self.frameRate = frameRate
        self.canvas = canvas
    }

    /// Records that `layerName` uses something that is not imported.
    func note(_ layerName: String, _ message: String) {
        let notice = LottieImportNotice(layer: layerName, message: message)
        if !notices.contains(notice) { notices.append(notice) }
    }

    /// A rectangle far larger than anything drawn: the "everything" of inverted masks.
    var everywhere: Rect {
        let side = 8 * max(canvas.width, canvas.height, 1000)
        return Rect(x: -side, y: -side, width: 2 * side, height: 2 * side)
    }
}
