import Animation
import Glibc
import Scene

/// Shape groups as Reel layers. In a Lottie group, items further down the list are drawn
/// lower, and a style (fill, stroke, gradient) paints every path above it in its group,
/// including those inside the groups above it; so each style becomes shape layers of the paths
/// it paints (nested groups' paths inside layers carrying those groups' transforms), drawn at
/// its place in the list, and each group becomes a layer with its own transform and opacity.
extension LottieBuilder {
    /// The layers of a group's items, back to front, in the group's coordinates.
    func groupContent(_ items: [LottieShapeItem], clock: LottieClock, layer name: String, trims: [LottieTrim]) throws(LottieImportError) -> [Layer] {
        // A repeater repeats everything above it.
        if let index = items.firstIndex(where: { if case .repeater = $0 { true } else { false } }), case .repeater(let repeater) = items[index] {
            let above = try groupContent(Array(items[..<index]), clock: clock, layer: name, trims: trims)
            let below = try groupContent(Array(items[(index + 1)...]), clock: clock, layer: name, trims: trims)
            return below + (try repeated(above, by: repeater, clock: clock, layer: name))
        }
        let allTrims = trims + items.compactMap { if case .trim(let t) = $0 { t } else { nil } }
        var layers: [Layer] = []
        for (index, item) in items.enumerated().reversed() {
            switch item {
            case .style(let style):
                layers += try styled(Array(items[..<index]), style: style, clock: clock, layer: name, trims: allTrims)
            case .group(let inner, let transform, _):
                let content = try groupContent(inner, clock: clock, layer: name, trims: allTrims)
                guard !content.isEmpty else { continue }
                layers.append(nest(try transformLayers(transform, clock: clock, layer: name), content: content))
                try budget.spend(layers: 1, at: items.first.flatMap(\.cursor) ?? JSONCursor(value: 0, path: "$", file: file))
            default: continue
            }
        }
        return layers
    }

    /// The paths of `items` (and of the groups among them) painted with `style`, back to front.
    private func styled(_ items: [LottieShapeItem], style: LottieStyle, clock: LottieClock, layer name: String, trims: [LottieTrim]) throws(LottieImportError) -> [Layer] {
        var layers: [Layer] = []
        for item in items.reversed() {
            guard case .group(let inner, let transform, _) = item else { continue }
            let innerTrims = trims + inner.compactMap { if case .trim(let t) = $0 { t } else { nil } }
            let content = try styled(inner, style: style, clock: clock, layer: name, trims: innerTrims)
            guard !content.isEmpty else { continue }
            // The group's opacity applies to its own styles only, not to styles above it.
            layers.append(nest(try transformLayers(transform, clock: clock, layer: name, opacity: false), content: content))
        }
        let geometry = items.compactMap { if case .geometry(let g) = $0 { g } else { nil } }
        guard !geometry.isEmpty else { return layers }
        let simultaneous = style.stroke != nil && trims.last?.simultaneous == true && geometry.count > 1
        for part in simultaneous ? geometry.map({ [$0] }) : [geometry] {
            layers.append(contentsOf: try paint(part, style: style, clock: clock, layer: name, trim: trims.last))
            try budget.spend(layers: 1, at: style.cursor)
        }
        return layers
    }

