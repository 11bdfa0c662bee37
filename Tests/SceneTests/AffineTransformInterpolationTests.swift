import Testing
import Animation
@testable import Scene

/// Decomposed transform interpolation (Sources/Scene/AffineTransform+Interpolatable.swift).
@Suite struct AffineTransformInterpolationTests {
    func close(_ x: AffineTransform, _ y: AffineTransform, _ tolerance: Double = 1e-12) -> Bool {
        x.distance(to: y) < tolerance
    }

    @Test func rotationsTurnRigidlyInsteadOfShrinking() {
        let half = AffineTransform.identity.interpolated(to: .rotation(.pi / 2), fraction: 0.5)
        #expect(close(half, .rotation(.pi / 4)))
        #expect(abs(half.determinant - 1) < 1e-12, "a blend of matrices would have determinant 0.5")
    }

    @Test func rotationTakesTheShortWayRound() {
        let from = AffineTransform.rotation(170 * .pi / 180), to = AffineTransform.rotation(-170 * .pi / 180)
        #expect(close(from.interpolated(to: to, fraction: 0.5), .rotation(.pi)), "through 180°, not through 0°")
        #expect(close(from.interpolated(to: to, fraction: 0.25), .rotation(175 * .pi / 180)))
    }

    @Test func translationAndScaleBlendSeparately() {
        let to = AffineTransform.scale(x: 3, y: 2).concatenating(.translation(x: 100, y: 50))
        let half = AffineTransform.identity.interpolated(to: to, fraction: 0.5)
        #expect(close(half, AffineTransform.scale(x: 2, y: 1.5).concatenating(.translation(x: 50, y: 25))))
    }

    @Test func aFlipScalesThroughZeroWithoutTurning() {
        let half = AffineTransform.identity.interpolated(to: .scale(x: -1, y: 1), fraction: 0.5)
        #expect(close(half, .scale(x: 0, y: 1)))
        let quarter = AffineTransform.identity.interpolated(to: .scale(x: -1, y: 1), fraction: 0.25)
        #expect(close(quarter, .scale(x: 0.5, y: 1)))
    }

    @Test func shearBlends() {
        let shear = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        #expect(close(AffineTransform.identity.interpolated(to: shear, fraction: 0.5), AffineTransform(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0)))
    }

    @Test func endpointsAreExact() {
        let from = AffineTransform(a: 0.3, b: 1.2, c: -0.7, d: 0.9, tx: 4, ty: -2), to = AffineTransform.rotation(2)
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        #expect(close(from.interpolated(to: to, fraction: 1e-300), from, 1e-9))
    }

    @Test func additionIsConcatenationWithTheAddedTransformFirst() {
        // An additive rotation turns the layer about its own anchor inside its model translation.
        let model = AffineTransform.translation(x: 100, y: 0), spin = AffineTransform.rotation(.pi / 2)
        let point = model.adding(spin).apply(to: Point(x: 1, y: 0))
        #expect(abs(point.x - 100) < 1e-12 && abs(point.y - 1) < 1e-12)
        let a = AffineTransform(a: 2, b: 0.5, c: -1, d: 1.5, tx: 3, ty: 4), b = AffineTransform.rotation(0.7).concatenating(.translation(x: -2, y: 9))
        #expect(close(b.subtracting(a).adding(a), b), "a difference applied on the left restores the value")
        #expect(a.subtracting(a) == .identity)
    }

    @Test func wholeScalesRepeatTheTransform() {
        let step = AffineTransform.rotation(0.3).concatenating(.translation(x: 5, y: 1))
        #expect(close(step.scaled(by: 3), step.concatenating(step).concatenating(step)))
        #expect(close(step.scaled(by: -1).concatenating(step), .identity))
        #expect(step.scaled(by: 0) == .identity)
    }

    @Test func cumulativeRotationKeepsTurning() {
        let a = BasicAnimation<AffineTransform>(
            keyPath: "transform", fromValue: .identity, toValue: .rotation(.pi / 2),
            timing: MediaTiming(duration: 1, repeatCount: 2), isCumulative: true)
        #expect(close(a.value(at: 1.5, base: .identity)!, .rotation(3 * .pi / 4)))
    }

    @Test func additiveTransformAnimationThroughPropertyValues() {
        let a = BasicAnimation<PropertyValue>(keyPath: "transform", fromValue: .transform(.identity), toValue: .transform(.rotation(.pi / 2)),
                                              timing: MediaTiming(duration: 1), isAdditive: true)
        guard case .transform(let t) = a.value(at: 0.5, base: .transform(.translation(x: 10, y: 0))) else {
            Issue.record("not a transform"); return
        }
        #expect(close(t, AffineTransform.rotation(.pi / 4).concatenating(.translation(x: 10, y: 0))))
    }

    @Test func cubicKeyframesOfRotationsStayRigid() {
        let turns = (0..<4).map { AffineTransform.rotation(Double($0) * .pi / 2) }
        let a = KeyframeAnimation<AffineTransform>(keyPath: "transform", values: turns, calculationMode: .cubic)
        for (i, turn) in turns.enumerated() { #expect(close(a.value(atFraction: Double(i) / 3), turn, 1e-9)) }
        for i in 0...30 {
            #expect(abs(a.value(atFraction: Double(i) / 30).determinant - 1) < 1e-9)
        }
        let mid = a.value(atFraction: 0.5)
        #expect(close(mid, .rotation(3 * .pi / 4), 1e-9), "evenly turning keyframes turn evenly in the middle")
    }

    @Test func mismatchedValuesAreValidationErrors() {
        #expect(PropertyValue.point(Point(x: 0, y: 0)).interpolationProblem(to: .color(.black)) == "a point cannot animate to a colour")
        #expect(PropertyValue.numbers([1, 2]).interpolationProblem(to: .numbers([1, 2, 3])) != nil)
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)), circle = Path.ellipse(in: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(PropertyValue.path(square).interpolationProblem(to: .path(circle))?.contains("different structures") == true)
        #expect(PropertyValue.path(square).interpolationProblem(to: .path(square)) == nil)
        let keyframes = Animation<PropertyValue>.keyframe(KeyframeAnimation(keyPath: "path", values: [.path(square), .path(square), .path(circle)]))
        #expect(keyframes.validate().map(\.pathDescription) == ["values[2]"])
    }
}
