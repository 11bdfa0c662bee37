import Animation
import Scene

/// An animation `type`: the keys it adds to the timing keys every animation has, and how it is
/// built for a layer once every key is read.
struct AnimationKind: Sendable {
    let name: String
    let summary: String
    /// The keys read as nodes until the key path tells their shape (values, child animations).
    let deferred: [PropertyDefinition<AnimationDraft>]
    /// The keys that hold values (`SceneEncoder` writes them from the same declarations).
    let keys: [ModelProperty<AnimationDraft>]
    let build: @Sendable (AnimationDraft, NodeReader, Layer) -> Animation<PropertyValue>?
    /// Every key this type adds to the common ones.
    let properties: [PropertyDefinition<AnimationDraft>]

    init(
        name: String, summary: String, deferred: [PropertyDefinition<AnimationDraft>], keys: [ModelProperty<AnimationDraft>],
        build: @escaping @Sendable (AnimationDraft, NodeReader, Layer) -> Animation<PropertyValue>?
    ) {
        self.name = name
        self.summary = summary
        self.deferred = deferred
        self.keys = keys
        self.build = build
        properties = deferred + keys.keys()
    }

    static let all: [AnimationKind] = [basic, keyframe, spring, group]

    static func named(_ name: String) -> AnimationKind? { all.first { $0.name == name } }

    /// The keys of every animation type, for suggestions and the schema.
    static var allNames: [String] {
        var names = AnimationProperties.common.map(\.name)
        for kind in all { names += kind.properties.map(\.name).filter { !names.contains($0) } }
        return names
    }

    static let endpoints: [PropertyDefinition<AnimationDraft>] = [
        .deferred("fromValue", .animatedValue, \.fromValue, example: "0", "The start value; the model value when omitted."),
        .deferred("toValue", .animatedValue, \.toValue, example: "1", "The end value; the model value when omitted."),
        .deferred("byValue", .animatedValue, \.byValue, example: "10", "The change, added to `fromValue` (or subtracted from `toValue`)."),
    ]

    static let cumulative = ModelProperty<AnimationDraft>.key(
        "cumulative", \.isCumulative, example: "true", "Whether each repetition continues from where the last one ended.")

    static let basic = AnimationKind(
        name: "basic", summary: "From one value to another: `CABasicAnimation`.",
        deferred: endpoints, keys: [cumulative]
    ) { draft, reader, layer in
        guard let (keyPath, model) = AnimationDecoder.target(of: draft, in: reader, layer: layer),
              let (from, to, by) = decodeEndpoints(draft, like: model) else { return nil }
        return .basic(BasicAnimation(
            keyPath: keyPath, fromValue: from, toValue: to, byValue: by, timing: draft.timing,
            timingFunction: draft.timingFunction, isAdditive: draft.isAdditive, isCumulative: draft.isCumulative))
    }

    static let keyframe = AnimationKind(
        name: "keyframe", summary: "Through a list of values at key times: `CAKeyframeAnimation`.",
        deferred: [
            .deferred("values", .list(.animatedValue), \.values, example: "[0, 1, 0.5]", "The values to pass through, shaped like the property. Required."),
        ],
        keys: [
            .key("keyTimes", \.keyTimes, range: 0...1, example: "[0, 0.7, 1]",
                "When each value is reached, as fractions of the duration from 0 to 1, one per value; evenly spaced when omitted."),
            .key("timingFunctions", \.timingFunctions, example: "[easeIn, easeOut]",
                "Easing for each segment between values, one fewer than the values."),
            .key("calculationMode", \.calculationMode, example: "paced",
                "How values between keyframes are found: `linear` (default), `discrete`, `paced`, `cubic` or `cubicPaced`."),
            .key("tensionValues", \.tensionValues, example: "[0, 0.5, 0]", "Cubic modes: tension at each value."),
            .key("continuityValues", \.continuityValues, example: "[0, 0, 0]", "Cubic modes: continuity at each value."),
            .key("biasValues", \.biasValues, example: "[0, 0, 0]", "Cubic modes: bias at each value."),
            cumulative,
        ]
    ) { draft, reader, layer in
        guard let (keyPath, model) = AnimationDecoder.target(of: draft, in: reader, layer: layer) else { return nil }
        guard let valuesReader = draft.values else {
            reader.report("a keyframe animation needs 'values'", fix: "add `values: [0, 1]` (shaped like '\(keyPath)')")
            return nil
        }
        guard let items = valuesReader.sequence() else { return nil }
        let values = items.map { PropertyValueDecoder.decode($0, like: model) }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return .keyframe(KeyframeAnimation(
            keyPath: keyPath, values: values.map { $0! }, keyTimes: draft.keyTimes, timingFunctions: draft.timingFunctions,
            timingFunction: draft.timingFunction, calculationMode: draft.calculationMode, tensionValues: draft.tensionValues,
            continuityValues: draft.continuityValues, biasValues: draft.biasValues, timing: draft.timing,
            isAdditive: draft.isAdditive, isCumulative: draft.isCumulative))
    }

