import Render
import Scene

extension LottieExporter {
    /// The background colour, filling the rounded bounds.
    func emitBackground(of node: LottieNode, parent: Int, opacity: LottieOpacity, in comp: LottieComposition) {
        let colours = node.frames.map { $0.backgroundColor }
        guard colours.contains(where: { ($0?.alpha ?? 0) > 0 }) else { return }
        let paths = node.frames.map { Path.roundedRect($0.bounds, cornerRadius: $0.cornerRadius) }
        let shapes = fillShapes(paths: paths, frames: 0..<frameCount, colours: colours, rule: .nonZero)
        comp.add(shapeLayer(name: "\(node.name) background", shapes: shapes, parent: parent, opacity: opacity, frames: 0..<frameCount))
    }

    /// The border: a stroke inside the rounded bounds.
    func emitBorder(of node: LottieNode, parent: Int, opacity: LottieOpacity, in comp: LottieComposition) {
        let widths = node.frames.map { $0.borderWidth.isFinite ? max($0.borderWidth, 0) : 0 }
        let colours = zip(node.frames, widths).map { $1 > 0 ? $0.borderColor : nil }
        guard colours.contains(where: { ($0?.alpha ?? 0) > 0 }) else { return }
        let paths = zip(node.frames, widths).map { layer, width in
            let b = layer.bounds
            let inset = Rect(x: b.minX + width / 2, y: b.minY + width / 2, width: max(b.width - width, 0), height: max(b.height - width, 0))
            return Path.roundedRect(inset, cornerRadius: max(0, layer.cornerRadius - width / 2))
        }
        var shapes: [JSONValue] = []
        for run in structureRuns(paths) {
            let frames = run.frames
            let stroke = strokeItem(
                colours: Array(colours[frames]), widths: Array(widths[frames]), cap: .butt, join: .miter, miterLimit: 10,
                dashes: nil, frames: frames)
            shapes.append(group("border", pathItems(run) + [stroke]))
        }
        comp.add(shapeLayer(name: "\(node.name) border", shapes: shapes, parent: parent, opacity: opacity, frames: 0..<frameCount))
    }

    func emitContent(of node: LottieNode, parent: Int, opacity: LottieOpacity, upright: Bool, in comp: LottieComposition) throws {
        switch node.model.content {
        case .none: return
        case .shape: emitShape(of: node, parent: parent, opacity: opacity, in: comp)
        case .text: try emitText(of: node, parent: parent, opacity: opacity, upright: upright, in: comp)
        case .gradient: emitGradient(of: node, parent: parent, opacity: opacity, in: comp)
        case .image(let image): try emitImage(image, of: node, parent: parent, opacity: opacity, upright: upright, in: comp)
        }
    }

    private func emitShape(of node: LottieNode, parent: Int, opacity: LottieOpacity, in comp: LottieComposition) {
        let shapes: [ShapeContent] = node.frames.map { layer in
            if case .shape(let shape) = layer.content { return shape }
            return ShapeContent()
        }
        guard let model = shapes.first else { return }
        let hasFill = shapes.contains { ($0.fillColor?.alpha ?? 0) > 0 }
        let hasStroke = shapes.contains { ($0.strokeColor?.alpha ?? 0) > 0 && $0.lineWidth > 0 }
        guard hasFill || hasStroke else { return }
        if Set(shapes.map(\.lineDashPattern.count)).count > 1 {
            note(node, "its dash pattern changes length over time: each frame's pattern is cut or padded to the first frame's length")
        }
        for run in structureRuns(shapes.map(\.path)) {
            let frames = run.frames
            let runShapes = Array(shapes[frames])
            let paths = pathItems(run)
            var items: [JSONValue] = []
            if hasStroke {
                var strokeItems = paths
                let starts = runShapes.map { min(max($0.strokeStart, 0), 1) }, ends = runShapes.map { min(max($0.strokeEnd, 0), 1) }
                if starts.contains(where: { $0 > 0 }) || ends.contains(where: { $0 < 1 }) {
                    // Sequential trimming: the subpaths are trimmed as one path, as strokeStart/End do.
                    strokeItems.append(.object([
                        ("ty", .string("tm")), ("nm", .string("strokeStart/End")),
                        ("s", trimTrack(node, key: "strokeStart", samples: starts, frames: frames) { $0.strokeStart }.scalarJSON),
                        ("e", trimTrack(node, key: "strokeEnd", samples: ends, frames: frames) { $0.strokeEnd }.scalarJSON),
                        ("o", Self.constant(0)), ("m", .number(2)),
                    ]))
                }
                let dashes = Self.dashSamples(runShapes, length: model.lineDashPattern.count)
                strokeItems.append(strokeItem(
                    colours: runShapes.map { $0.lineWidth > 0 ? $0.strokeColor : nil }, widths: runShapes.map(\.lineWidth),
                    cap: model.lineCap, join: model.lineJoin, miterLimit: model.miterLimit, dashes: dashes, frames: frames))
                items.append(group("stroke", strokeItems))
            }
            if hasFill {
                let fill = colourProperties(runShapes.map(\.fillColor), frames: frames)
                items.append(group("fill", paths + [fillItem(fill, rule: model.fillRule)]))
            }
            comp.add(shapeLayer(name: node.name, shapes: items, parent: parent, opacity: opacity, frames: frames))
        }
    }

