import Scene

/// A layer of the scene with its presentation at every frame, and its name for notices.
struct LottieNode {
    /// The model layer (its animations attached).
    var model: Layer
    /// The presented layer at each frame.
    var frames: [Layer]
    /// The layer's `id`, or its place in the tree.
    var name: String

    /// The sublayers, back to front, each with its frames.
    var sublayers: [LottieNode] {
        let order = model.sublayers.indices.sorted { (model.sublayers[$0].zPosition, $0) < (model.sublayers[$1].zPosition, $1) }
        return order.map { i in
            let child = model.sublayers[i]
            return LottieNode(model: child, frames: frames.map { $0.sublayers[i] }, name: child.id ?? "\(name).sublayers[\(i)]")
        }
    }

    /// The mask layer, with its frames.
    var mask: LottieNode? {
        guard let mask = model.mask else { return nil }
        return LottieNode(model: mask, frames: frames.map { $0.mask ?? mask }, name: mask.id ?? "\(name).mask")
    }

    /// The layer's own opacity at each frame, 0 when hidden, clamped as drawing clamps it.
    var ownOpacity: [Double] {
        frames.map { layer in
            guard !layer.isHidden, layer.opacity > 0, layer.bounds.isFiniteRect else { return 0 }
            return min(layer.opacity, 1)
        }
    }
}

extension Rect {
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
