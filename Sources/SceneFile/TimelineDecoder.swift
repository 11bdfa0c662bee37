import Animation
import Scene

/// Reads `timeline:` blocks and attaches their animations to the layers they name by id.
enum TimelineDecoder {
    static let sequenceProperties: [PropertyDefinition<TimelineDraft>] = [
        .deferred("sequence", .list(.reference("step")), \.items, example: "[{layer: title, keyPath: opacity, fromValue: 0, toValue: 1}]",
            "Steps, each an animation with the `layer` it animates; each starts when the previous one ends. A step's own `beginTime` is a delay after that."),
    ] + [
        ModelProperty.key("beginTime", \.beginTime, range: -86_400...86_400, form: .time, example: "0.5s", "When the first step starts."),
        .key("gap", \.gap, form: .time, example: "0.1s", "A pause between one step's end and the next one's start."),
    ].keys()

    static let staggerProperties: [PropertyDefinition<TimelineDraft>] = [
        .deferred("stagger", .list(.identifier), \.items, example: "[bar-1, bar-2, bar-3]", "The ids of the layers to animate, in order."),
    ] + [
        ModelProperty.key("beginTime", \.beginTime, range: -86_400...86_400, form: .time, example: "0s", "When the first layer's animation starts."),
        .key("interval", \.gap, form: .time, example: "0.1s", "The time between one layer's start and the next one's."),
    ].keys() + [
        .deferred("animation", .reference("animation"), \.animation, example: "{keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 1s}",
            "The animation each layer gets; its `beginTime` is added to the layer's start."),
    ]

    /// Applies every block, returning `false` when something was reported.
    static func apply(_ reader: NodeReader, to layers: inout [Layer]) -> Bool {
        guard let blocks = reader.sequence() else { return false }
        var ok = true
        for block in blocks {
            let keys = block.mappingKeys
            if keys.contains("sequence"), keys.contains("stagger") {
                block.report("a timeline block cannot be both a 'sequence' and a 'stagger'", fix: "split it into two blocks")
                ok = false
            } else if keys.contains("sequence") {
                ok = applySequence(block, to: &layers) && ok
            } else if keys.contains("stagger") {
                ok = applyStagger(block, to: &layers) && ok
            } else {
                block.report("a timeline block needs 'sequence' or 'stagger'",
                    fix: "write `- sequence: [steps…]` or `- stagger: [ids…]` with `animation:`")
                ok = false
            }
        }
        return ok
    }

    private static func draft(_ block: NodeReader, _ properties: [PropertyDefinition<TimelineDraft>]) -> TimelineDraft? {
        properties.read(block, into: TimelineDraft())?.0
    }

    private static func applySequence(_ block: NodeReader, to layers: inout [Layer]) -> Bool {
        guard let draft = draft(block, sequenceProperties), let steps = draft.items?.sequence() else { return false }
        var cursor = draft.beginTime
        var ok = true
        for (index, step) in steps.enumerated() {
            guard block.context.budget.add(layers: 0, animations: 1, at: step) else { return false }
            guard let (id, idReader) = layerID(of: step) else { ok = false; continue }
            guard let layer = find(id, in: layers) else { reportUnknown(id, idReader, layers); ok = false; continue }
            guard let animation = AnimationDecoder.decode(step, for: layer, extraKeys: ["layer"]) else { ok = false; continue }
            let placed = animation.shifted(by: cursor + (index > 0 ? draft.gap : 0))
            if placed.endTime == .infinity, index < steps.count - 1 {
                step.report("this step repeats for ever, so the steps after it would never start",
                    fix: "give it a finite repeatCount, or make it the last step")
                ok = false
            }
            cursor = placed.endTime
            modify(id, in: &layers) { $0.animations.append(placed) }
        }
        return ok
    }

    private static func applyStagger(_ block: NodeReader, to layers: inout [Layer]) -> Bool {
        guard let draft = draft(block, staggerProperties), let ids = draft.items?.sequence() else { return false }
        guard let animationReader = draft.animation else {
            block.report("a stagger block needs an 'animation'", fix: "add `animation: {keyPath: opacity, fromValue: 0, toValue: 1}`")
            return false
        }
        var ok = true
        for (index, idReader) in ids.enumerated() {
            guard block.context.budget.add(layers: 0, animations: 1, at: idReader) else { return false }
            guard let id = idReader.identifier() else { ok = false; continue }
            guard let layer = find(id, in: layers) else { reportUnknown(id, idReader, layers); ok = false; continue }
            guard let animation = AnimationDecoder.decode(animationReader, for: layer) else { ok = false; continue }
            let placed = animation.shifted(by: draft.beginTime + Double(index) * draft.gap)
            modify(id, in: &layers) { $0.animations.append(placed) }
        }
        return ok
    }

    private static func layerID(of step: NodeReader) -> (String, NodeReader)? {
        guard case .mapping(let mapping) = step.node else {
            step.report("expected a step (an animation with a `layer`), found \(step.shortDescription)",
                fix: "write a step as `- {layer: id, keyPath: opacity, toValue: 1}`")
            return nil
        }
        guard let node = mapping["layer"] else {
            step.report("a sequence step needs the 'layer' it animates", fix: "add `layer: <id>` naming a layer's id")
            return nil
        }
        let reader = step.child(node, step.keyPath + ".layer")
        return reader.identifier().map { ($0, reader) }
    }

    private static func reportUnknown(_ id: String, _ reader: NodeReader, _ layers: [Layer]) {
        // A layer that failed (or a file that could not be included) is reported already.
        let context = reader.context
        guard !context.failedLayerIDs.contains(id), !context.hasUnreadableInclude else { return }
        let ids = allIDs(layers)
        let fix = Suggestion.closest(to: id, in: ids).map { "did you mean '\($0)'?" }
            ?? (ids.isEmpty ? "give the layer `id: \(id.echoed)`" : "the layer ids are \(ids.sorted().joined(separator: ", ").echoed)")
        reader.report("no layer has the id '\(id.echoed)'", fix: fix)
    }

    static func allIDs(_ layers: [Layer]) -> [String] {
        layers.flatMap { [$0.id].compactMap { $0 } + allIDs($0.sublayers) }
    }

    static func find(_ id: String, in layers: [Layer]) -> Layer? {
        for layer in layers {
            if layer.id == id { return layer }
            if let found = find(id, in: layer.sublayers) { return found }
        }
        return nil
    }

    @discardableResult
    static func modify(_ id: String, in layers: inout [Layer], _ change: (inout Layer) -> Void) -> Bool {
        for index in layers.indices {
            if layers[index].id == id { change(&layers[index]); return true }
            if modify(id, in: &layers[index].sublayers, change) { return true }
        }
        return false
    }
}

/// A timeline block while its keys are read.
struct TimelineDraft {
    var items: NodeReader?
    var beginTime = 0.0
    var gap = 0.0
    var animation: NodeReader?
}
