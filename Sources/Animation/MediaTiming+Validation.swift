extension MediaTiming {
    /// Everything that stops this timing from playing as Core Animation would, located at the
    /// timing fields (`duration`, `speed` …) of the animation that owns it.
    public func validate(keyPath: String?) -> [AnimationProblem] {
        var problems: [AnimationProblem] = []
        func report(_ field: String, _ message: String, _ fix: String) {
            problems.append(AnimationProblem(path: [.key(field)], keyPath: keyPath, message: message, fix: fix))
        }
        for (field, value) in [("beginTime", beginTime), ("duration", duration), ("timeOffset", timeOffset)] {
            if let problem = Validation.finite(value, [.key(field)], keyPath: keyPath, unit: "seconds") {
                problems.append(problem)
            }
        }
        if duration < 0 {
            report("duration", "duration is \(duration.plainText) s; a duration cannot be negative",
                   "use a duration of 0 or more seconds (Core Animation's default is 0.25 s)")
        }
        if speed.isNaN || speed.isInfinite {
            report("speed", "speed is \(speed.plainText); it must be a finite number",
                   "use a speed such as 1 (normal) or 2 (twice as fast)")
        } else if speed < 0 {
            report("speed", "speed is \(speed.plainText); playing backwards with a negative speed is not supported",
                   "use a positive speed, and swap fromValue and toValue (or set autoreverses) to play backwards")
        }
        if repeatCount.isNaN || repeatCount < 0 {
            report("repeatCount", "repeatCount is \(repeatCount.plainText); it cannot be negative or NaN",
                   "use a count of 1 or more (fractions end part-way, `infinity` repeats forever)")
        }
        if repeatDuration.isNaN || repeatDuration < 0 {
            report("repeatDuration", "repeatDuration is \(repeatDuration.plainText) s; it cannot be negative or NaN",
                   "use a total time of 0 or more seconds")
        }
        if repeatCount > 0, repeatDuration > 0 {
            report("repeatDuration", "both repeatCount and repeatDuration are set; Core Animation leaves their combination undefined",
                   "keep only one of repeatCount and repeatDuration")
        }
        return problems
    }
}
