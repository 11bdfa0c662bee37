import Animation
import Scene

/// The keys every animation type accepts: the key path and `CAMediaTiming`.
enum AnimationProperties {
    static let common: [PropertyDefinition<AnimationDraft>] = [
        .readByDecoder("type", .choice(AnimationKind.all.map(\.name)), example: "basic", "The animation type; `basic` when omitted."),
        .deferred("keyPath", .choice(Layer.animatableKeyPaths.keys.sorted()), \.keyPath, example: "strokeEnd", "The animated property, by its Core Animation name (`opacity`, `position.y`, `strokeEnd` …)."),
    ] + timing.keys()

    /// The timing keys every animation type has (`SceneEncoder` writes them from the same declarations).
    static let timing: [ModelProperty<AnimationDraft>] = [
        .key("beginTime", \.timing.beginTime, range: -86_400...86_400, form: .time, example: "0.5s", "When the animation starts, in scene seconds."),
        .key("duration", \.givenDuration, form: .time, example: "1.5s",
            "The length of one cycle; 0.25 s when omitted, as in Core Animation (springs: until settled; groups: until the last child ends)."),
        .key("speed", \.timing.speed, range: -1000...1000, example: "2", "How fast the animation's time runs relative to the scene's."),
        .key("timeOffset", \.timing.timeOffset, range: -86_400...86_400, form: .time, example: "0.25s", "Added to the animation's local time."),
        .key("repeatCount", \.timing.repeatCount, form: .repeatCount, example: "3", "How many cycles to play: the default 0 plays once, as in Core Animation; fractions end part-way; `infinity` plays for ever."),
        .key("repeatDuration", \.timing.repeatDuration, form: .time, example: "3s", "Total time to repeat for, instead of `repeatCount`."),
        .key("autoreverses", \.timing.autoreverses, example: "true", "Whether each cycle plays forwards then backwards."),
        .key("fillMode", \.timing.fillMode, example: "forwards", "What shows outside the active time: `removed` (the model value), `forwards`, `backwards` or `both`."),
        .key("timingFunction", \.timingFunction, example: "easeInEaseOut",
            "Easing: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`, `cubicBezier(x1, y1, x2, y2)` or `steps(n, jumpEnd)`."),
        .key("additive", \.isAdditive, example: "true", "Whether the animated value is added to the model value."),
    ]
}

