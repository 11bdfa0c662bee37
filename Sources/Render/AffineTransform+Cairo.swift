import CCairo
import Scene

extension AffineTransform {
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    /// Whether every coefficient is finite and the transform can be inverted (Cairo refuses
    /// singular and NaN matrices by putting the whole context into an error state).
    var isDrawable: Bool {
        let values = [a, b, c, d, tx, ty]
        guard values.allSatisfy(\.isFinite) else { return false }
        let determinant = a * d - b * c
        return determinant.isFinite && abs(determinant) > 1e-12
    }
}
