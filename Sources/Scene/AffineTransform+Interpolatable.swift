import Animation

extension AffineTransform: Interpolatable {
    public func adding(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(a: a + o.a, b: b + o.b, c: c + o.c, d: d + o.d, tx: tx + o.tx, ty: ty + o.ty)
    }
    public func subtracting(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(a: a - o.a, b: b - o.b, c: c - o.c, d: d - o.d, tx: tx - o.tx, ty: ty - o.ty)
    }
    public func scaled(by f: Double) -> AffineTransform {
        AffineTransform(a: a * f, b: b * f, c: c * f, d: d * f, tx: tx * f, ty: ty * f)
    }
    public func distance(to o: AffineTransform) -> Double {
        let deltas = [a - o.a, b - o.b, c - o.c, d - o.d, tx - o.tx, ty - o.ty]
        return deltas.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}
