import Scene

extension Layer {
    /// A shape layer that strokes `path` (no fill) in `color` at `width`, in its superlayer's
    /// coordinates: the building block of every chart's lines, bars and outlines.
    static func stroke(_ path: Path, color: Color, width: Double, id: String? = nil) -> Layer {
        Layer(id: id, content: .shape(ShapeContent(path: path, fillColor: nil, strokeColor: color, lineWidth: width)))
    }
}
