import Animation
import Scene
import Yams

extension ValueEncoder {
    /// An animation as a layer's `animations:` entry: its type, key path and values, then the
    /// timing and type keys from their declarations (`AnimationProperties.timing`, the kind's
    /// `keys`). Springs and groups always write `duration`: without it the decoder computes one.
    func animation(_ animation: Animation<PropertyValue>) throws(SceneEncodingError) -> Node {
        // Computed keyframes are written as the keyframes they compute.
        if case .computed(let computed) = animation { return try self.animation(.keyframe(computed.keyframes)) }
        var draft = AnimationDraft()
        draft.timing = animation.timing
        var pairs: [(Node, Node)] = []
        let kind: AnimationKind
        switch animation {
        case .basic(let basic):
            kind = .basic
            draft.timingFunction = basic.timingFunction
            draft.isAdditive = basic.isAdditive
            draft.isCumulative = basic.isCumulative
            pairs = [(Self.plain("keyPath"), Self.plain(basic.keyPath))] + endpoints(basic.fromValue, basic.toValue, basic.byValue)
        case .keyframe(let keyframe):
            kind = .keyframe
            draft.timingFunction = keyframe.timingFunction
            draft.isAdditive = keyframe.isAdditive
            draft.isCumulative = keyframe.isCumulative
            draft.keyTimes = keyframe.keyTimes
            draft.timingFunctions = keyframe.timingFunctions
            draft.calculationMode = keyframe.calculationMode
            draft.tensionValues = keyframe.tensionValues
            draft.continuityValues = keyframe.continuityValues
            draft.biasValues = keyframe.biasValues
            pairs = [(Self.plain("keyPath"), Self.plain(keyframe.keyPath)), (Self.plain("values"), .sequence(.init(keyframe.values.map(Self.value))))]
        case .spring(let spring):
            kind = .spring
            draft.isAdditive = spring.isAdditive
            draft.isCumulative = spring.isCumulative
            draft.mass = spring.spring.mass
            draft.stiffness = spring.spring.stiffness
            draft.damping = spring.spring.damping
            draft.initialVelocity = spring.spring.initialVelocity
            pairs = [(Self.plain("keyPath"), Self.plain(spring.keyPath))] + endpoints(spring.fromValue, spring.toValue, spring.byValue)
        case .group(let group):
            kind = .group
            pairs = [(Self.plain("animations"), try list(group.animations, "animations", self.animation))]
        case .computed:
            preconditionFailure("computed keyframes are written as stored ones above")
        }
        let always: Set<String> = kind.name == AnimationKind.spring.name || kind.name == AnimationKind.group.name ? ["duration"] : []
        let keys = try self.pairs(AnimationProperties.timing + kind.keys, of: draft, defaults: AnimationDraft(), always: always)
        return .mapping(.init([(Self.plain("type"), Self.plain(kind.name))] + pairs + keys))
    }

    private func endpoints(_ from: PropertyValue?, _ to: PropertyValue?, _ by: PropertyValue?) -> [(Node, Node)] {
        [("fromValue", from), ("toValue", to), ("byValue", by)].compactMap { name, value in
            value.map { (Self.plain(name), Self.value($0)) }
        }
    }

    /// An animation value in the shape `PropertyValueDecoder` reads for its kind.
    static func value(_ value: PropertyValue) -> Node {
        switch value {
        case .number(let number): Self.number(number)
        case .point(let point): list([point.x, point.y])
        case .size(let size): list([size.width, size.height])
        case .rect(let rect): list([rect.minX, rect.minY, rect.width, rect.height])
        case .color(let color): self.color(color)
        case .transform(let transform): self.transform(transform)
        case .numbers(let numbers): list(numbers)
        case .colors(let colors): .sequence(.init(colors.map(self.color), .implicit, .flow))
        case .path(let path): text(path.svgData)
        }
    }
}
