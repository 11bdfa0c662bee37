extension Animation {
    /// Animations that play one after another (see `MediaTiming.sequence`): each begins when the
    /// previous one ends, with its own `beginTime` kept as a delay. The result has absolute begin
    /// times, ready to attach to their layers.
    public static func sequence(_ animations: [Animation], startingAt start: Double = 0) -> [Animation] {
        zip(animations, MediaTiming.sequence(animations.map(\.timing), startingAt: start)).map { animation, timing in
            var resolved = animation
            resolved.timing = timing
            return resolved
        }
    }

    /// Animations that start `interval` apart (see `MediaTiming.stagger`).
    public static func stagger(_ animations: [Animation], startingAt start: Double = 0, interval: Double) -> [Animation] {
        zip(animations, MediaTiming.stagger(animations.map(\.timing), startingAt: start, interval: interval)).map {
            animation, timing in
            var resolved = animation
            resolved.timing = timing
            return resolved
        }
    }

    /// The same animation, starting `seconds` later.
    public func delayed(by seconds: Double) -> Animation {
        var delayed = self
        delayed.timing = timing.delayed(by: seconds)
        return delayed
    }
}
