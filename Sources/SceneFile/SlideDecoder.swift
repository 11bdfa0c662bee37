import Scene

/// Reads the top-level `slides:` list: pause points of a presentation, each `{at, title, notes,
/// loop}`, checked against each other and against the scene's length.
enum SlideDecoder {
    /// The keys (`SceneEncoder` writes them from the same declarations).
    static let model: [ModelProperty<SlideDraft>] = [
        .key("at", \.at, form: .time, example: "0s",
            "When the slide starts. Slide i plays from its `at` to the next slide's `at` (the last to the scene's end), then waits for a key press. Required."),
        .key("title", \.title, form: .text, example: "Monthly sales", "A short name: the speaker view, the PDF's bookmarks."),
        .key("notes", \.notes, form: .text, example: "\"Point at May, the best month.\"",
            "The speaker's notes: in the speaker view, and under the slide in a handout made with `--notes`."),
        .key("loop", \.loop, example: "true", "Repeat the slide until the next key press instead of pausing on its last frame."),
    ]

    static let properties: [PropertyDefinition<SlideDraft>] = model.keys()

    /// The slides of `reader` (a list), or `nil` after reporting every problem. Each slide must
    /// start after the previous one, before the scene's end, and last at least one frame.
    static func decodeList(_ reader: NodeReader, duration: Double?, fps: Double) -> [Slide]? {
        guard let items = reader.sequence() else { return nil }
        if items.isEmpty {
            reader.report("the slides list is empty", fix: "list the slides as `- {at: 0s, title: Intro}`, or remove `slides:`")
            return nil
        }
        var slides: [Slide] = []
        var ok = true
        var previous: (start: Double, index: Int)?
        for (index, item) in items.enumerated() {
            guard let (slide, atReader) = decode(item) else { ok = false; continue }
            defer { previous = (slide.start, index) }
            if let duration, slide.start >= duration - 1e-9 {
                atReader.report("slide \(index + 1) starts at \(slide.start.plainText)s, at or after the scene's end (\(duration.plainText)s)",
                    fix: "start it before \(duration.plainText)s, or make `duration` longer")
                ok = false
            }
            if let previous {
                if slide.start < previous.start - 1e-9 {
                    atReader.report("slide \(index + 1) starts at \(slide.start.plainText)s, before slide \(previous.index + 1) (\(previous.start.plainText)s): slides are not in time order",
                        fix: "list the slides in the order they play, each `at` later than the one before")
                    ok = false
                } else if (slide.start - previous.start) * fps < 1 - 1e-9 {
                    atReader.report("slide \(index + 1) starts at \(slide.start.plainText)s and overlaps slide \(previous.index + 1) (\(previous.start.plainText)s): a slide must last at least one frame (\((1 / fps).plainText)s)",
                        fix: "start it at least one frame after the slide before, or merge the two slides")
                    ok = false
                }
            } else if slide.start > 1e-9 {
                // Frames before the first slide would never be shown.
                atReader.report("the first slide starts at \(slide.start.plainText)s, so the scene's first \(slide.start.plainText)s belong to no slide",
                    fix: "start the first slide at 0s")
                ok = false
            }
            if let duration, index == items.count - 1, slide.start < duration, (duration - slide.start) * fps < 1 - 1e-9 {
                atReader.report("slide \(index + 1) starts at \(slide.start.plainText)s, less than one frame before the scene's end (\(duration.plainText)s)",
                    fix: "start it at least one frame (\((1 / fps).plainText)s) before the end, or make `duration` longer")
                ok = false
            }
            slides.append(slide)
        }
        return ok ? slides : nil
    }

    /// One entry, and the reader of its `at` for messages about its place in the list.
    private static func decode(_ item: NodeReader) -> (Slide, NodeReader)? {
        guard let (draft, keys) = properties.read(
            item, into: SlideDraft(), what: "a slide {at, title, notes, loop}",
            required: Requirement(key: "at", message: "a slide needs 'at', the time it starts", fix: "write `{at: 2.5s, title: Results}`")),
            let at = draft.at, let atReader = keys["at"]
        else { return nil }
        return (Slide(start: at, title: draft.title, notes: draft.notes, loops: draft.loop), atReader)
    }
}