    /// One shape layer of `geometry` painted with `style` (a gradient takes a gradient layer
    /// masked by the shape).
    private func paint(_ geometry: [LottieGeometry], style: LottieStyle, clock: LottieClock, layer name: String, trim: LottieTrim?) throws(LottieImportError) -> [Layer] {
        var shape = ShapeContent(path: Self.merged(geometry, atFrame: clock.affine?.offset ?? clock.frame(0)), fillColor: nil)
        shape.fillRule = style.evenOdd ? .evenOdd : .nonZero
        var layer = Layer(anchorPoint: .zero)
        let cursor = geometry[0].cursor
        if geometry.contains(where: \.isAnimated) {
            let pathAnimation: Animation<PropertyValue>?
            if geometry.count == 1, case .path(let property) = geometry[0].kind {
                pathAnimation = try animation(property, keyPath: "path", clock: clock) { .path($0.path(curvesOnly: true)) }
            } else {
                pathAnimation = try sampled(keyPath: "path", clock: clock, at: cursor) { .path(Self.merged(geometry, atFrame: $0)) }
            }
            if let pathAnimation { layer.animations.append(pathAnimation) }
        }
        let opacity = style.opacity
        let staticAlpha = (opacity?.initial.first ?? 100) / 100
        if let stroke = style.stroke {
            shape.lineWidth = stroke.width.initial.first ?? 1
            shape.lineCap = stroke.cap
            shape.lineJoin = stroke.join
            shape.miterLimit = stroke.miterLimit
            shape.lineDashPattern = stroke.dashes.map { max($0.initial.first ?? 0, 0) }
            shape.lineDashPhase = stroke.dashOffset?.initial.first ?? 0
            if stroke.dashes.contains(where: \.isAnimated) || stroke.dashOffset?.isAnimated == true {
                note(name, "animated dashes (\(style.cursor.path).d) keep their first values")
            }
            if let animation = try animation(stroke.width, keyPath: "lineWidth", clock: clock, convert: { .number($0.first ?? 1) }) {
                layer.animations.append(animation)
            }
            if let trim {
                let frame = clock.affine?.offset ?? clock.frame(0)
                if let (s, e) = trim.span(atFrame: frame) {
                    shape.strokeStart = s
                    shape.strokeEnd = e
                }
                if trim.start.isAnimated || trim.end.isAnimated || trim.offset?.isAnimated == true {
                    var wraps = false
                    if let animation = try sampled(keyPath: "strokeStart", clock: clock, at: style.cursor, value: {
                        guard let span = trim.span(atFrame: $0) else { wraps = true; return .number(0) }
                        return .number(span.0)
                    }) { layer.animations.append(animation) }
                    if let animation = try sampled(keyPath: "strokeEnd", clock: clock, at: style.cursor, value: {
                        .number(trim.span(atFrame: $0)?.1 ?? 1)
                    }) { layer.animations.append(animation) }
                    if wraps { note(name, "a trim path's offset wraps the trimmed part past the path's end; it is drawn untrimmed there") }
                }
            }
        }
        if let gradient = style.gradient {
            // The shape becomes the mask of a gradient layer covering everything.
            if style.stroke != nil { shape.strokeColor = .black } else { shape.fillColor = .black }
            layer.content = .shape(shape)
            return [try gradientLayer(gradient, mask: layer, opacity: opacity, clock: clock, layer: name)]
        }
        guard let color = style.color else { return [] }
        let paint = LottieStyle.color(color.initial, alpha: staticAlpha)
        if style.stroke != nil { shape.strokeColor = paint } else { shape.fillColor = paint }
        let keyPath = style.stroke != nil ? "strokeColor" : "fillColor"
        if color.isAnimated, opacity?.isAnimated != true {
            if let animation = try animation(color, keyPath: keyPath, clock: clock, convert: { .color(LottieStyle.color($0, alpha: staticAlpha)) }) {
                layer.animations.append(animation)
            }
        } else if let opacity, opacity.isAnimated, !color.isAnimated {
            let rgb = color.initial
            if let animation = try animation(opacity, keyPath: keyPath, clock: clock, convert: { .color(LottieStyle.color(rgb, alpha: ($0.first ?? 100) / 100)) }) {
                layer.animations.append(animation)
            }
        } else if color.isAnimated, let opacity {
            if let animation = try sampled(keyPath: keyPath, clock: clock, at: style.cursor, value: {
                .color(LottieStyle.color(color.value(atFrame: $0), alpha: (opacity.value(atFrame: $0).first ?? 100) / 100))
            }) { layer.animations.append(animation) }
        }
        layer.content = .shape(shape)
        return [layer]
    }

    /// A gradient layer over everything, masked by `mask`.
    private func gradientLayer(
        _ gradient: LottieStyle.Gradient, mask: Layer, opacity: LottieProperty<[Double]>?, clock: LottieClock, layer name: String
    ) throws(LottieImportError) -> Layer {
        let area = everywhere
        func unit(_ value: [Double]) -> Point {
            let p = Self.point(value)
            return Point(x: (p.x - area.minX) / area.width, y: (p.y - area.minY) / area.height)
        }
        let alpha = (opacity?.initial.first ?? 100) / 100
        let (colors, locations) = LottieStyle.stops(gradient.stops.initial, count: gradient.stopCount, opacity: alpha)
        var start = unit(gradient.start.initial), end = unit(gradient.end.initial)
        if gradient.isRadial {
            // Reel's radial gradient reaches its last colour at the end point's x and y radii;
            // Lottie's at the distance from start to end, in every direction.
            let radius = hypot(gradient.end.initial[0] - gradient.start.initial[0], gradient.end.initial[1] - (gradient.start.initial.count > 1 ? gradient.start.initial[1] : 0))
            end = Point(x: start.x + radius / area.width, y: start.y + radius / area.height)
        }
        var content = GradientContent(kind: gradient.isRadial ? .radial : .axial, colors: colors, locations: locations, startPoint: start, endPoint: end)
        if gradient.isRadial, gradient.start.isAnimated || gradient.end.isAnimated {
            start = unit(gradient.start.initial)
        }
        var layer = Layer(bounds: area, position: area.origin, anchorPoint: .zero, content: .gradient(content))
        layer.mask = mask
        let stopCount = gradient.stopCount
        if gradient.stops.isAnimated || opacity?.isAnimated == true {
            if let animation = try sampled(keyPath: "colors", clock: clock, at: gradient.stops.cursor, value: {
                .colors(LottieStyle.stops(gradient.stops.value(atFrame: $0), count: stopCount, opacity: (opacity?.value(atFrame: $0).first ?? 100) / 100).colors)
            }) { layer.animations.append(animation) }
        }
        if gradient.isRadial {
            if gradient.start.isAnimated || gradient.end.isAnimated {
                let startProperty = gradient.start, endProperty = gradient.end
                if let animation = try sampled(keyPath: "startPoint", clock: clock, at: gradient.start.cursor, value: { .point(unit(startProperty.value(atFrame: $0))) }) {
                    layer.animations.append(animation)
                }
                if let animation = try sampled(keyPath: "endPoint", clock: clock, at: gradient.end.cursor, value: {
                    let s = startProperty.value(atFrame: $0), e = endProperty.value(atFrame: $0)
                    let r = hypot((e.first ?? 0) - (s.first ?? 0), (e.count > 1 ? e[1] : 0) - (s.count > 1 ? s[1] : 0))
                    let c = unit(s)
                    return .point(Point(x: c.x + r / area.width, y: c.y + r / area.height))
                }) { layer.animations.append(animation) }
            }
        } else {
            if let animation = try animation(gradient.start, keyPath: "startPoint", clock: clock, convert: { .point(unit($0)) }) { layer.animations.append(animation) }
            if let animation = try animation(gradient.end, keyPath: "endPoint", clock: clock, convert: { .point(unit($0)) }) { layer.animations.append(animation) }
        }
        content.startPoint = start
        return layer
    }

