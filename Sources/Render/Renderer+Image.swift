import CCairo
import Scene

extension Renderer {
    /// Draws an image in the bounds as `contentsGravity` places it (one pixel per point at
    /// natural size; like Core Animation, nothing is clipped without `masksToBounds`).
    func draw(_ content: ImageContent, bounds: Rect, alpha: Double, upright: Bool, in cr: OpaquePointer) throws {
        let image = try images.image(at: content.path)
        let target = Self.placement(of: image, in: bounds, gravity: content.gravity)
        guard target.width > 0, target.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if upright {
            var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: bounds.minY + bounds.maxY)
            cairo_transform(cr, &flip)
        }
        cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
        cairo_clip(cr)
        cairo_translate(cr, target.minX, target.minY)
        cairo_scale(cr, target.width / Double(image.width), target.height / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
    }

    /// Where `draw(_:bounds:…)` paints `content` in `bounds` (layer coordinates): its placement,
    /// which may overflow the bounds; `nil` when nothing is drawn.
    func paintedBox(of content: ImageContent, bounds: Rect, upright: Bool) throws -> Rect? {
        let target = Self.placement(of: try images.image(at: content.path), in: bounds, gravity: content.gravity)
        guard target.width > 0, target.height > 0 else { return nil }
        return upright ? target.turnedUpright(within: bounds) : target
    }

    static func placement(of image: CairoImage, in bounds: Rect, gravity: ContentsGravity) -> Rect {
        placement(of: Size(width: Double(image.width), height: Double(image.height)), in: bounds, gravity: gravity)
    }

    /// Where an image of `size` lands in `bounds` for `gravity` (y down: `top` is the top edge);
    /// vector exports place images by it too.
    public static func placement(of size: Size, in bounds: Rect, gravity: ContentsGravity) -> Rect {
        let w = size.width, h = size.height
        guard w > 0, h > 0 else { return .zero }
        func scaled(_ s: Double) -> Rect {
            Rect(x: bounds.minX + (bounds.width - w * s) / 2, y: bounds.minY + (bounds.height - h * s) / 2, width: w * s, height: h * s)
        }
        switch gravity {
        case .resize: return bounds
        case .resizeAspect: return scaled(min(bounds.width / w, bounds.height / h))
        case .resizeAspectFill: return scaled(max(bounds.width / w, bounds.height / h))
        default: break
        }
        let left = bounds.minX, right = bounds.maxX - w, centreX = bounds.minX + (bounds.width - w) / 2
        let top = bounds.minY, bottom = bounds.maxY - h, centreY = bounds.minY + (bounds.height - h) / 2
        let (x, y): (Double, Double) = switch gravity {
        case .top: (centreX, top)
        case .bottom: (centreX, bottom)
        case .left: (left, centreY)
        case .right: (right, centreY)
        case .topLeft: (left, top)
        case .topRight: (right, top)
        case .bottomLeft: (left, bottom)
        case .bottomRight: (right, bottom)
        default: (centreX, centreY)
        }
        return Rect(x: x, y: y, width: w, height: h)
    }
}
