import Animation
import Scene

/// The keys every animation type accepts: the key path and `CAMediaTiming`.
enum AnimationProperties {
    static let common: [PropertyDefinition<AnimationDraft>] = [
        .readByDecoder("type", .choice(AnimationKind.all.map(\.name)), example: "basic", "The animation type; `basic` when omitted."),
        .deferred("keyPath", .choice(Layer.animatableKeyPaths.keys.sorted()), \.keyPath, example: "strokeEnd", "The animated property, by its Core Animation name (`opacity`, `position.y`, `strokeEnd` …)."),
        .number("beginTime", .time(-86_400...86_400), \.timing.beginTime, example: "0.5s", "When the animation starts, in scene seconds."),
        PropertyDefinition("duration", .time(0...86_400), example: "1.5s",
            "The length of one cycle; 0.25 s when omitted, as in Core Animation (springs: until settled; groups: until the last child ends).") {
            reader, draft in
            guard let seconds = reader.seconds(in: 0...86_400) else { return false }
            draft.timing.duration = seconds
            draft.durationGiven = true
            return true
        },
        .number("speed", .number(-1000...1000), \.timing.speed, example: "2", "How fast the animation's time runs relative to the scene's."),
        .number("timeOffset", .time(-86_400...86_400), \.timing.timeOffset, example: "0.25s", "Added to the animation's local time."),
        .value("repeatCount", .repeatCount, \.timing.repeatCount, example: "3", "How many cycles to play (fractions end part-way); `infinity` for ever.") { reader in
            if let text = reader.scalarText, ["infinity", "inf", ".inf"].contains(text.lowercased()) { return .infinity }
            return reader.number(in: 0...1_000_000, what: "a repeat count", fix: "write a number of cycles such as 2 or 1.5, or infinity")
        },
        .number("repeatDuration", .time(0...86_400), \.timing.repeatDuration, example: "3s", "Total time to repeat for, instead of `repeatCount`."),
        .bool("autoreverses", \.timing.autoreverses, "Whether each cycle plays forwards then backwards."),
        .choice("fillMode", \.timing.fillMode, example: "forwards", "What shows outside the active time: `removed` (the model value), `forwards`, `backwards` or `both`."),
        .value("timingFunction", .timingFunction, \.timingFunction, example: "easeInEaseOut",
            "Easing: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`, `cubicBezier(x1, y1, x2, y2)` or `steps(n, jumpEnd)`.") {
            $0.timingFunction()
        },
        .bool("additive", \.isAdditive, "Whether the animated value is added to the model value."),
    ]
}
