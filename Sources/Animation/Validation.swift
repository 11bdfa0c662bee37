/// Shared wording for validation messages.
enum Validation {
    /// A problem for a number that must be finite, or `nil` when it is.
    static func finite(_ x: Double, _ path: [AnimationProblem.PathComponent], keyPath: String?, unit: String) -> AnimationProblem? {
        guard !x.isFinite else { return nil }
        let name = AnimationProblem(path: path, keyPath: nil, message: "", fix: "").pathDescription
        return AnimationProblem(
            path: path, keyPath: keyPath, message: "\(name) is \(x.plainText); it must be a finite number",
            fix: "give \(name) as a finite number\(unit.isEmpty ? "" : " of \(unit)")")
    }
}
