/// Shared wording for validation messages.
enum Validation {
    /// A number as a scene file would write it: `2`, `0.25`, `NaN`, `infinity`.
    static func format(_ x: Double) -> String {
        if x.isNaN { return "NaN" }
        if x.isInfinite { return x < 0 ? "-infinity" : "infinity" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return String(x)
    }

    /// A problem for a number that must be finite, or `nil` when it is.
    static func finite(_ x: Double, _ path: [AnimationProblem.PathComponent], keyPath: String?, unit: String) -> AnimationProblem? {
        guard !x.isFinite else { return nil }
        let name = AnimationProblem(path: path, keyPath: nil, message: "", fix: "").pathDescription
        return AnimationProblem(
            path: path, keyPath: keyPath, message: "\(name) is \(format(x)); it must be a finite number",
            fix: "give \(name) as a finite number\(unit.isEmpty ? "" : " of \(unit)")")
    }
}
