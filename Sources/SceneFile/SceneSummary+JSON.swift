extension SceneSummary {
    /// The summary as JSON, for `reel validate --json`.
    public var json: JSONValue {
        .object([
            ("width", .number(Double(width))), ("height", .number(Double(height))), ("fps", .number(fps)),
            ("duration", .number(duration)), ("frames", .number(Double(frameCount))), ("layers", .number(Double(layerCount))),
            ("animations", .number(Double(animationCount))),
            ("endsAfterScene", .array(lateAnimations.map { late in
                .object([
                    ("layer", .string(late.layer)), ("keyPath", .string(late.keyPath)),
                    ("endTime", late.endTime.isFinite ? .number(late.endTime) : .string("infinity")),
                ])
            })),
            ("audio", .array(audioTracks.map(\.json))),
        ])
    }
}
