import Scene

extension Renderer {
    /// Whether the first thing `layers` draw is an opaque rectangle over the whole `width` ×
    /// `height` canvas, such as a chart's own background. Then every pixel ends up that
    /// rectangle's colour whatever the canvas held (an opaque colour drawn over a pixel it covers
    /// whole replaces it), so painting the scene's background under it first changes nothing
    /// and is skipped: a frame's background is written once instead of twice.
    ///
    /// Walks the layers in drawing order through those that draw nothing themselves, exactly as
    /// `draw` skips them; anything else drawn first (content, a border, a group composited
    /// with opacity, a mask or a shadow, a clip, a rotation, round corners) answers false.
    static func firstPaintCovers(_ layers: [Layer], width: Int, height: Int) -> Bool {
        firstPaintCovers(drawingOrder(layers), superlayerToDevice: .identity, width: Double(width), height: Double(height)) ?? false
    }

    /// True or false once the first thing drawn is found; nil when `layers` draw nothing.
    private static func firstPaintCovers(_ layers: [Layer], superlayerToDevice: AffineTransform, width: Double, height: Double) -> Bool? {
        for layer in layers {
            if let answer = firstPaintCovers(layer, superlayerToDevice: superlayerToDevice, width: width, height: height) { return answer }
        }
        return nil
    }

    private static func firstPaintCovers(_ layer: Layer, superlayerToDevice: AffineTransform, width: Double, height: Double) -> Bool? {
        // What `draw(_:in:state:)` skips draws nothing.
        let opacity = min(layer.opacity, 1)
        guard !layer.isHidden, opacity > 0, layer.bounds.isFinite else { return nil }
        let toSuperlayer = layer.transformToSuperlayer
        guard toSuperlayer.isDrawable else { return nil }
        // Composited through a group, or with a shadow under it: not a plain opaque paint.
        guard opacity >= 1, layer.mask == nil, ShadowStyle(layer) == nil else { return false }
        let toDevice = toSuperlayer.concatenating(superlayerToDevice)
        if let background = layer.backgroundColor, background.alpha > 0 {
            // The layer's background is the first paint (`drawBody` fills it first).
            guard background.alpha >= 1, layer.cornerRadius == 0, toDevice.b == 0, toDevice.c == 0 else { return false }
            let bounds = layer.bounds
            let corner = toDevice.apply(to: bounds.origin), opposite = toDevice.apply(to: Point(x: bounds.maxX, y: bounds.maxY))
            return min(corner.x, opposite.x) <= 0 && min(corner.y, opposite.y) <= 0
                && max(corner.x, opposite.x) >= width && max(corner.y, opposite.y) >= height
        }
        guard layer.content == .none, !layer.masksToBounds else { return false }
        let sublayerSpace = layer.sublayerSpaceTransform
        if !layer.sublayers.isEmpty, sublayerSpace.isDrawable,
           let answer = firstPaintCovers(drawingOrder(layer.sublayers), superlayerToDevice: sublayerSpace.concatenating(toDevice), width: width, height: height) {
            return answer
        }
        // A border comes after the sublayers; drawn first, it covers at most a frame's edges.
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 { return false }
        return nil
    }
}
