extension Spring {
    /// Everything that stops this spring from moving and settling, located at its fields
    /// (`mass`, `stiffness`, `damping`, `initialVelocity`) under `path`.
    public func validate(at path: [AnimationProblem.PathComponent], keyPath: String?) -> [AnimationProblem] {
        var problems: [AnimationProblem] = []
        func report(_ field: String, _ message: String, _ fix: String) {
            problems.append(AnimationProblem(path: path + [.key(field)], keyPath: keyPath, message: message, fix: fix))
        }
        if !(mass > 0) || !mass.isFinite {
            report("mass", "mass is \(mass.plainText); a spring needs a positive mass", "use a mass above 0 (1 is Core Animation's default)")
        }
        if !(stiffness > 0) || !stiffness.isFinite {
            report("stiffness", "stiffness is \(stiffness.plainText); a spring needs a positive stiffness",
                   "use a stiffness above 0 (100 is Core Animation's default)")
        }
        if damping.isNaN || damping.isInfinite || damping < 0 {
            report("damping", "damping is \(damping.plainText); it must be a finite number of 0 or more",
                   "use a damping above 0 (10 is Core Animation's default)")
        } else if damping == 0 {
            report("damping", "damping is 0, so the spring oscillates for ever and never settles",
                   "use a damping above 0 (10 is Core Animation's default)")
        }
        if !initialVelocity.isFinite {
            report("initialVelocity", "initialVelocity is \(initialVelocity.plainText); it must be a finite number",
                   "use a velocity such as 0 (at rest)")
        }
        return problems
    }
}
