import Animation
import Scene

extension LottieExporter {
    /// Lottie has no non-scaling stroke: a shape layer with one is written with its transform
    /// baked into its path at every frame (and its trim, which Core Animation measures on the
    /// untransformed path), so that players draw its line at its width. A layer with sublayers,
    /// a mask, a background or a border keeps its transform, and its stroke scales with it.
    func bakingNonScalingStroke(_ node: LottieNode) -> LottieNode {
        guard case .shape(let shape) = node.model.content, shape.nonScalingStroke,
            node.frames.contains(where: { !$0.transform.isIdentity }) else { return node }
        guard node.model.sublayers.isEmpty, node.model.mask == nil,
            node.frames.allSatisfy({ ($0.backgroundColor?.alpha ?? 0) == 0 && !($0.borderWidth > 0) })
        else {
            note(node, "its non-scaling stroke scales with its transform: Lottie has none, and a layer with sublayers, a mask, a background or a border keeps its transform")
            return node
        }
        var baked = node
        baked.frames = node.frames.map(Self.bakingTransform)
        baked.model = Self.bakingTransform(node.model)
        // The path, trim and transform are read from the baked frames, not keyframed anew.
        let baking: Set<String> = ["path", "strokeStart", "strokeEnd"]
        baked.model.animations.removeAll { animation in
            guard let keyPath = animation.keyPath else { return true }
            return baking.contains(keyPath) || keyPath.hasPrefix("transform")
        }
        return baked
    }

    /// `layer` drawn the same with an identity transform: its path transformed (about the
    /// anchor point, inside the geometry flip) and, when it only strokes, trimmed first and padded
    /// to the path's number of points so that every frame's path has the same structure.
    static func bakingTransform(_ layer: Layer) -> Layer {
        guard case .shape(var shape) = layer.content, !layer.transform.isIdentity else { return layer }
        let anchor = layer.anchorInBounds, flip = layer.geometryFlipTransform
        let around = AffineTransform.translation(x: -anchor.x, y: -anchor.y).concatenating(layer.transform)
            .concatenating(.translation(x: anchor.x, y: anchor.y))
        var path = shape.path
        let start = shape.strokeStart.isNaN ? 0 : min(max(shape.strokeStart, 0), 1)
        let end = shape.strokeEnd.isNaN ? 1 : min(max(shape.strokeEnd, 0), 1)
        if (shape.fillColor?.alpha ?? 0) == 0, start < end, start > 0 || end < 1 {
            path = padded(PathMeasure(path).trimmed(from: start, to: end, original: path), like: path)
            shape.strokeStart = 0
            shape.strokeEnd = 1
        }
        shape.path = path.applying(flip.concatenating(around).concatenating(flip))
        shape.nonScalingStroke = false
        var result = layer
        result.transform = .identity
        result.content = .shape(shape)
        return result
    }

    /// A trimmed polyline given as many points as the `original` it was cut from, the missing
    /// ones at its end; anything else as it is.
    static func padded(_ trimmed: Path, like original: Path) -> Path {
        func isPolyline(_ path: Path) -> Bool {
            path.elements.enumerated().allSatisfy { i, element in
                switch element {
                case .move: i == 0
                case .line: i > 0
                default: false
                }
            }
        }
        guard isPolyline(original), isPolyline(trimmed), let last = trimmed.currentPoint,
            trimmed.elements.count < original.elements.count else { return trimmed }
        var result = trimmed
        while result.elements.count < original.elements.count { result.addLine(to: last) }
        return result
    }
}
