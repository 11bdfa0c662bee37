import CCairo
import Scene

extension Renderer {
    /// `scene` evaluated at `time` as a flat tree of painted boxes, measured with this
    /// renderer's Pango context: the text ink boxes are those of the glyphs `render` draws.
    public func layoutTree(of scene: Scene, at time: Double) throws -> LayoutTree {
        var walk = LayoutWalk(time: time, renderer: self)
        for (index, layer) in Self.drawingOrderIndices(scene.layers) {
            _ = try walk.visit(layer, path: "layers[\(index)]", context: .init(toScene: .identity, clip: nil))
        }
        return LayoutTree(size: scene.size, time: time, nodes: walk.nodes, background: scene.background)
    }

    /// Siblings' indices back to front (as `drawingOrder`), keeping each one's place in the array.
    static func drawingOrderIndices(_ layers: [Layer]) -> [(Int, Layer)] {
        let indexed = Array(layers.enumerated())
        guard layers.contains(where: { $0.zPosition != 0 }) else { return indexed.map { ($0.offset, $0.element) } }
        return indexed.sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map { ($0.offset, $0.element) }
    }

    /// What `text` shows in `bounds` when it is one line cut to their width with an ellipsis;
    /// `nil` when it is drawn whole (or wraps).
    func shownString(of text: TextContent, bounds: Rect) -> String? {
        let string = text.displayedString
        let key = Self.layoutKey(string, text, bounds: bounds)
        guard key.isCutToOneLine, TextEngine.isDrawable(text.font) else { return nil }
        // The key's width, as the engine cuts the drawn line with it.
        let cut = self.text.cutToFit(string, font: text.font, width: Double(key.width) / Double(PANGO_SCALE), truncation: text.truncation)
        return cut == string ? nil : cut
    }

    /// The ink box of `text` drawn in `bounds` (layer coordinates), as `draw(_:bounds:…)`
    /// places it; `nil` when nothing is drawn.
    func inkBox(of text: TextContent, bounds: Rect, upright: Bool) throws -> Rect? {
        let string = text.displayedString
        guard !string.isEmpty, text.color.alpha > 0, TextEngine.isDrawable(text.font) else { return nil }
        let key = Self.layoutKey(string, text, bounds: bounds)
        let layout = try self.text.layout(for: key)
        let x = Self.textX(key: key, layout: layout, text: text, bounds: bounds)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        guard ink.width > 0, ink.height > 0 else { return nil }
        let scale = Double(PANGO_SCALE)
        let box = Rect(x: x + Double(ink.x) / scale, y: bounds.minY + Double(ink.y) / scale,
                       width: Double(ink.width) / scale, height: Double(ink.height) / scale)
        return upright ? box.turnedUpright(within: bounds) : box
    }
}

/// The state of one walk over the scene tree for `Renderer.layoutTree(of:at:)`.
private struct LayoutWalk {
    struct Context {
        /// From the layer's superlayer's (sublayer) space to scene coordinates.
        var toScene: AffineTransform
        /// What the superlayers' clips leave visible, in scene coordinates; `nil` for no clip
        /// (the canvas does not clip: a box past its edge shows what is cut off).
        var clip: Rect?
        var opacity: Double = 1
        var isHidden = false
        var isMoving = false
        var isFlipped = false
        /// Whether a superlayer's mask cuts what the layer paints.
        var isMasked = false
        var depth = 0
        /// The chart container the layer is in: its path and the transform from its
        /// superlayer's space into the container's coordinates.
        var chartPath: String?
        var toChart: AffineTransform?
    }

    let time: Double
    let renderer: Renderer
    var nodes: [LayoutNode] = []

