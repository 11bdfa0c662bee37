import Animation
import Scene

/// An animation `type`: the keys it adds to the timing keys every animation has, and how it is
/// built for a layer once every key is read.
struct AnimationKind: Sendable {
    let name: String
    let summary: String
    let properties: [PropertyDefinition<AnimationDraft>]
    let build: @Sendable (AnimationDraft, NodeReader, Layer) -> Animation<PropertyValue>?

    static let all: [AnimationKind] = [basic]

    static func named(_ name: String) -> AnimationKind? { all.first { $0.name == name } }

    /// The keys of every animation type, for suggestions and the schema.
    static var allNames: [String] {
        var names = AnimationProperties.common.map(\.name)
        for kind in all { names += kind.properties.map(\.name).filter { !names.contains($0) } }
        return names
    }

    static let basic = AnimationKind(
        name: "basic", summary: "From one value to another: `CABasicAnimation`.",
        properties: [
            .deferred("fromValue", .animatedValue, \.fromValue, example: "0", "The start value; the model value when omitted."),
            .deferred("toValue", .animatedValue, \.toValue, example: "1", "The end value; the model value when omitted."),
            .deferred("byValue", .animatedValue, \.byValue, example: "10", "The change, added to `fromValue` (or subtracted from `toValue`)."),
            .bool("cumulative", \.isCumulative, "Whether each repetition continues from where the last one ended."),
        ]
    ) { draft, reader, layer in
        guard let (keyPath, model) = AnimationDecoder.target(of: draft, in: reader, layer: layer) else { return nil }
        let from = draft.fromValue.map { PropertyValueDecoder.decode($0, like: model) }
        let to = draft.toValue.map { PropertyValueDecoder.decode($0, like: model) }
        let by = draft.byValue.map { PropertyValueDecoder.decode($0, like: model) }
        if from == .some(nil) || to == .some(nil) || by == .some(nil) { return nil }
        return .basic(BasicAnimation(
            keyPath: keyPath, fromValue: from ?? nil, toValue: to ?? nil, byValue: by ?? nil, timing: draft.timing,
            timingFunction: draft.timingFunction, isAdditive: draft.isAdditive, isCumulative: draft.isCumulative))
    }
}
