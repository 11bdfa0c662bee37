import Glibc
import Scene
import Testing

@testable import Lottie

/// The transform parts written for a matrix recompose to the matrix, the way a player
/// composes a Lottie transform (scale, then rotation; a skew as rotation·scale·rotation).
@Suite struct LottieTransformDecompositionTests {
    static func rotation(degrees: Double) -> AffineTransform { .rotation(degrees * .pi / 180) }

    static func recomposed(_ parts: LottieTransformDecomposition, at i: Int) -> AffineTransform {
        let scale = AffineTransform.scale(x: parts.scale[i][0] / 100, y: parts.scale[i][1] / 100)
        let outer = scale.concatenating(rotation(degrees: parts.rotation[i]))
        guard let inner = parts.innerRotation else { return outer }
        return rotation(degrees: inner[i]).concatenating(outer)
    }

    static func close(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
        abs(a.a - b.a) < 1e-9 && abs(a.b - b.b) < 1e-9 && abs(a.c - b.c) < 1e-9 && abs(a.d - b.d) < 1e-9
    }

    @Test func rotationAndScaleNeedOneLayer() {
        let m = AffineTransform.scale(x: 2, y: -0.5).concatenating(.rotation(0.7))
        let parts = LottieTransformDecomposition([m])
        #expect(parts.innerRotation == nil)
        #expect(Self.close(Self.recomposed(parts, at: 0), m))
    }

    @Test func skewRecomposes() {
        let skews = [
            AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
            AffineTransform(a: 1.2, b: 0.3, c: -0.8, d: 0.4, tx: 0, ty: 0),
            AffineTransform(a: -1, b: 0.2, c: 0.3, d: 2, tx: 0, ty: 0),
        ]
        let parts = LottieTransformDecomposition(skews)
        #expect(parts.innerRotation != nil)
        for i in skews.indices { #expect(Self.close(Self.recomposed(parts, at: i), skews[i])) }
    }

    @Test func anglesUnwrapAcrossHalfTurns() {
        let angles = [170.0, 179, -179, -170]
        #expect(LottieTransformDecomposition.unwrapped(angles) == [170, 179, 181, 190])
    }
}