    /// A trim end in percent, with the keyframes of the animation driving it when plain.
    private func trimTrack(
        _ node: LottieNode, key: String, samples: [Double], frames: Range<Int>, value: @escaping (ShapeContent) -> Double
    ) -> LottieTrack {
        var trim = track(samples.map { [$0 * 100] }, frames: frames, tolerance: Tolerance.percent)
        trim.exact = exactKeyframes(of: node, keyPaths: [key]) { layer in
            guard case .shape(let shape) = layer.content else { return [0] }
            return [min(max(value(shape), 0), 1) * 100]
        }
        return trim
    }

    /// Each frame's dash pattern (doubled when odd, as Core Graphics repeats it) and phase.
    static func dashSamples(_ shapes: [ShapeContent], length: Int) -> [[Double]]? {
        guard length > 0 else { return nil }
        return shapes.map { shape in
            var pattern = Array(shape.lineDashPattern.prefix(length))
            while pattern.count < length { pattern.append(pattern.last ?? 0) }
            if pattern.count % 2 == 1 { pattern += pattern }
            return pattern.map { max($0, 0) } + [shape.lineDashPhase]
        }
    }

    private func emitText(of node: LottieNode, parent: Int, opacity: LottieOpacity, upright: Bool, in comp: LottieComposition) throws {
        var keys: [TextOutlineKey] = [], colours: [Color?] = []
        for layer in node.frames {
            guard case .text(let text) = layer.content else { return }
            keys.append(TextOutlineKey(text, bounds: layer.bounds, upright: upright))
            colours.append(text.color)
        }
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, keys[end] == keys[start] { end += 1 }
            let frames = start..<end
            let key = keys[start]
            start = end
            guard frames.contains(where: { opacity[$0] > 0 && (colours[$0]?.alpha ?? 0) > 0 }) else { continue }
            let outline: Path
            if let cached = outlineCache[key] {
                outline = cached
            } else {
                outline = try renderer.textOutlines(of: key.text.withString(key.string), bounds: key.bounds, upright: key.upright)
                outlineCache[key] = outline
            }
            guard !outline.isEmpty else { continue }
            let run = (frames: frames, subpaths: [LottieBezier.subpaths(of: outline)])
            let fill = colourProperties(Array(colours[frames]), frames: frames)
            let items = [group("glyphs", pathItems(run) + [fillItem(fill, rule: .nonZero)])]
            comp.add(shapeLayer(name: "\(node.name) \"\(key.string.prefix(40))\"", shapes: items, parent: parent, opacity: opacity, frames: frames))
        }
    }

    private func emitGradient(of node: LottieNode, parent: Int, opacity: LottieOpacity, in comp: LottieComposition) {
        let gradients: [GradientContent] = node.frames.map { layer in
            if case .gradient(let gradient) = layer.content { return gradient }
            return GradientContent()
        }
        guard let model = gradients.first else { return }
        let stopCounts = Set(gradients.map(\.stops.count))
        guard let count = stopCounts.max(), count > 0 else { return }
        if stopCounts.count > 1 {
            note(node, "its number of colours changes over time: the gradient keeps the first frame's count")
        }
        let n = gradients[0].stops.count
        let hasAlpha = gradients.contains { $0.colors.contains { $0.alpha < 1 } }
        let radial = model.kind != .axial
        var rects: [Path] = [], starts: [[Double]] = [], ends: [[Double]] = [], stops: [[Double]] = []
        var centres: [[Double]] = [], scales: [[Double]] = []
        for (layer, gradient) in zip(node.frames, gradients) {
            let b = layer.bounds
            func point(_ unit: Point) -> Point { Point(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
            let start = point(gradient.startPoint), end = point(gradient.endPoint)
            var stopValues = Self.sanitizedStops(gradient, count: n)
            if hasAlpha { stopValues += Self.alphaStops(gradient, count: n) }
            stops.append(stopValues)
            if radial {
                var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
                if rx == 0 { rx = ry }
                if ry == 0 { ry = rx }
                let ratio = rx > 0 ? ry / rx : 1
                // The group scales y by ry/rx about the centre: the gradient's circle becomes the
                // ellipse, and the rectangle is drawn pre-shrunk so that it lands on the bounds.
                let squash = AffineTransform.translation(x: -start.x, y: -start.y)
                    .concatenating(.scale(x: 1, y: ratio > 0 ? 1 / ratio : 1))
                    .concatenating(.translation(x: start.x, y: start.y))
                rects.append(Path.rect(b).applying(squash))
                starts.append([start.x, start.y])
                ends.append([start.x + max(rx, 0.001), start.y])
                centres.append([start.x, start.y])
                scales.append([100, ratio * 100])
            } else {
                rects.append(Path.rect(b))
                starts.append([start.x, start.y])
                ends.append(start == end ? [end.x + 0.001, end.y] : [end.x, end.y])
            }
        }
        let all = 0..<frameCount
        var gradient: [(String, JSONValue)] = [
            ("ty", .string("gf")), ("nm", .string("gradient")), ("o", Self.constant(100)), ("r", .number(1)),
            ("s", track(starts, frames: all, tolerance: Tolerance.pixels).vectorJSON),
            ("e", track(ends, frames: all, tolerance: Tolerance.pixels).vectorJSON),
            ("t", .number(radial ? 2 : 1)),
            ("g", .object([("p", .number(Double(n))), ("k", track(stops, frames: all, tolerance: Tolerance.colour).vectorJSON)])),
        ]
        if radial { gradient += [("h", Self.constant(0)), ("a", Self.constant(0))] }
        var shapes: [JSONValue] = []
        for run in structureRuns(rects) {
            var items = pathItems(run) + [.object(gradient)]
            if radial {
                let centre = track(Array(centres[run.frames]), frames: run.frames, tolerance: Tolerance.pixels).vectorJSON
                let scale = track(Array(scales[run.frames]), frames: run.frames, tolerance: Tolerance.percent).vectorJSON
                items.append(groupTransform(anchor: centre, position: centre, scale: scale))
            } else {
                items.append(groupTransform())
            }
            shapes.append(.object([("ty", .string("gr")), ("nm", .string("gradient")), ("it", .array(items))]))
        }
        comp.add(shapeLayer(name: node.name, shapes: shapes, parent: parent, opacity: opacity, frames: all))
    }

    /// `count` colour stops as Lottie lists them (offset, r, g, b …), locations clamped to [0, 1]
    /// and made non-decreasing as drawing makes them.
    static func sanitizedStops(_ gradient: GradientContent, count: Int) -> [Double] {
        var last = 0.0
        var values: [Double] = []
        let stops = gradient.stops
        for k in 0..<count {
            let stop = stops.isEmpty ? (location: 1.0, color: Color.clear) : stops[min(k, stops.count - 1)]
            let location = stop.location.isFinite ? min(max(stop.location, last), 1) : last
            last = location
            values += [location, stop.color.red, stop.color.green, stop.color.blue]
        }
        return values
    }

    /// The alpha stops (offset, alpha …) that follow the colour stops when a colour is translucent.
    static func alphaStops(_ gradient: GradientContent, count: Int) -> [Double] {
        let colours = sanitizedStops(gradient, count: count)
        let stops = gradient.stops
        return (0..<count).flatMap { k in [colours[4 * k], stops.isEmpty ? 0 : stops[min(k, stops.count - 1)].color.alpha] }
    }
}

extension TextContent {
    /// The same text showing `string` whatever its format.
    func withString(_ string: String) -> TextContent {
        var copy = self
        copy.format = nil
        copy.string = string
        return copy
    }
}
