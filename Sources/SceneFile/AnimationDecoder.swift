import Animation
import Scene
import Yams

/// Reads one entry of a layer's `animations:` list (or a timeline step) for that layer.
enum AnimationDecoder {
    /// The animation, or `nil` after reporting why not. `extraKeys` are accepted and ignored
    /// (a timeline step's `layer`).
    static func decode(_ reader: NodeReader, for layer: Layer, extraKeys: [String] = []) -> Animation<PropertyValue>? {
        let budget = reader.context.budget
        guard budget.enter(reader) else { return nil }
        defer { budget.leave() }
        let reader = reader.context.styles.applyingAnimationDefaults(to: reader)
        var kind = AnimationKind.basic
        if case .mapping(let mapping) = reader.node {
            if let typeNode = mapping.value(named: "type") {
                let typeReader = reader.child(typeNode, reader.keyPath + ".type")
                guard let name = typeReader.choice(AnimationKind.all.map(\.name), what: "animation type"),
                      let named = AnimationKind.named(name) else { return nil }
                kind = named
            } else if mapping.value(named: "values") != nil {
                kind = .keyframe
            } else if mapping.value(named: "animations") != nil {
                kind = .group
            }
        }
        let properties = AnimationProperties.common + kind.properties
        let allowed = properties.map(\.name) + extraKeys
        guard let keys = reader.mapping(allowed: allowed) else { return nil }
        var draft = AnimationDraft()
        var ok = !keys.hadUnknownKeys
        for key in keys.keys {
            guard let definition = properties.definition(named: key) else { continue }
            ok = definition.apply(keys[key]!, &draft) && ok
        }
        // Built even after a problem, so a wrong key path is reported along with it.
        let built = kind.build(draft, reader, layer)
        guard ok, let animation = built else { return nil }
        let problems = animation.validate()
        report(problems, in: reader)
        return problems.isEmpty ? animation : nil
    }

    /// Reports the Animation module's problems at the fields they name.
    static func report(_ problems: [AnimationProblem], in reader: NodeReader) {
        for problem in problems {
            var target = reader
            walk: for component in problem.path {
                switch component {
                case .key(let key):
                    guard case .mapping(let mapping) = target.node, let node = mapping[key] else { break walk }
                    target = target.child(node, target.keyPath.isEmpty ? key : "\(target.keyPath).\(key)")
                case .index(let index):
                    guard case .sequence(let sequence) = target.node, index < sequence.count else { break walk }
                    target = target.child(sequence[index], "\(target.keyPath)[\(index)]")
                }
            }
            target.report(problem.message, fix: problem.fix)
        }
    }

    /// The key path and the layer's model value there, or `nil` after reporting why not.
    static func target(of draft: AnimationDraft, in reader: NodeReader, layer: Layer) -> (String, PropertyValue)? {
        guard let keyPathReader = draft.keyPath else {
            reader.report("an animation needs a 'keyPath'", fix: "add `keyPath: strokeEnd` (or opacity, position, …)")
            return nil
        }
        guard let keyPath = keyPathReader.string() else { return nil }
        guard let model = layer.value(forKeyPath: keyPath) else {
            // The message Swift's `Scene.validate()` gives; a close name is the likelier fix.
            let problem = layer.keyPathProblem(keyPath.echoed)
            let fix = Suggestion.closest(to: keyPath, in: layer.animatableKeyPathsHere).map { "did you mean '\($0)'?" }
            keyPathReader.report(problem?.message ?? "", fix: fix ?? problem?.fix)
            return nil
        }
        return (keyPath, model)
    }
}

private extension Node.Mapping {
    /// The value of the key spelt `name`. Yams' own subscript would resolve the keys' tags with
    /// its regular expressions, which scenes do without (`SceneDecoder.compose`).
    func value(named name: String) -> Node? {
        first { $0.key.string == name }?.value
    }
}