    /// Adds the node of `layer` (presented at `time`) and its sublayers'; returns the box of
    /// everything the subtree paints, in scene coordinates (for a superlayer's shadow).
    mutating func visit(_ model: Layer, path: String, context: Context) throws -> Rect? {
        var layer = model
        layer.animations = []
        layer.sublayers = []
        layer.mask = nil
        var moving = context.isMoving
        for animation in model.animations {
            animation.apply(at: time, to: &layer)
            if animation.timing.state(at: time)?.phase == .active { moving = true }
        }
        let opacity = context.opacity * min(max(layer.opacity.isNaN ? 0 : layer.opacity, 0), 1)
        let hidden = context.isHidden || layer.isHidden || !layer.bounds.isFinite
        let toSuper = layer.transformToSuperlayer
        let toScene = toSuper.concatenating(context.toScene)
        let drawable = toSuper.isDrawable && !hidden && opacity > 0
        let contentToScene = layer.geometryFlipTransform.concatenating(toScene)
        let flipped = context.isFlipped != layer.isGeometryFlipped

        var ownClip = context.clip
        if layer.masksToBounds {
            let bounds = PaintedBox.box(of: layer.bounds, through: toScene) ?? Rect(origin: .zero, size: .zero)
            ownClip = ownClip.map { PaintedBox.intersection(bounds, $0) ?? Rect(origin: bounds.origin, size: .zero) } ?? bounds
        }
        // `nil` for no clip; a clip that leaves nothing is an empty rectangle.
        func clipped(_ box: Rect?, by clip: Rect?) -> Rect? {
            guard let box else { return nil }
            guard let clip else { return box }
            guard let cut = PaintedBox.intersection(box, clip), cut.width > 0 || cut.height > 0 else { return nil }
            return cut
        }

        // What the layer paints itself, in its own coordinates, split by the clip that applies:
        // background and border are inside the bounds; content is under the layer's own clip.
        var frameBox: Rect?
        if let background = layer.backgroundColor, background.alpha > 0 { frameBox = layer.bounds }
        if layer.borderWidth > 0, layer.borderWidth.isFinite, let border = layer.borderColor, border.alpha > 0 {
            frameBox = layer.bounds
        }
        var contentBox: Rect?, inkBox: Rect?, text: String?, shownText: String?, textColor: Color?, geometry: Rect?, kind = "group"
        switch layer.content {
        case .none: break
        case .shape(let shape):
            kind = "shape"
            contentBox = PaintedBox.shape(shape, contentToSuperlayer: layer.geometryFlipTransform.concatenating(toSuper))
            geometry = PaintedBox.geometry(shape)
        case .text(let content):
            kind = "text"
            text = content.displayedString
            textColor = content.color
            if drawable {
                inkBox = try renderer.inkBox(of: content, bounds: layer.bounds, upright: flipped)
                shownText = renderer.shownString(of: content, bounds: layer.bounds)
            }
            contentBox = inkBox
        case .gradient:
            kind = "gradient"
            contentBox = layer.bounds
        case .image(let content):
            kind = "image"
            if drawable { contentBox = try renderer.paintedBox(of: content, bounds: layer.bounds, upright: flipped) }
        }
        // A mark without a shape is its bounds: a filled box (a race's bar), or an empty
        // layer marking a point.
        if kind != "shape", kind != "text" { geometry = layer.bounds }

        var sceneBox: Rect?, sceneInk: Rect?, inkCorners: [Point]?
        if drawable {
            sceneBox = clipped(frameBox.flatMap { PaintedBox.box(of: $0, through: toScene) }, by: context.clip)
            let content = clipped(contentBox.flatMap { PaintedBox.box(of: $0, through: contentToScene) }, by: ownClip)
            sceneBox = PaintedBox.union(sceneBox, content)
            sceneInk = clipped(inkBox.flatMap { PaintedBox.box(of: $0, through: contentToScene) }, by: ownClip)
            if sceneInk != nil, let inkBox, contentToScene.b != 0 || contentToScene.c != 0 {
                inkCorners = ConvexOutline(inkBox).corners.map(contentToScene.apply)
            }
        }

        // A background counts as solid only on an upright rectangle, inside its border and its
        // rounded corners, and under no mask: there its box is what it covers.
        // A shape's fill is its paint's (below), never its background's: the shape covers part of it.
        var fill: SolidFill?
        if kind != "shape", drawable, model.mask == nil, !context.isMasked, let background = layer.backgroundColor, background.alpha > 0, toScene.b == 0, toScene.c == 0,
           let rect = PaintedBox.box(of: layer.bounds, through: toScene) {
            let border = layer.borderWidth.isFinite && (layer.borderColor?.alpha ?? 0) > 0 ? max(layer.borderWidth, 0) : 0
            let radius = layer.cornerRadius.isFinite ? max(layer.cornerRadius, 0) : 0
            let inset = max(radius, border) * max(abs(toScene.a), abs(toScene.d))
            if rect.width > 2 * inset, rect.height > 2 * inset, let covered = clipped(rect.outset(by: -inset), by: context.clip) {
                fill = SolidFill(color: background.withAlpha(background.alpha * opacity), box: covered)
            }
        }

        var unpainted: Rect?
        if case .shape(let shape) = layer.content {
            // The inside of an outlined rectangle (a chart's frame round its texts) is not painted.
            if drawable, (layer.backgroundColor?.alpha ?? 0) == 0, ShadowStyle(layer) == nil, contentToScene.b == 0, contentToScene.c == 0,
               let inside = PaintedBox.unpaintedInside(shape) {
                unpainted = PaintedBox.box(of: inside, through: contentToScene)
            }
            // A shape that paints one colour over an upright rectangle (a bar) is solid there, when
            // nothing of the layer's own is under it (a background, or a shadow through a
            // translucent paint).
            if drawable, model.mask == nil, !context.isMasked, (layer.backgroundColor?.alpha ?? 0) == 0,
               contentToScene.b == 0, contentToScene.c == 0, let solid = PaintedBox.solidPaint(shape),
               solid.color.alpha >= 1 || ShadowStyle(layer) == nil,
               let rect = PaintedBox.box(of: solid.box, through: contentToScene), let covered = clipped(rect, by: ownClip) {
                fill = SolidFill(color: solid.color.withAlpha(solid.color.alpha * opacity), box: covered)
            }
        }

        var chartPath = context.chartPath, toChart = context.toChart.map { toSuper.concatenating($0) }
        if model.chart != nil {
            chartPath = path
            toChart = .identity
        }
        let markGeometry = model.mark == nil ? nil : geometry.flatMap { g in
            toChart.flatMap { PaintedBox.box(of: g, through: layer.geometryFlipTransform.concatenating($0)) }
        }

        let markBox = model.mark == nil || !drawable ? nil
            : clipped(geometry.flatMap { PaintedBox.box(of: $0, through: contentToScene) }, by: ownClip)

        let index = nodes.count
        nodes.append(LayoutNode(
            path: path, id: layer.id, kind: kind, depth: context.depth, box: sceneBox, opacity: hidden ? 0 : opacity,
            isHidden: hidden, text: text, inkBox: sceneInk, inkCorners: inkCorners, mark: model.mark, markGeometry: markGeometry,
            chart: model.chart, chartPath: model.chart != nil ? context.chartPath : chartPath, isMoving: moving,
            fill: fill, unpainted: unpainted, textColor: textColor, markBox: markBox, shownText: shownText))
        // Marks drawn together as one path's subpaths: a node each, at `PATH.marks[i]`.
        if !model.subpathMarks.isEmpty, case .shape(let shape) = layer.content {
            for (i, part) in SubpathMarks.shapes(of: shape).enumerated() where i < model.subpathMarks.count {
                let box = drawable ? clipped(PaintedBox.shape(part, contentToSuperlayer: layer.geometryFlipTransform.concatenating(toSuper)).flatMap { PaintedBox.box(of: $0, through: contentToScene) }, by: ownClip) : nil
                let geometry = PaintedBox.geometry(part).flatMap { g in
                    toChart.flatMap { PaintedBox.box(of: g, through: layer.geometryFlipTransform.concatenating($0)) }
                }
                nodes.append(LayoutNode(
                    path: "\(path).marks[\(i)]", id: nil, kind: kind, depth: context.depth + 1, box: box, opacity: hidden ? 0 : opacity,
                    isHidden: hidden, text: nil, inkBox: nil, mark: model.subpathMarks[i], markGeometry: geometry,
                    chart: nil, chartPath: chartPath, isMoving: moving))
            }
        }

        var subtree = sceneBox
        let sublayerSpace = layer.sublayerSpaceTransform
        if !model.sublayers.isEmpty, sublayerSpace.isDrawable {
            var inner = Context(toScene: sublayerSpace.concatenating(toScene), clip: ownClip)
            inner.opacity = opacity
            inner.isHidden = hidden
            inner.isMoving = moving
            inner.isFlipped = flipped
            inner.isMasked = context.isMasked || model.mask != nil
            inner.depth = context.depth + 1
            inner.chartPath = chartPath
            inner.toChart = toChart.map { sublayerSpace.concatenating($0) }
            for (i, sublayer) in Renderer.drawingOrderIndices(model.sublayers) {
                subtree = PaintedBox.union(subtree, try visit(sublayer, path: "\(path).sublayers[\(i)]", context: inner))
            }
        }
        // A shadow repeats everything the layer and its sublayers paint, offset and blurred
        // (σ = radius / 2, three σ wide), under the same clips.
        if drawable, let shadow = ShadowStyle(layer), let painted = subtree {
            let linear = AffineTransform(a: toScene.a, b: toScene.b, c: toScene.c, d: toScene.d, tx: 0, ty: 0)
            let offset = linear.apply(to: Point(x: shadow.offset.width, y: shadow.offset.height))
            let scale = abs(toScene.a * toScene.d - toScene.b * toScene.c).squareRoot()
            let sigma = min(shadow.radius * scale / 2, Renderer.maximumShadowSigma)
            var cast = Rect(x: painted.minX + offset.x, y: painted.minY + offset.y, width: painted.width, height: painted.height)
                .outset(by: (3 * sigma).rounded(.up) + 1)
            if let shadowPath = shadow.path?.controlPointBounds, let box = PaintedBox.box(of: shadowPath, through: toScene) {
                cast = Rect(x: box.minX + offset.x, y: box.minY + offset.y, width: box.width, height: box.height)
                    .outset(by: (3 * sigma).rounded(.up) + 1)
            }
            if let shadowBox = clipped(cast, by: layer.masksToBounds ? ownClip : context.clip) {
                nodes[index].box = PaintedBox.union(nodes[index].box, shadowBox)
                subtree = PaintedBox.union(subtree, shadowBox)
            }
        }
        return subtree
    }
}
