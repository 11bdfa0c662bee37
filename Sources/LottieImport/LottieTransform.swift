import Glibc
import Scene

/// A Lottie transform (a layer's `ks`, a shape group's `tr`): anchor, position (or its split
/// x and y), scale in percent, rotation in degrees clockwise, opacity in percent, skew.
struct LottieTransform {
    var anchor: LottieProperty<[Double]>?
    var position: LottieProperty<[Double]>?
    var positionX: LottieProperty<[Double]>?
    var positionY: LottieProperty<[Double]>?
    var scale: LottieProperty<[Double]>?
    var rotation: LottieProperty<[Double]>?
    var opacity: LottieProperty<[Double]>?
    var skew: LottieProperty<[Double]>?
    var skewAxis: LottieProperty<[Double]>?

    static func parse(_ cursor: JSONCursor?, layer: String, builder: LottieBuilder) throws(LottieImportError) -> LottieTransform {
        var transform = LottieTransform()
        guard let cursor else { return transform }
        _ = try cursor.object()
        func read(_ key: String) throws(LottieImportError) -> LottieProperty<[Double]>? {
            guard let member = cursor[key] else { return nil }
            return try builder.property(member, layer: layer)
        }
        transform.anchor = try read("a")
        if let p = cursor["p"], p.flag("s") {
            transform.positionX = try p["x"].map { (c) throws(LottieImportError) in try builder.property(c, layer: layer) }
            transform.positionY = try p["y"].map { (c) throws(LottieImportError) in try builder.property(c, layer: layer) }
        } else {
            transform.position = try read("p")
        }
        transform.scale = try read("s")
        if let r = try read("r") { transform.rotation = r } else { transform.rotation = try read("rz") }
        if cursor["rx"] != nil || cursor["ry"] != nil || cursor["or"] != nil {
            builder.note(layer, "3D rotation (rx, ry, or) is left out; only the rotation about z is applied")
        }
        transform.opacity = try read("o")
        transform.skew = try read("sk")
        transform.skewAxis = try read("sa")
        return transform
    }

    func staticPoint(_ property: LottieProperty<[Double]>?, _ fallback: Point) -> Point {
        guard let value = property?.initial, value.count >= 2 else { return fallback }
        return Point(x: value[0], y: value[1])
    }

    /// The scale (as fractions) at a frame.
    func scale(atFrame frame: Double) -> (Double, Double) {
        guard let value = scale?.value(atFrame: frame), !value.isEmpty else { return (1, 1) }
        return (value[0] / 100, (value.count > 1 ? value[1] : value[0]) / 100)
    }

    /// Whether the transform has a skew at some time.
    var hasSkew: Bool {
        guard let skew else { return false }
        return skew.initial.first != 0 || skew.isAnimated
    }

    /// Scale then skew, as a matrix (the part of the transform that goes below the rotation).
    func scaleAndSkew(atFrame frame: Double) -> AffineTransform {
        let (sx, sy) = scale(atFrame: frame)
        var matrix = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        if hasSkew {
            let angle = -(skew?.value(atFrame: frame).first ?? 0) * .pi / 180
            let axis = (skewAxis?.value(atFrame: frame).first ?? 0) * .pi / 180
            // Skew along the axis: rotate the axis onto x, shear, rotate back.
            let toAxis = AffineTransform(a: cos(-axis), b: sin(-axis), c: -sin(-axis), d: cos(-axis), tx: 0, ty: 0)
            let shear = AffineTransform(a: 1, b: tan(angle), c: 0, d: 1, tx: 0, ty: 0)
            let back = AffineTransform(a: cos(axis), b: sin(axis), c: -sin(axis), d: cos(axis), tx: 0, ty: 0)
            matrix = matrix.concatenating(toAxis).concatenating(shear).concatenating(back)
        }
        return matrix
    }
}