    /// The copies of a repeater, each `transform`ed once more than the one before.
    private func repeated(_ content: [Layer], by repeater: LottieRepeater, clock: LottieClock, layer name: String) throws(LottieImportError) -> [Layer] {
        guard !content.isEmpty else { return [] }
        let frame = clock.affine?.offset ?? clock.frame(0)
        let count = Int((repeater.copies.value(atFrame: frame).first ?? 0).rounded())
        guard count > 0 else { return [] }
        guard count <= LottieLimits.repeaterCopies else {
            throw repeater.cursor.error("a repeater makes \(count) copies, more than \(LottieLimits.repeaterCopies)", fix: "make fewer copies")
        }
        if repeater.copies.isAnimated || repeater.offset?.isAnimated == true || repeater.transform.isAnimated {
            note(name, "the repeater at \(repeater.cursor.path) is animated; its copies keep the first frame's count, offset and transform")
        }
        try budget.spend(layers: count * max(content.count, 1), at: repeater.cursor)
        let offset = repeater.offset?.initial.first ?? 0
        let t = repeater.transform
        let anchor = t.staticPoint(t.anchor, .zero), position = t.staticPoint(t.position, .zero)
        let (sx, sy) = t.scale(atFrame: frame)
        let rotation = (t.rotation?.initial.first ?? 0) * .pi / 180
        let startOpacity = (repeater.startOpacity?.initial.first ?? 100) / 100, endOpacity = (repeater.endOpacity?.initial.first ?? 100) / 100
        var copies: [Layer] = []
        for index in 0..<count {
            let steps = Double(index) + offset
            // One step: about the anchor, scale and rotate, then move by the position.
            var matrix = AffineTransform.identity
            let step = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -anchor.x, ty: -anchor.y)
                .concatenating(AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0).rotated(by: rotation))
                .concatenating(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: anchor.x + position.x, ty: anchor.y + position.y))
            let whole = Int(steps.rounded(.down))
            for _ in 0..<max(whole, 0) { matrix = matrix.concatenating(step) }
            var copy = Layer(anchorPoint: .zero, sublayers: content)
            copy.transform = matrix
            copy.opacity = count > 1 ? startOpacity + (endOpacity - startOpacity) * Double(index) / Double(count - 1) : startOpacity
            copies.append(copy)
        }
        return repeater.above ? copies : copies.reversed()
    }

    /// The paths of `geometry` at a frame, as one path.
    static func merged(_ geometry: [LottieGeometry], atFrame frame: Double) -> Path {
        var elements: [PathElement] = []
        for item in geometry { elements += item.path(atFrame: frame).elements }
        return Path(elements: elements)
    }
}

extension LottieShapeItem {
    var cursor: JSONCursor? {
        switch self {
        case .geometry(let g): g.cursor
        case .group(_, _, let c): c
        case .style(let s): s.cursor
        case .repeater(let r): r.cursor
        default: nil
        }
    }
}

extension LottieTransform {
    var isAnimated: Bool {
        [anchor, position, positionX, positionY, scale, rotation, opacity, skew, skewAxis].contains { $0?.isAnimated ?? false }
    }
}
