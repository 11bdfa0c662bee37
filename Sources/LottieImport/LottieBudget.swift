/// Counts what an import builds (keyframes, vertices, layers, samples) against `LottieLimits`,
/// so that a hostile file fails early with a clear error instead of exhausting the machine.
final class LottieBudget {
    private(set) var keyframes = 0
    private(set) var vertices = 0
    private(set) var layers = 0
    private(set) var samples = 0

    func spend(keyframes count: Int, at cursor: JSONCursor) throws(LottieImportError) {
        guard count <= LottieLimits.keyframesPerProperty else {
            throw cursor.error("a property has \(count) keyframes, more than \(LottieLimits.keyframesPerProperty)",
                fix: "bake the animation with fewer keyframes (one per frame is at most the frame count)")
        }
        keyframes += count
        guard keyframes <= LottieLimits.keyframes else {
            throw cursor.error("the file has more than \(LottieLimits.keyframes) keyframes", fix: "simplify the animation or split it into several files")
        }
    }

    func spend(vertices count: Int, at cursor: JSONCursor) throws(LottieImportError) {
        vertices += count
        guard vertices <= 20 * LottieLimits.pathVertices else {
            throw cursor.error("the file's paths have more than \(20 * LottieLimits.pathVertices) vertices", fix: "simplify the paths")
        }
    }

    func spend(layers count: Int, at cursor: JSONCursor) throws(LottieImportError) {
        layers += count
        guard layers <= LottieLimits.layers else {
            throw cursor.error("the animation builds more than \(LottieLimits.layers) layers (precompositions count each time they are used)",
                fix: "use fewer layers, shapes or repeater copies, or fewer instances of a precomposition")
        }
    }

    func spend(samples count: Int, at cursor: JSONCursor) throws(LottieImportError) {
        samples += count
        guard samples <= LottieLimits.samples else {
            throw cursor.error("the animation needs more than \(LottieLimits.samples) sampled values (time remapping, looping or curved motion over many frames)",
                fix: "shorten the animation or remove time remapping from deeply nested precompositions")
        }
    }
}
