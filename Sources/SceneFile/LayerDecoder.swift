import Charts
import Scene
import Yams

/// Reads layers: styles and defaults first, then the keys of the layer's type, then the
/// geometry conveniences, sublayers and animations.
enum LayerDecoder {
    static func decodeList(_ reader: NodeReader) -> [Layer]? {
        reader.list(decode)
    }

    static func decode(_ original: NodeReader) -> Layer? {
        let budget = original.context.budget
        guard budget.enter(original) else { return nil }
        defer { budget.leave() }
        let memo = original.node.mark.map { "\(original.file)|\($0.line):\($0.column)|\(budget.depth)" }
        if let memo, budget.failedLayers.contains(memo) { return nil }
        guard let layer = decodeOnce(original) else {
            if let memo { budget.failedLayers.insert(memo) }
            noteFailedIDs(in: original.node, context: original.context)
            return nil
        }
        return layer
    }

    /// Records the ids a failed layer and its sublayers were given: the timeline naming them
    /// would otherwise report a second problem for the one already reported.
    private static func noteFailedIDs(in node: Node, context: DecodingContext) {
        var pending = [node], visited = 0
        // Bounded: an alias bomb repeats nodes, and the ids are the same in every repeat.
        while let next = pending.popLast(), visited < 10_000 {
            visited += 1
            switch next {
            case .mapping(let mapping):
                if let id = mapping["id"]?.string { context.failedLayerIDs.insert(id) }
                if let include = mapping["include"]?.string {
                    // The included file's ids, if it could be read; otherwise any id may be in it.
                    let canonical = SceneIncluder.canonicalPath(context.resolve(include))
                    if let ids = context.budget.includedIDs[canonical] {
                        context.failedLayerIDs.formUnion(ids.keys)
                    } else {
                        context.hasUnreadableInclude = true
                    }
                }
                for key in ["sublayers", "mask"] { if let child = mapping[key] { pending.append(child) } }
            case .sequence(let sequence):
                pending += sequence.map { $0 }
            default:
                break
            }
        }
    }

    private static func decodeOnce(_ original: NodeReader) -> Layer? {
        let budget = original.context.budget
        guard budget.add(layers: 1, animations: 0, at: original) else { return nil }
        guard case .mapping = original.node else {
            original.report("expected a layer (a mapping of keys to values), found \(original.shortDescription)",
                fix: "write a layer as `- type: shape` followed by its keys")
            return nil
        }
        let styles = original.context.styles
        let styled = styles.applyingStyles(to: original)
        guard let kind = kind(of: styled) else { return nil }
        let reader = styles.applyingLayerDefaults(to: styled, type: kind.name)
        let properties = LayerProperties.common + kind.properties
        guard let keys = reader.mapping(allowed: properties.map(\.name), explainUnknown: { wrongType(key: $0, kind: kind) }) else { return nil }
        var ok = !keys.hadUnknownKeys
        var draft = LayerDraft()
        // Where the layer is written, for the preview's inspector (styles and defaults merge
        // beneath this mapping; an included file's layers are read with that file's context).
        draft.layer.origin.layer = original.location
        draft.layer.content = kind.initialContent
        if let theme = reader.context.theme {
            draft.chart = ChartDraft(theme: theme)
            // A text layer starts from the theme's text colour and family, as a chart's texts do:
            // the default black could not be read on the dark theme's canvas.
            if case .text(var text) = draft.layer.content {
                text.color = theme.text
                text.font.family = theme.fontFamily
                draft.layer.content = .text(text)
            }
        }
        // `data` first, so that other keys can name its columns; the file belongs to this layer only.
        let outerData = (reader.context.dataTable, reader.context.dataFileFailed)
        (reader.context.dataTable, reader.context.dataFileFailed) = (nil, false)
        for key in keys.keys.filter({ $0 == "data" }) + keys.keys.filter({ $0 != "data" }) {
            let applied = properties.definition(named: key)!.apply(keys[key]!, &draft)
            ok = (key == "data" ? applied && readData(draft.data, at: keys[key]!) : applied) && ok
        }
        let isChart = draft.layer.chart != nil
        if let id = draft.layer.id, let idReader = keys["id"], !isChart, reader.context.chartDepth == 0 { ok = register(id, idReader) && ok }
        if let mask = draft.mask {
            if let decoded = decode(mask) { draft.layer.mask = decoded } else { ok = false }
        }
        if let frame = draft.frame, let frameReader = keys["frame"] {
            if keys["bounds"] != nil || keys["position"] != nil {
                frameReader.report("'frame' sets both bounds and position", fix: "give either `frame` or `bounds` and `position`")
                ok = false
            }
            draft.layer.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            draft.layer.position = Point(
                x: frame.minX + draft.layer.anchorPoint.x * frame.width,
                y: frame.minY + draft.layer.anchorPoint.y * frame.height)
        }
        // The finisher still sees the data file (a data story reads whole tables from it). After
        // a key failed it is not run: it would report what that key left missing (a bubble race
        // "needs its `x` column" when `x` named a column with a value out of range).
        ok = ok && kind.finish(&draft, reader, keys)
        // What the type's finisher made (a chart's bars, labels and axes) comes from this layer's lines.
        draft.layer.recordOrigin(original.location)
        (reader.context.dataTable, reader.context.dataFileFailed) = outerData
        if let sublayers = draft.sublayers {
            if isChart { reader.context.chartDepth += 1 }
            if let decoded = decodeList(sublayers) { draft.layer.sublayers += decoded } else { ok = false }
            if isChart { reader.context.chartDepth -= 1 }
        }
        if let animations = draft.animations, let items = animations.sequence() {
            guard budget.add(layers: 0, animations: items.count, at: animations) else { return nil }
            for item in items {
                guard let animation = AnimationDecoder.decode(item, for: draft.layer) else {
                    ok = false
                    continue
                }
                draft.layer.origin.animations[draft.layer.animations.count] = item.location
                draft.layer.animations.append(animation)
            }
        } else if draft.animations != nil { ok = false }
        return ok ? draft.layer : nil
    }

