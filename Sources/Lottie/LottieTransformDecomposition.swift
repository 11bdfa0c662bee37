import Glibc
import Scene

/// A layer's 2×2 matrix at every frame as Lottie's transform parts: a scale then a rotation
/// (`M = S·R`, what one Lottie transform does) or, when some frame skews, a rotation, a scale
/// and a rotation (`M = R(α)·S·R(β)`, the singular value decomposition), which takes a second
/// Lottie layer. Angles are unwrapped over the frames so that interpolation between frames
/// turns the short way, as the scene does.
struct LottieTransformDecomposition {
    /// Per frame: the rotation applied first when skewing (degrees), else nil.
    var innerRotation: [Double]?
    /// Per frame: the scale (percent).
    var scale: [[Double]]
    /// Per frame: the rotation (degrees).
    var rotation: [Double]

    init(_ matrices: [AffineTransform]) {
        let skews = matrices.contains { m in
            let theta = atan2(m.b, m.a)
            let residual = m.c * cos(theta) + m.d * sin(theta)
            let size = max(abs(m.a) + abs(m.b) + abs(m.c) + abs(m.d), 1e-12)
            return abs(residual) > 1e-7 * size
        }
        var inner: [Double] = [], scale: [[Double]] = [], rotation: [Double] = []
        for m in matrices {
            if skews {
                // M = Rot(φ)·Σ·Rot(θ) with Rot the column-convention rotation; in the row
                // convention Reel and Lottie use, Rot(t) is a rotation by −t.
                let e = (m.a + m.d) / 2, f = (m.a - m.d) / 2, g = (m.c + m.b) / 2, h = (m.c - m.b) / 2
                let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
                let a1 = atan2(g, f), a2 = atan2(h, e)
                let theta = (a2 - a1) / 2, phi = (a2 + a1) / 2
                inner.append(-phi * 180 / .pi)
                scale.append([(q + r) * 100, (q - r) * 100])
                rotation.append(-theta * 180 / .pi)
            } else {
                let theta = atan2(m.b, m.a)
                let sx = (m.a * m.a + m.b * m.b).squareRoot()
                let sy = -m.c * sin(theta) + m.d * cos(theta)
                scale.append([sx * 100, sy * 100])
                rotation.append(theta * 180 / .pi)
            }
        }
        self.innerRotation = skews ? Self.unwrapped(inner) : nil
        self.scale = scale
        self.rotation = Self.unwrapped(rotation)
    }

    /// The angles with whole turns added so that no step between frames exceeds half a turn.
    static func unwrapped(_ angles: [Double]) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(angles.count)
        for angle in angles {
            guard let previous = result.last else { result.append(angle); continue }
            var a = angle
            while a - previous > 180 { a -= 360 }
            while a - previous < -180 { a += 360 }
            result.append(a)
        }
        return result
    }
}
