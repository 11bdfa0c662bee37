import Scene

/// Layer masks (`masksProperties`) as one Reel mask layer: added paths are sublayers of it,
/// a subtracted path masks what is there so far with the path's inverse, an intersected path
/// masks it with the path.
extension LottieBuilder {
    func masks(_ info: LottieLayerInfo, clock: LottieClock) throws(LottieImportError) -> Layer? {
        guard let list = info.cursor["masksProperties"] else { return nil }
        var result: Layer?
        for mask in try list.array() {
            _ = try mask.object()
            let mode = try mask.string("mode") ?? "a"
            if mode == "n" { continue }
            let path: LottieProperty<LottieBezierShape> = try property(mask.required("pt", "a mask"), layer: info.name)
            let opacity: LottieProperty<[Double]>? = try mask["o"].map { (c) throws(LottieImportError) in try property(c, layer: info.name) }
            if let expansion = mask["x"], (try? expansion["k"]?.number()) ?? 0 != 0 {
                note(info.name, "mask expansion (\(expansion.path)) is not supported; the mask path is used as it is")
            }
            let inverted = mask.flag("inv")
            let shape = try maskShape(path, opacity: opacity, inverted: inverted, clock: clock)
            switch mode {
            case "a", "l", "d", "f":
                if mode != "a" { note(info.name, "the mask mode '\(mode)' is applied as 'add'") }
                var union = result ?? Layer(anchorPoint: .zero)
                union.sublayers.append(shape)
                result = union
            case "s":
                var holder = Layer(anchorPoint: .zero, sublayers: [result ?? everythingLayer])
                holder.mask = try maskShape(path, opacity: opacity, inverted: !inverted, clock: clock)
                result = holder
            case "i":
                var holder = Layer(anchorPoint: .zero, sublayers: [result ?? everythingLayer])
                holder.mask = shape
                result = holder
            default:
                throw (mask["mode"] ?? mask).error("unknown mask mode '\(mode.echoedShort)'", fix: "use 'a' (add), 's' (subtract), 'i' (intersect) or 'n' (none)")
            }
        }
        return result
    }

    /// An opaque layer over everything.
    private var everythingLayer: Layer {
        Layer(anchorPoint: .zero, content: .shape(ShapeContent(path: .rect(everywhere), fillColor: .black)))
    }

    /// A black shape of `path` (its inverse: everything but the path, when `inverted`).
    private func maskShape(_ path: LottieProperty<LottieBezierShape>, opacity: LottieProperty<[Double]>?, inverted: Bool, clock: LottieClock) throws(LottieImportError) -> Layer {
        let outside = Path.rect(everywhere)
        func shapePath(_ value: LottieBezierShape) -> Path {
            let own = value.path(curvesOnly: path.isAnimated)
            return inverted ? Path(elements: outside.elements + own.elements) : own
        }
        var shape = ShapeContent(path: shapePath(path.initial), fillColor: .black)
        shape.fillRule = inverted ? .evenOdd : .nonZero
        var layer = Layer(anchorPoint: .zero, content: .shape(shape))
        if let animation = try animation(path, keyPath: "path", clock: clock, convert: { .path(shapePath($0)) }) {
            layer.animations.append(animation)
        }
        if let opacity {
            layer.opacity = (opacity.initial.first ?? 100) / 100
            if let animation = try animation(opacity, keyPath: "opacity", clock: clock, convert: { .number(($0.first ?? 100) / 100) }) {
                layer.animations.append(animation)
            }
        }
        return layer
    }
}