    /// Reads the layer's `data` file into the context, where its columns can be named; `false`
    /// after reporting why it could not.
    private static func readData(_ name: String, at reader: NodeReader) -> Bool {
        // Listed even when missing: a preview watching the inputs decodes again once it appears.
        reader.context.inputFiles.add(reader.context.resolve(name))
        do throws(DataTable.Problem) {
            reader.context.dataTable = try DataTable.read(reader.context.resolve(name), file: name)
            return true
        } catch {
            reader.report(error.message, fix: error.fix)
            reader.context.dataFileFailed = true
            return false
        }
    }

    /// The layer's type: `type`, or implied by its keys (`LayerKind.impliedBy`).
    private static func kind(of reader: NodeReader) -> LayerKind? {
        guard case .mapping(let mapping) = reader.node else { return nil }
        if let typeNode = mapping["type"] {
            let typeReader = reader.child(typeNode, reader.keyPath + ".type")
            guard let name = typeReader.choice(LayerKind.all.map(\.name), what: "layer type") else { return nil }
            return LayerKind.named(name)
        }
        return LayerKind.implied { mapping[$0] != nil }
    }

    /// What a key that another layer type has means here: the type it belongs to (`nil` for a
    /// key no type has). Chart types share many key names: only keys this type rejected come here.
    private static func wrongType(key: String, kind: LayerKind) -> (message: String, fix: String)? {
        guard let other = LayerKind.all.first(where: { $0.name != kind.name && $0.properties.contains { $0.name == key } }) else { return nil }
        let article = kind.name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return ("'\(key)' belongs to \(other.name) layers, but this is \(article) \(kind.name) layer", "add `type: \(other.name)` or remove it")
    }

    /// Records a layer id, reporting a second layer with the same id.
    private static func register(_ id: String, _ reader: NodeReader) -> Bool {
        if let first = reader.context.layerIDs[id] {
            let site = reader.context.includeSites[id].map { " (included at \($0))" } ?? ""
            reader.report("the id '\(id.echoed)' is already used by the layer at \(first)\(site)", fix: "give every layer a different id")
            return false
        }
        reader.context.layerIDs[id] = reader.location
        return true
    }
}
