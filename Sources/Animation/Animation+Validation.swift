extension Animation {
    /// Every reason this animation cannot play as written, each located at a field of it (see
    /// `AnimationProblem.path`); empty when it is valid. A group's children are checked too,
    /// under `animations[i]`.
    public func validate() -> [AnimationProblem] {
        switch self {
        case .basic(let a): a.validate()
        case .keyframe(let a): a.validate()
        case .spring(let a): a.validate()
        case .group(let g): g.validate()
        case .computed(let a): a.keyframes.validate()
        }
    }
}

extension AnimationGroup {
    /// Every problem with the animation's settings, each with where it is and how to fix it.
    public func validate() -> [AnimationProblem] {
        var problems = timing.validate(keyPath: nil)
        for (index, child) in animations.enumerated() {
            problems += child.validate().map { $0.nested(in: [.key("animations"), .index(index)]) }
        }
        return problems
    }
}

extension BasicAnimation {
    /// Every problem with the animation's settings, each with where it is and how to fix it.
    public func validate() -> [AnimationProblem] {
        timing.validate(keyPath: keyPath)
            + timingFunction.validate(at: [.key("timingFunction")], keyPath: keyPath)
            + endpointProblems(from: fromValue, to: toValue, by: byValue, keyPath: keyPath)
    }
}

extension SpringAnimation {
    /// Every problem with the animation's settings, each with where it is and how to fix it.
    public func validate() -> [AnimationProblem] {
        timing.validate(keyPath: keyPath)
            + spring.validate(at: [], keyPath: keyPath)
            + endpointProblems(from: fromValue, to: toValue, by: byValue, keyPath: keyPath)
    }
}

/// Problems with a from/to/by triple: too many set, or values that cannot blend.
func endpointProblems<Value: Interpolatable>(from: Value?, to: Value?, by: Value?, keyPath: String) -> [AnimationProblem] {
    if from != nil, to != nil, by != nil {
        return [AnimationProblem(
            path: [.key("byValue")], keyPath: keyPath,
            message: "fromValue, toValue and byValue are all set; Core Animation uses at most two of them",
            fix: "remove byValue, or one of fromValue and toValue")]
    }
    let named = [("fromValue", from), ("toValue", to), ("byValue", by)].compactMap { name, value in value.map { (name, $0) } }
    guard named.count == 2, let reason = named[0].1.interpolationProblem(to: named[1].1) else { return [] }
    return [AnimationProblem(
        path: [.key(named[1].0)], keyPath: keyPath, message: "\(named[1].0) cannot blend with \(named[0].0): \(reason)",
        fix: "give \(named[0].0) and \(named[1].0) the same kind of value")]
}
