import Scene

/// Reading a shape list (`shapes`, a group's `it`) into `LottieShapeItem`s.
extension LottieBuilder {
    func shapeItems(_ list: JSONCursor, layer name: String, depth: Int) throws(LottieImportError) -> [LottieShapeItem] {
        guard depth <= LottieLimits.nesting else {
            throw list.error("shape groups nest more than \(LottieLimits.nesting) levels deep", fix: "flatten the groups")
        }
        var items: [LottieShapeItem] = []
        for item in try list.array() {
            _ = try item.object()
            if item.flag("hd") { continue }
            let type = try item.string("ty") ?? ""
            func prop(_ key: String) throws(LottieImportError) -> LottieProperty<[Double]>? {
                try item[key].map { (c) throws(LottieImportError) in try property(c, layer: name) }
            }
            func need(_ key: String, _ what: String) throws(LottieImportError) -> LottieProperty<[Double]> {
                try property(item.required(key, what), layer: name)
            }
            let reversed = (try? item.number("d", default: 1)) == 3
            switch type {
            case "gr":
                let inner = try shapeItems(item.required("it", "a group"), layer: name, depth: depth + 1)
                var transform = LottieTransform()
                for case .transform(let t) in inner { transform = t }
                items.append(.group(items: inner, transform: transform, cursor: item))
            case "sh":
                let path: LottieProperty<LottieBezierShape> = try property(item.required("ks", "a path"), layer: name)
                items.append(.geometry(LottieGeometry(kind: .path(path), reversed: false, cursor: item)))
            case "rc":
                items.append(.geometry(LottieGeometry(
                    kind: .rect(position: try need("p", "a rectangle"), size: try need("s", "a rectangle"), roundness: try prop("r")),
                    reversed: reversed, cursor: item)))
            case "el":
                items.append(.geometry(LottieGeometry(
                    kind: .ellipse(position: try need("p", "an ellipse"), size: try need("s", "an ellipse")), reversed: reversed, cursor: item)))
            case "sr":
                let star = LottieStar(
                    isStar: try item.number("sy", default: 1) == 1, points: try need("pt", "a polystar"), position: try need("p", "a polystar"),
                    rotation: try prop("r"), outerRadius: try need("or", "a polystar"), innerRadius: try prop("ir"),
                    outerRoundness: try prop("os"), innerRoundness: try prop("is"))
                items.append(.geometry(LottieGeometry(kind: .star(star), reversed: reversed, cursor: item)))
            case "fl", "st", "gf", "gs":
                items.append(.style(try style(item, type: type, layer: name)))
            case "tm":
                items.append(.trim(LottieTrim(
                    start: try need("s", "a trim path"), end: try need("e", "a trim path"), offset: try prop("o"),
                    simultaneous: try item.number("m", default: 1) == 1)))
            case "rp":
                items.append(.repeater(LottieRepeater(
                    copies: try need("c", "a repeater"), offset: try prop("o"),
                    transform: try LottieTransform.parse(item["tr"], layer: name, builder: self),
                    startOpacity: try item["tr"]?["so"].map { (c) throws(LottieImportError) in try property(c, layer: name) },
                    endOpacity: try item["tr"]?["eo"].map { (c) throws(LottieImportError) in try property(c, layer: name) },
                    above: try item.number("m", default: 1) == 1, cursor: item)))
            case "tr":
                items.append(.transform(try LottieTransform.parse(item, layer: name, builder: self)))
            case "mm": note(name, "merge paths (\(item.path)) are not supported; the paths are drawn unmerged")
            case "rd": note(name, "round corners (\(item.path)) are not supported; the corners stay sharp")
            case "pb", "op", "zz", "tw": note(name, "the path modifier '\(type)' (\(item.path)) is not supported and is left out")
            default: note(name, "the shape type '\(type.echoedShort)' (\(item.path)) is not supported and is left out")
            }
        }
        return items
    }

    private func style(_ item: JSONCursor, type: String, layer name: String) throws(LottieImportError) -> LottieStyle {
        func prop(_ key: String) throws(LottieImportError) -> LottieProperty<[Double]>? {
            try item[key].map { (c) throws(LottieImportError) in try property(c, layer: name) }
        }
        var style = LottieStyle(
            name: name, color: nil, opacity: try prop("o"), evenOdd: try item.number("r", default: 1) == 2, cursor: item)
        if type == "fl" || type == "st" { style.color = try property(item.required("c", "a fill or stroke"), layer: name) }
        if type == "st" || type == "gs" {
            var dashes: [LottieProperty<[Double]>] = []
            var offset: LottieProperty<[Double]>?
            for dash in try item["d"]?.array() ?? [] {
                let value: LottieProperty<[Double]> = try property(dash.required("v", "a dash"), layer: name)
                if try dash.string("n") == "o" { offset = value } else { dashes.append(value) }
            }
            let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
            let cap = Int(try item.number("lc", default: 2)), join = Int(try item.number("lj", default: 2))
            style.stroke = LottieStyle.Stroke(
                width: try property(item.required("w", "a stroke"), layer: name),
                cap: caps[min(max(cap, 1), 3) - 1], join: joins[min(max(join, 1), 3) - 1],
                miterLimit: try item.number("ml", default: try item["ml2"]?["k"]?.number() ?? 4),
                dashes: dashes, dashOffset: offset)
        }
        if type == "gf" || type == "gs" {
            let g = try item.required("g", "a gradient")
            let count = Int(try g.number("p", default: 0))
            guard count >= 1, count <= 64 else {
                throw (g["p"] ?? g).error("a gradient has \(count) colour stops", fix: "give 'p' the number of colour stops, 1 to 64")
            }
            let highlight = item["h"].flatMap { try? ($0.isObject ? $0["k"]?.number() : $0.number()) } ?? 0
            if highlight != 0 {
                note(name, "the radial gradient's highlight (\(item.path).h) is left out")
            }
            style.gradient = LottieStyle.Gradient(
                isRadial: try item.number("t", default: 1) == 2, start: try property(item.required("s", "a gradient"), layer: name),
                end: try property(item.required("e", "a gradient"), layer: name), stopCount: count,
                stops: try property(g.required("k", "a gradient's colours"), layer: name))
        }
        return style
    }
}

extension String {
    /// At most 40 characters, for a message quoting input.
    var echoedShort: String { count > 40 ? prefix(40) + "…" : self }
}
