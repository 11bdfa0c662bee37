import Animation
import Foundation
import Scene

/// Lottie layers as Reel layers. Each layer becomes its transform layers holding its content
/// and masks; a parented layer sits inside transform-only copies of its parents' transforms
/// (parenting passes the transform, not the opacity); a layer shown only between its in and
/// out points sits in a layer whose opacity switches it on and off; a track matte becomes the
/// mask of a layer holding the matted layer.
extension LottieBuilder {
    /// The layers of a composition (`layers` of the animation or of a precomposition), back to
    /// front, on `clock` (the composition's frames).
    func compositionLayers(_ list: JSONCursor, clock: LottieClock, depth: Int) throws(LottieImportError) -> [Layer] {
        guard depth <= LottieLimits.nesting else {
            throw list.error("precompositions nest more than \(LottieLimits.nesting) levels deep", fix: "flatten the precompositions")
        }
        let cursors = try list.array()
        let infos = try cursors.enumerated().map { (position, cursor) throws(LottieImportError) in try LottieLayerInfo(cursor, position: position) }
        var byIndex: [Int: LottieLayerInfo] = [:]
        for info in infos { if let index = info.index { byIndex[index] = info } }
        var layers: [Layer] = []
        for (position, info) in infos.enumerated().reversed() where !info.isMatteSource && !info.hidden {
            guard var node = try layerNode(info, byIndex: byIndex, clock: clock, depth: depth) else { continue }
            if info.matteType != 0 {
                let source = info.matteParent.flatMap { byIndex[$0] } ?? (position > 0 ? infos[position - 1] : nil)
                if let source, source.isMatteSource || info.matteParent != nil {
                    if info.matteType == 2 || info.matteType == 4 {
                        note(info.name, "an inverted track matte is not supported; the layer is drawn without its matte")
                    } else {
                        if info.matteType == 3 { note(info.name, "a luma track matte is applied as an alpha matte") }
                        let matte = try layerNode(source, byIndex: byIndex, clock: clock, depth: depth) ?? Layer(opacity: 0)
                        var holder = Layer(anchorPoint: .zero, sublayers: [node])
                        holder.mask = matte
                        node = holder
                    }
                }
            }
            layers.append(node)
        }
        return layers
    }

    /// One layer with its parents' transforms and its visibility; `nil` for layers that draw
    /// nothing (nulls, unsupported types, never visible).
    private func layerNode(_ info: LottieLayerInfo, byIndex: [Int: LottieLayerInfo], clock: LottieClock, depth: Int) throws(LottieImportError) -> Layer? {
        let local = clock.layer(startTime: info.startTime, stretch: info.stretch)
        guard let content = try layerContent(info, clock: local, depth: depth) else { return nil }
        try budget.spend(layers: 1, at: info.cursor)
        let transform = try LottieTransform.parse(info.cursor["ks"], layer: info.name, builder: self)
        let mask = try masks(info, clock: local)
        var node = nest(try transformLayers(transform, clock: local, layer: info.name), content: content, mask: mask)
        // Parents, innermost first, with a bounded walk that finds cycles.
        var seen: [Int] = info.index.map { [$0] } ?? []
        var parentIndex = info.parent
        while let index = parentIndex {
            guard let parent = byIndex[index] else {
                throw (info.cursor["parent"] ?? info.cursor).error("the layer's parent \(index) is not a layer of this composition",
                    fix: "give 'parent' the 'ind' of a layer in the same composition, or remove it")
            }
            if seen.contains(index) {
                let names = (seen + [index]).compactMap { byIndex[$0]?.name }.joined(separator: " → ")
                throw (info.cursor["parent"] ?? info.cursor).error("the layers' parents form a cycle: \(names)",
                    fix: "remove the 'parent' of one of these layers")
            }
            guard seen.count <= LottieLimits.nesting else {
                throw info.cursor.error("the layer has more than \(LottieLimits.nesting) levels of parents", fix: "parent the layer to fewer layers")
            }
            seen.append(index)
            let parentClock = clock.layer(startTime: parent.startTime, stretch: parent.stretch)
            let parentTransform = try LottieTransform.parse(parent.cursor["ks"], layer: parent.name, builder: self)
            node = nest(try transformLayers(parentTransform, clock: parentClock, layer: parent.name, opacity: false), content: [node])
            try budget.spend(layers: 1, at: parent.cursor)
            parentIndex = parent.parent
        }
        return try visible(node, from: info.inPoint, to: info.outPoint, clock: clock, at: info.cursor)
    }

