import Scene

/// What one decode may still expand to, shared by a scene file and every file it includes:
/// how deep layers (and animation groups) nest, and how many layers and animations the whole
/// scene has after styles, defaults, includes, aliases and charts (`InputLimits`). Once a limit
/// is passed it is reported once and decoding stops descending, so the work stays bounded.
final class ExpansionBudget {
    private(set) var depth = 0
    private(set) var layers = 0
    private(set) var animations = 0
    /// Whether a limit was passed (and reported): decoders then return at once.
    private(set) var isExhausted = false
    /// Included files already decoded, by canonical path (`nil` for one that failed), so a file
    /// included many times is read and decoded once.
    var includedScenes: [String: Scene?] = [:]
    /// The layer ids of each included file read so far (its includes' too, and those on layers
    /// that failed), by canonical path, with where each is given.
    var includedIDs: [String: [String: SourceLocation]] = [:]
    /// Layer nodes (file, position and depth) whose decoding failed. A YAML alias repeats its
    /// node: a failed node fails again the same way, with the same (already reported) problems,
    /// so its repeats return at once instead of costing a decode each — an alias bomb of bad
    /// layers stays linear in the file's size.
    var failedLayers: Set<String> = []
    /// Image files already checked, by resolved path, with the problem found (`nil` for none).
    var checkedImages: [String: ImageHeader.Problem?] = [:]

    /// Enters one nesting level under `reader`, or reports the limit and returns `false`.
    func enter(_ reader: NodeReader) -> Bool {
        guard !isExhausted else { return false }
        guard depth < InputLimits.nestingDepth else {
            exhaust(reader, "layers or animation groups nest more than \(InputLimits.nestingDepth) levels deep here",
                fix: "a style or `defaults:` entry that adds sublayers, a mask or grouped animations applies to those too, without end; "
                    + "give the inner layers their keys directly, or nest less deeply")
            return false
        }
        depth += 1
        return true
    }

    func leave() { depth -= 1 }

    /// Counts `layers` and `animations` more, reporting at `reader` when the scene passes a limit.
    @discardableResult
    func add(layers: Int, animations: Int, at reader: NodeReader) -> Bool {
        guard !isExhausted else { return false }
        self.layers += layers
        self.animations += animations
        if self.layers > InputLimits.layers {
            exhaust(reader, "the scene expands to more than \(InputLimits.layers) layers here",
                fix: "includes, YAML aliases, styles and charts multiply layers; include or repeat less, or give charts fewer values")
            return false
        }
        if self.animations > InputLimits.animations {
            exhaust(reader, "the scene expands to more than \(InputLimits.animations) animations here",
                fix: "includes, YAML aliases and charts multiply animations; include or repeat less, or give charts fewer values")
            return false
        }
        return true
    }

    /// Counts every layer and animation of `layer`'s tree.
    @discardableResult
    func add(tree layer: Layer, at reader: NodeReader) -> Bool {
        let (layers, animations) = Self.count(layer)
        return add(layers: layers, animations: animations, at: reader)
    }

    static func count(_ layer: Layer) -> (layers: Int, animations: Int) {
        var result = (layers: 1, animations: layer.animations.count)
        for child in layer.sublayers + (layer.mask.map { [$0] } ?? []) {
            let inner = count(child)
            result.layers += inner.layers
            result.animations += inner.animations
        }
        return result
    }

    private func exhaust(_ reader: NodeReader, _ message: String, fix: String) {
        isExhausted = true
        // A runaway nesting's key path is as long as the nesting: keep its two ends.
        let path = reader.keyPath
        let shown = path.count > 120 ? path.prefix(50) + " … " + path.suffix(60) : path
        reader.child(reader.node, String(shown)).report(message, fix: fix)
    }
}
