import Scene

/// The top-level keys of a scene file.
enum SceneProperties {
    /// The largest canvas side: beyond it a single frame needs gigabytes (the renderer's limit).
    static let maximumSide = Double(InputLimits.canvasSide)

    /// The keys that hold values (`SceneEncoder` writes them from the same declarations).
    static let model: [ModelProperty<SceneDraft>] = [
        .key("size", \.size, example: "[640, 360]",
            "The canvas in pixels, `[width, height]`, whole numbers from 1 to 16383. Required.", check: canvasProblem),
        .key("fps", \.fps, range: 1...240, example: "30", "Frames per second; 30 when omitted."),
        .key("duration", \.duration, range: 0.001...3600, form: .time, example: "2.5s", "The scene's length. Required; frames = round(fps × duration)."),
        .key("background", \.background, example: "\"#ffffff\"", "The canvas colour behind every layer; white when omitted."),
    ]

    static let all: [PropertyDefinition<SceneDraft>] = model.keys() + [
        .deferred("theme", .oneOf([.choice(ChartThemeDecoder.presetNames), .record(ChartThemeDecoder.record)]), \.theme,
            example: "dark", "The colours and type every chart follows, and every text layer (its text colour and family): `light`, `dark`, or your own (`{base: dark, background: \"#000000\", palette: [\"#ff0000\"], font: Inter}`); a layer's own keys still win. Its background is the canvas's unless `background` is given."),
        .deferred("defaults", .reference("defaults"), \.defaults, example: "{shape: {lineWidth: 2}, animation: {duration: 1s}}",
            "Keys every layer (`layer`), every layer of a type (`shape` …) or every animation (`animation`) takes unless it sets them."),
        .deferred("styles", .dictionary(.reference("style")), \.styles, example: "{series: {strokeColor: \"#00abf3\", lineWidth: 2}}",
            "Named sets of layer keys that layers take with `style: name`."),
        .deferred("layers", .list(.reference("layer")), \.layers, example: "[{type: shape, path: \"M 0 0 L 100 100\"}]",
            "The layers, back to front."),
        .deferred("timeline", .list(.oneOf([.reference("sequence"), .reference("stagger")])), \.timeline,
            example: "[{stagger: [bar-1, bar-2], interval: 0.1s, animation: {keyPath: opacity, fromValue: 0, toValue: 1}}]",
            "Animations placed across layers by `id`: `sequence` blocks play steps one after another, `stagger` blocks start one animation on several layers at an interval."),
        .deferred("audio", .list(.reference("audioTrack")), \.audio, example: "[{file: music.mp3, volume: 0.5, fadeOut: 2s}, {file: voice.wav, at: 0.5s}]",
            "Sound files mixed into one stereo track of MP4 (AAC), WebM (Opus) and MOV (PCM) output; GIF, APNG, WebP and PNG have none."),
        .deferred("slides", .list(.reference("slide")), \.slides, example: "[{at: 0s, title: Intro}, {at: 0.5s, title: Sales, notes: May was best}]",
            "Pause points for `reel slides`: each slide plays from its `at` to the next one's, then waits for a key press."),
    ]
}

extension SceneProperties {
    /// Why a canvas size cannot be rendered: not whole pixels from 1 to 16383 a side, or more
    /// pixels than a frame may have.
    static func canvasProblem(_ size: Size?) -> ValueProblem? {
        guard let size else { return nil }
        let (width, height) = (size.width, size.height), limit = maximumSide
        guard [width, height].allSatisfy({ $0 >= 1 && $0 <= limit && $0 == $0.rounded() }) else {
            return ValueProblem("the size \(width.plainText)×\(height.plainText) is not a whole number of pixels from 1 to \(limit.plainText) a side",
                fix: "use a size such as [1920, 1080]; render smaller or larger copies with `reel render --scale`")
        }
        guard width * height <= Double(InputLimits.framePixels) else {
            return ValueProblem("the size \(width.plainText)×\(height.plainText) has \(Int(width * height)) pixels; a frame has at most \(InputLimits.framePixels)",
                fix: "use a size such as [3840, 2160]; each frame of this size would need \(Int(width * height * 4) >> 20) MB")
        }
        return nil
    }
}