    /// `node` inside a layer shown from frame `inPoint` to `outPoint` of `clock`; `nil` when it is never shown.
    private func visible(_ node: Layer, from inPoint: Double, to outPoint: Double, clock: LottieClock, at cursor: JSONCursor) throws(LottieImportError) -> Layer? {
        guard let times = clock.grid.first.flatMap({ first in clock.grid.last.map { (first, $0) } }) else { return node }
        if let start = clock.time(ofFrame: inPoint), let end = clock.time(ofFrame: outPoint), clock.affine!.rate > 0 {
            if start <= times.0 + 1e-9, end >= times.1 - 1e-9 { return node }
            if end <= times.0 || start > times.1 { return nil }
            var holder = Layer(anchorPoint: .zero, sublayers: [node])
            let begin = min(start, times.0) - 1
            let finish = max(end, begin + 2)
            holder.animations = [.keyframe(KeyframeAnimation(
                keyPath: "opacity", values: [PropertyValue.number(0), .number(1), .number(0)],
                keyTimes: [0, (start - begin) / (finish - begin), (end - begin) / (finish - begin)],
                calculationMode: .discrete, timing: MediaTiming(beginTime: begin, duration: finish - begin, fillMode: .both)))]
            return holder
        }
        var holder = Layer(anchorPoint: .zero, sublayers: [node])
        let shown: (Double) -> Bool = { $0 >= inPoint && $0 < outPoint }
        guard clock.grid.contains(where: { shown(clock.frame($0)) }) else { return nil }
        if let animation = try sampled(keyPath: "opacity", clock: clock, at: cursor, value: { .number(shown($0) ? 1 : 0) }),
            case .keyframe(var keyframes) = animation
        {
            keyframes.calculationMode = .discrete
            holder.animations = [.keyframe(keyframes)]
        }
        return holder
    }

    /// What a layer draws, in its own coordinates; `nil` when it draws nothing.
    private func layerContent(_ info: LottieLayerInfo, clock: LottieClock, depth: Int) throws(LottieImportError) -> [Layer]? {
        let cursor = info.cursor
        if cursor["ef"].map({ (try? $0.array().isEmpty) == false }) == true {
            note(info.name, "layer effects (ef) are not supported and are left out")
        }
        if let mode = try? cursor.number("bm", default: 0), mode != 0 {
            note(info.name, "the blend mode \(Int(mode)) is not supported; the layer is drawn normally")
        }
        switch info.type {
        case 0: return try precomposition(info, clock: clock, depth: depth)
        case 1:
            let color = try cursor.string("sc") ?? "#000000"
            let width = try cursor.number("sw", default: 0), height = try cursor.number("sh", default: 0)
            var shape = ShapeContent(path: .rect(Rect(x: 0, y: 0, width: width, height: height)))
            shape.fillColor = Self.hexColor(color) ?? .black
            return [Layer(anchorPoint: .zero, content: .shape(shape))]
        case 2: return try image(info).map { [$0] }
        case 3: return nil
        case 4:
            let items = try shapeItems(cursor.required("shapes", "a shape layer"), layer: info.name, depth: 0)
            let content = try groupContent(items, clock: clock, layer: info.name, trims: [])
            return content.isEmpty ? nil : content
        case 5:
            note(info.name, "text layers are not supported and are left out (convert the text to shapes in the authoring tool)")
            return nil
        default:
            if info.type != 6 && info.type != 13 { note(info.name, "layers of type \(info.type) are not supported and are left out") }
            return nil
        }
    }

    private func precomposition(_ info: LottieLayerInfo, clock: LottieClock, depth: Int) throws(LottieImportError) -> [Layer]? {
        let cursor = info.cursor
        let id = try cursor.required("refId", "a precomposition layer").string()
        guard let asset = assets[id], let layers = asset["layers"] else {
            throw (cursor["refId"] ?? cursor).error("no precomposition asset has the id '\(id.echoedShort)'",
                fix: "give 'refId' the 'id' of an asset with 'layers' in 'assets'")
        }
        if precompChain.contains(id) {
            throw (cursor["refId"] ?? cursor).error("the precomposition '\(id.echoedShort)' contains itself (\((precompChain + [id]).joined(separator: " → ")))",
                fix: "remove the layer that uses a precomposition inside itself")
        }
        var inner = clock
        if let remap = cursor["tm"] {
            inner = clock.remapped(by: try property(remap, layer: info.name), frameRate: frameRate)
        }
        precompChain.append(id)
        defer { precompChain.removeLast() }
        let content = try compositionLayers(layers, clock: inner, depth: depth + 1)
        guard !content.isEmpty else { return nil }
        let width = try cursor.number("w", default: 0), height = try cursor.number("h", default: 0)
        guard width > 0, height > 0 else { return content }
        var clip = Layer(bounds: Rect(x: 0, y: 0, width: width, height: height), anchorPoint: .zero, sublayers: content)
        clip.masksToBounds = true
        return [clip]
    }

    static func hexColor(_ text: String) -> Color? {
        var hex = text.trimmingCharacters(in: .whitespaces)
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard hex.count == 6, let value = Int(hex, radix: 16) else { return nil }
        return Color(red8: (value >> 16) & 255, green8: (value >> 8) & 255, blue8: value & 255)
    }
}
