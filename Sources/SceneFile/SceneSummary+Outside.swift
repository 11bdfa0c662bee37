import Scene

extension SceneSummary {
    /// A layer that paints only outside the scene, so that no frame shows it.
    public struct LayerOutside: Sendable, Equatable {
        /// The layer's id, or its place in the tree (`layers[2].sublayers[0]`).
        public var layer: String
        /// Where it is written (`scene.yaml:12:5`), when known.
        public var place: String?
        /// Everything it paints over the checked times, in scene coordinates.
        public var box: Rect
    }

    /// The outermost layers that paint nothing inside the scene at any of its check times (0,
    /// the last frame, every animation's begin, end and keyframe times, at most 48), halfway
    /// between two nor just before the next, nor between them: a layer counts by the box holding
    /// where it paints at all those times, so that one animated across the scene, or into it
    /// for a while, is not reported. A hidden or transparent layer
    /// paints nothing; charts and their parts are left to the chart's frame warning.
    static func layersOutside(of scene: Scene) -> [LayerOutside] {
        let canvas = Rect(origin: .zero, size: scene.size)
        // Where each layer (with its sublayers) paints, by its path, over every check time.
        var painted: [String: Rect] = [:]
        func paint(_ layer: Layer, path: String, toScene: AffineTransform) -> Rect? {
            guard !layer.isHidden, layer.opacity > 0 else { return nil }
            let layerToScene = layer.transformToSuperlayer.concatenating(toScene)
            var box = ownPaint(of: layer).map { $0.applying(layerToScene) }
            let contents = layer.sublayerSpaceTransform.concatenating(layerToScene)
            for (index, sublayer) in layer.sublayers.enumerated() {
                box = union(box, paint(sublayer, path: "\(path).sublayers[\(index)]", toScene: contents))
            }
            if let box, box.isFiniteBox { painted[path] = union(painted[path], box) }
            return box
        }
        // Each check time, halfway to the next and just before it: a removed animation's end
        // value shows only until its end, a move across the scene only between its ends.
        let times = scene.checkTimes(limit: 48)
        let samples = times + zip(times, times.dropFirst()).flatMap { a, b in [(a + b) / 2, max(a, b - 1e-6)] }
        for time in samples {
            for (index, layer) in scene.layers.enumerated() { _ = paint(layer.presented(at: time), path: "layers[\(index)]", toScene: .identity) }
        }
        var outside: [LayerOutside] = []
        func report(_ layer: Layer, path: String) {
            // A chart and its parts: the chart's frame warning says what is cut off.
            guard layer.chart == nil else { return }
            if let box = painted[path], box.maxX <= canvas.minX || box.minX >= canvas.maxX || box.maxY <= canvas.minY || box.minY >= canvas.maxY {
                // Its sublayers are outside with it: one warning for the lot.
                outside.append(LayerOutside(layer: layer.id ?? path, place: layer.origin.layer?.description, box: box))
                return
            }
            for (index, sublayer) in layer.sublayers.enumerated() { report(sublayer, path: "\(path).sublayers[\(index)]") }
        }
        for (index, layer) in scene.layers.enumerated() { report(layer, path: "layers[\(index)]") }
        return outside
    }

    /// What a layer itself paints, in its own coordinates: its background or border, gradient,
    /// image or text box, or its shape's path with half the stroke around it.
    private static func ownPaint(of layer: Layer) -> Rect? {
        var box: Rect? = (layer.backgroundColor.map { $0.alpha > 0 } ?? false) || layer.borderWidth > 0 ? layer.bounds : nil
        switch layer.content {
        case .none: break
        case .gradient, .image, .text: box = union(box, layer.bounds)
        case .shape(let shape):
            guard var path = shape.path.controlPointBounds else { break }
            if shape.strokeColor != nil, shape.lineWidth > 0, shape.lineWidth.isFinite,
                let reach = shape.strokeReach(contentToSuperlayer: layer.geometryFlipTransform.concatenating(layer.transformToSuperlayer)) {
                path = Rect(x: path.minX - reach.x, y: path.minY - reach.y, width: path.width + 2 * reach.x, height: path.height + 2 * reach.y)
            } else if shape.fillColor == nil {
                break
            }
            box = union(box, path)
        }
        return box
    }

    private static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// A warning per layer that paints only outside the scene, at the place it is written.
    var outsideWarnings: [SceneWarning] {
        layersOutside.map { layer in
            let box = [layer.box.minX, layer.box.minY, layer.box.width, layer.box.height].map(\.roundedForDisplay).joined(separator: ", ")
            return SceneWarning(
                message: "\(layer.layer) paints only outside the \(width)×\(height) scene (within [\(box)] at every checked time), so no frame shows it",
                fix: "move it into the scene (its position, frame or the transforms of the layers holding it), or remove it",
                place: layer.place)
        }
    }
}

extension Rect {
    fileprivate var isFiniteBox: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
