import CCairo
import Scene

extension AffineTransform {
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }
}