    static let spring = AnimationKind(
        name: "spring", summary: "A damped spring from one value to another: `CASpringAnimation`. Without `duration` it lasts until the spring settles.",
        deferred: endpoints,
        keys: [
            .key("mass", \.mass, range: 0.001...1_000_000, example: "1", "The mass on the spring; 1 when omitted."),
            .key("stiffness", \.stiffness, range: 0.001...1_000_000, example: "100", "The spring's stiffness; 100 when omitted."),
            .key("damping", \.damping, range: 0...1_000_000, example: "10", "The damping; 10 when omitted."),
            .key("initialVelocity", \.initialVelocity, range: -1_000_000...1_000_000, example: "0", "The starting velocity, in units of the whole change per second."),
            cumulative,
        ]
    ) { draft, reader, layer in
        guard let (keyPath, model) = AnimationDecoder.target(of: draft, in: reader, layer: layer),
              let (from, to, by) = decodeEndpoints(draft, like: model) else { return nil }
        let spring = Spring(mass: draft.mass, stiffness: draft.stiffness, damping: draft.damping, initialVelocity: draft.initialVelocity)
        var timing: MediaTiming? = draft.timing
        if !draft.durationGiven {
            guard spring.settlingDuration.isFinite else {
                reader.report("this spring never settles (it has no damping)", fix: "give it `damping` above 0, or a `duration`")
                return nil
            }
            timing?.duration = spring.settlingDuration
        }
        return .spring(SpringAnimation(
            keyPath: keyPath, fromValue: from, toValue: to, byValue: by, spring: spring, timing: timing,
            isAdditive: draft.isAdditive, isCumulative: draft.isCumulative))
    }

    static let group = AnimationKind(
        name: "group", summary: "Animations that share a timing: `CAAnimationGroup`. Children's times are relative to the group's start; without `duration` it lasts until the last child ends.",
        deferred: [
            .deferred("animations", .list(.reference("animation")), \.animations, example: "[{keyPath: opacity, toValue: 0}]", "The animations in the group. Required."),
        ],
        keys: []
    ) { draft, reader, layer in
        if let keyPath = draft.keyPath {
            keyPath.report("a group animates no key path itself", fix: "give `keyPath` to the animations inside the group")
            return nil
        }
        guard let childrenReader = draft.animations else {
            reader.report("a group needs 'animations'", fix: "add `animations:` with the animations it groups")
            return nil
        }
        guard let items = childrenReader.sequence() else { return nil }
        guard reader.context.budget.add(layers: 0, animations: items.count, at: childrenReader) else { return nil }
        let children = items.map { AnimationDecoder.decode($0, for: layer) }
        guard children.allSatisfy({ $0 != nil }) else { return nil }
        var timing = draft.timing
        if !draft.durationGiven { timing.duration = max(children.map { $0!.endTime }.filter(\.isFinite).max() ?? 0, 0) }
        return .group(AnimationGroup(animations: children.map { $0! }, timing: timing))
    }

    /// from/to/by read in the shape of `model`; `nil` when one was rejected.
    private static func decodeEndpoints(_ draft: AnimationDraft, like model: PropertyValue) -> (PropertyValue?, PropertyValue?, PropertyValue?)? {
        let from = draft.fromValue.map { PropertyValueDecoder.decode($0, like: model) }
        let to = draft.toValue.map { PropertyValueDecoder.decode($0, like: model) }
        let by = draft.byValue.map { PropertyValueDecoder.decode($0, like: model) }
        if from == .some(nil) || to == .some(nil) || by == .some(nil) { return nil }
        return (from ?? nil, to ?? nil, by ?? nil)
    }
}
