import Scene

/// The keys of `type: image` layers.
enum ImageProperties {
    static let all: [PropertyDefinition<LayerDraft>] = [
        .text("contents", \.image.path, example: "logo.png", "A PNG or JPEG file, relative to the scene's directory. Required."),
        .choice("contentsGravity", \.image.gravity, example: "resizeAspect",
            "How the image fits the bounds: `resize` (default, stretch), `resizeAspect`, `resizeAspectFill`, `center`, or an edge or corner (`top`, `bottomLeft` …)."),
    ]
}
