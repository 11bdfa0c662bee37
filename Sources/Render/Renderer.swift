import CCairo
import Scene

/// Draws scenes into frames with Cairo. Not thread-safe: give each thread its own renderer.
public final class Renderer {
    /// The largest canvas side Reel draws: beyond it a single frame needs gigabytes.
    public static let maximumSide = 16384 - 1

    public init() {}

    /// The frame size for a scene, or an error when the scene cannot be drawn at that size.
    public static func frameSize(for scene: Scene) throws(RenderError) -> (width: Int, height: Int) {
        let w = scene.size.width, h = scene.size.height
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w == w.rounded(), h == h.rounded() else {
            throw RenderError.invalidCanvasSize(width: w, height: h)
        }
        guard w <= Double(maximumSide), h <= Double(maximumSide) else {
            throw RenderError.canvasTooLarge(width: Int(w), height: Int(h), limit: maximumSide)
        }
        return (Int(w), Int(h))
    }

    /// Renders `scene` as it looks at `time` (seconds).
    public func render(_ scene: Scene, at time: Double) throws -> Frame {
        let (width, height) = try Self.frameSize(for: scene)
        var frame = Frame(width: width, height: height)
        try render(scene.presentedLayers(at: time), background: scene.background, into: &frame)
        return frame
    }

    /// Draws already-presented layers over `background` into `frame`, replacing its pixels.
    public func render(_ layers: [Layer], background: Color, into frame: inout Frame) throws {
        try frame.withCairoContext { cr in
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
            for layer in layers { draw(layer, in: cr) }
        }
    }

    private func draw(_ layer: Layer, in cr: OpaquePointer) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = layer.transformToSuperlayer.cairoMatrix
        cairo_transform(cr, &matrix)
        let isGroup = layer.opacity < 1
        if isGroup { cairo_push_group(cr) }
        if let background = layer.backgroundColor {
            cairo_rectangle(cr, layer.bounds.minX, layer.bounds.minY, layer.bounds.width, layer.bounds.height)
            setSource(background, in: cr)
            cairo_fill(cr)
        }
        switch layer.content {
        case .none: break
        case .shape(let shape): draw(shape, in: cr)
        case .text, .gradient, .image: break  // drawn from the next commit on
        }
        for sublayer in layer.sublayers { draw(sublayer, in: cr) }
        if isGroup {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, layer.opacity)
        }
    }

    private func draw(_ shape: ShapeContent, in cr: OpaquePointer) {
        if let fill = shape.fillColor, fill.alpha > 0 {
            addPath(shape.path, in: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            setSource(fill, in: cr)
            cairo_fill(cr)
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
            let trimmed = shape.strokeStart <= 0 && shape.strokeEnd >= 1
                ? shape.path
                : PathMeasure(shape.path).trimmed(from: shape.strokeStart, to: shape.strokeEnd, original: shape.path)
            guard !trimmed.isEmpty else { return }
            addPath(trimmed, in: cr)
            cairo_set_line_width(cr, shape.lineWidth)
            setSource(stroke, in: cr)
            cairo_stroke(cr)
        }
    }

    private func addPath(_ path: Path, in cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quadCurve(let c, let p):
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .cubicCurve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    private func setSource(_ color: Color, in cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
