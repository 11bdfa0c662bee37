import Scene

extension SceneSummary {
    /// The summary as JSON, for `reel validate --json`.
    public var json: JSONValue {
        .object([
            ("width", .number(Double(width))), ("height", .number(Double(height))), ("fps", .number(fps)),
            ("duration", .number(duration)), ("frames", .number(Double(frameCount))), ("layers", .number(Double(layerCount))),
            ("animations", .number(Double(animationCount))),
            ("cost", .object([
                ("layerDraws", .number(Double(layerDraws))), ("frameBytes", .number(Double(frameBytes))),
                ("imageBytes", .number(Double(imageBytes))),
            ])),
            ("lastFrameTime", .number(lastFrameTime)),
            ("endsAfterLastFrame", .array(lateAnimations.map { late in
                .object([
                    ("layer", .string(late.layer)), ("keyPath", .string(late.keyPath)),
                    ("endTime", late.endTime.isFinite ? .number(late.endTime) : .string("infinity")),
                ])
            })),
            ("periodsCut", .array(cutPeriods.map { story in
                .object([
                    ("layer", .string(story.layer)), ("chart", .string(story.chart)),
                    ("periods", .array(story.periods.map(JSONValue.string))), ("periodCount", .number(Double(story.periodCount))),
                    ("lastPeriodTime", .number(story.lastPeriodTime)),
                ])
            })),
            ("audio", .array(audioTracks.map(\.json))),
            ("warnings", .array(warnings.map { warning in
                .object([("message", .string(warning.message)), ("fix", .string(warning.fix))] + (warning.place.map { [("place", .string($0))] } ?? []))
            })),
        ])
    }
}
