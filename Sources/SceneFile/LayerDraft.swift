import Scene

/// A layer while its keys are read: the layer itself, the content of each type, and the keys
/// that are read last (geometry conveniences, sublayers, animations).
struct LayerDraft {
    var layer = Layer()
    /// `[x, y, width, height]`, turned into bounds and position once the anchor point is known.
    var frame: Rect?
    var sublayers: NodeReader?
    var animations: NodeReader?
    var mask: NodeReader?
    var include: String?
    var sublayerTransform = TransformDraft()
    var text = TextContent()
    var gradient = GradientContent()
    var image = ImageContent(path: "")
    /// Shape layers stroke in black and do not fill unless told, so a bare path shows as a line.
    var shape = ShapeContent(fillColor: nil, strokeColor: .black)
    var transform = TransformDraft()
    /// The chart a chart layer type builds.
    var chart = ChartDraft()
}
