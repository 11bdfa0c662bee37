import CCairo
import Scene

extension Renderer {
    /// Draws `layer` (in its superlayer's coordinates, which `cr` is in) and its subtree.
    func draw(_ layer: Layer, in cr: OpaquePointer, state: DrawState) throws {
        let opacity = min(layer.opacity, 1)
        // `!(opacity > 0)` also skips a NaN opacity.
        guard !layer.isHidden, opacity > 0, layer.bounds.isFinite else { return }
        try checkInterrupt()
        let toSuperlayer = layer.transformToSuperlayer
        guard toSuperlayer.isDrawable else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var m = toSuperlayer.cairoMatrix
        cairo_transform(cr, &m)

        let shadow = ShadowStyle(layer)
        // Only the layer's own parts take `alpha`: a faded layer with sublayers is composited.
        let isolated = layer.mask != nil || shadow != nil || (opacity < 1 && (layer.drawnPartCount > 1 || !layer.sublayers.isEmpty))
        guard isolated else {
            try drawBody(of: layer, in: cr, alpha: opacity, state: state)
            return
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        if let shadow, opacity >= 1, layer.mask == nil, layer.sublayers.isEmpty, let extents = directCasterBox(of: layer) {
            // A lone shape casts its shadow without a recording: it is simply drawn twice.
            try drawShadow(shadow, casterExtents: deviceBox(of: extents, in: cr), layer: layer, in: cr, state: state) { acr, area in
                cairo_translate(acr, -area.x, -area.y)
                cairo_transform(acr, &matrix)
                try drawBody(of: layer, in: acr, alpha: 1, state: state)
            }
            try drawBody(of: layer, in: cr, alpha: 1, state: state)
            return
        }
        let body = CairoRecording(matrix: matrix)
        try drawBody(of: layer, in: body.context, alpha: 1, state: state)
        var composite = body
        if let mask = layer.mask {
            let maskRecording = CairoRecording(matrix: matrix)
            try draw(mask, in: maskRecording.context, state: state)
            composite = body.masked(by: maskRecording)
        }
        guard let shadow else {
            composite.paint(onto: cr, alpha: opacity, within: state.visible)
            return
        }
        if opacity >= 1 {
            try drawShadow(shadow, of: composite, layer: layer, in: cr, state: state)
            composite.paint(onto: cr, alpha: 1, within: state.visible)
        } else {
            // Opacity fades the shadow with the layer: composite both, then fade once.
            let faded = CairoRecording(matrix: matrix)
            try drawShadow(shadow, of: composite, layer: layer, in: faded.context, state: state)
            composite.paint(onto: faded.context, alpha: 1, within: state.visible)
            faded.paint(onto: cr, alpha: opacity, within: state.visible)
        }
    }

    /// Background, content, sublayers and border, in the layer's coordinates. `alpha` is the
    /// layer's opacity when at most one part is drawn (so no group is needed), else 1.
    func drawBody(of layer: Layer, in cr: OpaquePointer, alpha: Double, state: DrawState) throws {
        let bounds = layer.bounds
        if let background = layer.backgroundColor, background.alpha > 0 {
            Path.roundedRect(bounds, cornerRadius: layer.cornerRadius).add(to: cr)
            setSource(background, alpha: alpha, in: cr)
            cairo_fill(cr)
        }
        cairo_save(cr)
        var inner = state
        if layer.masksToBounds {
            Path.roundedRect(bounds, cornerRadius: layer.cornerRadius).add(to: cr)
            cairo_clip(cr)
            guard let visible = deviceBox(of: bounds, in: cr).intersection(state.visible) else {
                cairo_restore(cr)
                try drawBorder(of: layer, in: cr, alpha: alpha)
                return
            }
            inner.visible = visible
        }
        if layer.isGeometryFlipped { inner.isFlipped.toggle() }
        if layer.content != .none {
            cairo_save(cr)
            var flip = layer.geometryFlipTransform.cairoMatrix
            cairo_transform(cr, &flip)
            try drawContent(layer.content, bounds: bounds, contentToSuperlayer: layer.geometryFlipTransform.concatenating(layer.transformToSuperlayer),
                in: cr, alpha: alpha, state: inner)
            cairo_restore(cr)
        }
        let sublayerSpace = layer.sublayerSpaceTransform
        if !layer.sublayers.isEmpty, sublayerSpace.isDrawable {
            var m = sublayerSpace.cairoMatrix
            cairo_transform(cr, &m)
            for sublayer in Self.drawingOrder(layer.sublayers) {
                try draw(sublayer, in: cr, state: inner)
            }
        }
        cairo_restore(cr)
        try drawBorder(of: layer, in: cr, alpha: alpha)
    }

    /// `contentToSuperlayer` is the layer's geometry flip then its transform to the superlayer,
    /// in which a `nonScalingStroke` is drawn.
    private func drawContent(_ content: LayerContent, bounds: Rect, contentToSuperlayer: AffineTransform, in cr: OpaquePointer,
                             alpha: Double, state: DrawState) throws {
        switch content {
        case .none: break
        case .shape(let shape): draw(shape, alpha: alpha, strokeSpace: shape.strokeSpace(contentToSuperlayer: contentToSuperlayer), in: cr)
        case .text(let text): try draw(text, bounds: bounds, alpha: alpha, upright: state.isFlipped, in: cr)
        case .gradient(let gradient): draw(gradient, bounds: bounds, alpha: alpha, in: cr)
        case .image(let image): try draw(image, bounds: bounds, alpha: alpha, upright: state.isFlipped, in: cr)
        }
    }

    /// The border lies inside the bounds, over the content and sublayers.
    private func drawBorder(of layer: Layer, in cr: OpaquePointer, alpha: Double) throws {
        let width = layer.borderWidth
        guard width > 0, width.isFinite, let color = layer.borderColor, color.alpha > 0 else { return }
        let b = layer.bounds
        let inset = Rect(x: b.minX + width / 2, y: b.minY + width / 2, width: b.width - width, height: b.height - width)
        guard inset.width >= 0, inset.height >= 0 else {
            // Thicker than the layer: the border covers it all.
            Path.roundedRect(b, cornerRadius: layer.cornerRadius).add(to: cr)
            setSource(color, alpha: alpha, in: cr)
            cairo_fill(cr)
            return
        }
        Path.roundedRect(inset, cornerRadius: max(0, layer.cornerRadius - width / 2)).add(to: cr)
        cairo_set_line_width(cr, width)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_dash(cr, nil, 0, 0)
        setSource(color, alpha: alpha, in: cr)
        cairo_stroke(cr)
    }

    /// A box (layer coordinates) holding everything a layer without sublayers draws, when it
    /// can be known without drawing: not for text and images, which may overflow their bounds.
    func directCasterBox(of layer: Layer) -> Rect? {
        var box: Rect?
        func add(_ r: Rect) {
            guard let b = box else { box = r; return }
            let minX = min(b.minX, r.minX), minY = min(b.minY, r.minY)
            box = Rect(x: minX, y: minY, width: max(b.maxX, r.maxX) - minX, height: max(b.maxY, r.maxY) - minY)
        }
        if layer.backgroundColor != nil || layer.borderWidth > 0 { add(layer.bounds) }
        switch layer.content {
        case .none: break
        case .gradient: add(layer.bounds)
        case .text, .image: return nil
        case .shape(let shape):
            guard var pathBox = shape.path.controlPointBounds else { break }
            if shape.strokeColor != nil {
                // The whole stroke (as the layout's painted box draws it), and a pixel for antialiasing.
                let space = layer.geometryFlipTransform.concatenating(layer.transformToSuperlayer)
                guard let stroke = PaintedBox.stroke(of: shape.path, in: shape, contentToSuperlayer: space) else { return nil }
                pathBox = PaintedBox.union(pathBox, stroke)?.outset(by: 1) ?? pathBox
            }
            if layer.isGeometryFlipped {
                let flip = layer.geometryFlipTransform
                let a = flip.apply(to: pathBox.origin), b = flip.apply(to: Point(x: pathBox.maxX, y: pathBox.maxY))
                pathBox = Rect(x: pathBox.minX, y: min(a.y, b.y), width: pathBox.width, height: abs(a.y - b.y))
            }
            add(pathBox)
        }
        guard let box, box.isFinite else { return nil }
        return box
    }

    /// The device-space box of `rect` (user space of `cr`), pixel-aligned outward.
    func deviceBox(of rect: Rect, in cr: OpaquePointer) -> DeviceRect {
        var xs: [Double] = [], ys: [Double] = []
        for (x0, y0) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            var x = x0, y = y0
            cairo_user_to_device(cr, &x, &y)
            xs.append(x); ys.append(y)
        }
        let minX = xs.min()!, minY = ys.min()!
        return DeviceRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY).roundedOut
    }

    func setSource(_ color: Color, alpha: Double, in cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
    }
}

extension Layer {
    /// How many separately composited things the layer draws: with more than one, group
    /// opacity needs an offscreen group.
    var drawnPartCount: Int {
        var count = sublayers.count
        if let background = backgroundColor, background.alpha > 0 { count += 1 }
        if content != .none { count += 1 }
        if borderWidth > 0, let border = borderColor, border.alpha > 0 { count += 1 }
        if case .shape(let shape) = content, shape.fillColor != nil, shape.strokeColor != nil { count += 1 }
        return count
    }
}

extension Rect {
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
