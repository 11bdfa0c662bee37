import ArgumentParser
import Foundation
import Reel

/// Changes the command line makes to a scene before rendering: another canvas size.
enum SceneAdjustment {
    static let maximumSide = Renderer.maximumSide
    /// The most pixels a frame may have from the command line (8192×8192, 256 MB a frame):
    /// FFmpeg refuses much more, and several frames are in memory at once.
    static let maximumPixels = InputLimits.framePixels

    /// `1280x720` (or `1280×720`), or a `ValidationError` saying what is wrong with it.
    static func parseSize(_ text: String) throws(ValidationError) -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ValidationError("--size must be WIDTHxHEIGHT in whole pixels, such as 1280x720; got '\(text)'")
        }
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw ValidationError("--size \(text): each side must be from 1 to \(maximumSide) pixels")
        }
        guard width * height <= maximumPixels else {
            throw ValidationError("--size \(text) is \((width * height).formatted) pixels; at most \(maximumPixels.formatted) (such as 8192x8192 or 16383x4096)")
        }
        return (width, height)
    }

    /// The canvas of `shape`'s proportions that holds `size` with the least added: where a
    /// scene with frames in percentages is laid out again before it is scaled to `shape`, so
    /// that its sizes in points scale as they would when it is scaled to fit.
    /// A `size` of `shape`'s proportions is its own canvas, exactly (not off in the last bit by
    /// a division), so the scene needs no second layout.
    static func canvas(covering size: Size, shapedLike shape: Size) -> Size {
        if size.width * shape.height == size.height * shape.width { return size }
        let aspect = shape.width / shape.height
        return size.width / size.height < aspect
            ? Size(width: size.height * aspect, height: size.height)
            : Size(width: size.width, height: size.width / aspect)
    }

    /// The scene scaled by `factor`, the canvas rounded to whole pixels.
    static func scaled(_ scene: Scene, by factor: Double) throws(AdjustmentError) -> Scene {
        let width = Int((scene.size.width * factor).rounded()), height = Int((scene.size.height * factor).rounded())
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height), width * height <= maximumPixels else {
            throw AdjustmentError(message: "--scale \(factor) makes the canvas \(width)×\(height); each side must be from 1 to \(maximumSide) pixels and the whole at most \(maximumPixels.formatted) pixels")
        }
        return try resized(scene, width: width, height: height)
    }

    /// The scene drawn on a `width`×`height` canvas: scaled uniformly to fit and centred, the
    /// rest filled with the background.
    static func resized(_ scene: Scene, width: Int, height: Int) throws(AdjustmentError) -> Scene {
        let factor = min(Double(width) / scene.size.width, Double(height) / scene.size.height)
        guard factor.isFinite, factor > 0 else { throw AdjustmentError(message: "cannot scale the scene to \(width)×\(height)") }
        let offsetX = (Double(width) - scene.size.width * factor) / 2
        let offsetY = (Double(height) - scene.size.height * factor) / 2
        // A layer with empty bounds at the origin: its transform maps the scene's coordinates
        // onto the new canvas, and the scene's layers are its sublayers.
        var root = Layer(bounds: .zero, position: .zero, anchorPoint: .zero)
        root.transform = AffineTransform.scale(x: factor, y: factor).concatenating(.translation(x: offsetX, y: offsetY))
        root.sublayers = scene.layers
        var result = scene
        result.size = Size(width: Double(width), height: Double(height))
        result.layers = [root]
        return result
    }
}

/// A command-line change the scene cannot take.
struct AdjustmentError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
