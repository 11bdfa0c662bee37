extension LayerType {
    /// `CALayer.contents` with a bitmap.
    public static let image = LayerType(
        name: "image", summary: "Draws a PNG or JPEG file in the bounds: `CALayer.contents`.", initialContent: .image(ImageContent(path: "")),
        properties: [
            .key("contents", \.image.path, example: "logo.png", "A PNG or JPEG file, relative to the scene's directory. Required."),
            .key("contentsGravity", \.image.gravity, example: "resizeAspect",
                "How the image fits the bounds: `resize` (default, stretch), `resizeAspect`, `resizeAspectFill`, `center`, or an edge or corner (`top`, `bottomLeft` …)."),
        ])
}
