import CCairo
import Scene

extension Path {
    /// Replaces `cr`'s current path with this one. Elements with a non-finite coordinate are
    /// left out (the next finite point starts a new subpath), so NaN input draws what it can
    /// instead of putting the context into an error state.
    func add(to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current: Point?
        for element in elements {
            if !element.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
                current = nil
                continue
            }
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
            case .line(let p):
                if current == nil { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
                current = p
            case .quadCurve(let c, let p):
                guard let p0 = current else { cairo_move_to(cr, p.x, p.y); current = p; continue }
                cairo_curve_to(
                    cr, p0.x + 2 / 3 * (c.x - p0.x), p0.y + 2 / 3 * (c.y - p0.y),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case .cubicCurve(let c1, let c2, let p):
                if current == nil { cairo_move_to(cr, p.x, p.y) } else { cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y) }
                current = p
            case .close:
                if current != nil { cairo_close_path(cr) }
                var x = 0.0, y = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x, &y); current = Point(x: x, y: y) }
            }
        }
    }
}
