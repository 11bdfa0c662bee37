extension TimingFunction {
    /// Everything wrong with this curve, located under `path` (where the curve is written).
    public func validate(at path: [AnimationProblem.PathComponent], keyPath: String?) -> [AnimationProblem] {
        switch self {
        case .linear:
            return []
        case .cubicBezier(let curve):
            var problems: [AnimationProblem] = []
            let points = [("x1", curve.x1), ("y1", curve.y1), ("x2", curve.x2), ("y2", curve.y2)]
            for (index, (name, value)) in points.enumerated() {
                let at = path + [.key("controlPoints"), .index(index)]
                if !value.isFinite {
                    problems.append(AnimationProblem(
                        path: at, keyPath: keyPath, message: "cubic Bézier control point \(name) is \(value.plainText)",
                        fix: "give four finite numbers x1, y1, x2, y2"))
                } else if index % 2 == 0, value < 0 || value > 1 {
                    problems.append(AnimationProblem(
                        path: at, keyPath: keyPath,
                        message: "cubic Bézier control point \(name) is \(value.plainText), outside [0, 1], so the curve would run backwards in time",
                        fix: "keep x1 and x2 (the 1st and 3rd numbers) between 0 and 1; y1 and y2 may leave [0, 1] to overshoot"))
                }
            }
            return problems
        case .steps(let count, let position):
            if count < 1 {
                return [AnimationProblem(
                    path: path, keyPath: keyPath, message: "steps(\(count)) has no steps",
                    fix: "use 1 or more steps")]
            }
            if position == .jumpNone, count < 2 {
                return [AnimationProblem(
                    path: path, keyPath: keyPath, message: "steps(\(count), jumpNone) has no jump between its start and end",
                    fix: "use 2 or more steps with jumpNone")]
            }
            return []
        case .spring(let spring):
            return spring.validate(at: path, keyPath: keyPath)
        }
    }
}
