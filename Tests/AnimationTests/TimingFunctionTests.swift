import Testing
@testable import Animation

/// An independent reference: solve x(s) = x by plain bisection on the Bézier polynomial in
/// Bernstein form, then evaluate y(s).
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bernstein(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(y1, y2, (low + high) / 2)
}

@Suite struct TimingFunctionTests {
    static let curves: [(String, TimingFunction, [Double])] = [
        ("easeIn", .easeIn, [0.42, 0, 1, 1]),
        ("easeOut", .easeOut, [0, 0, 0.58, 1]),
        ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
        ("default", .default, [0.25, 0.1, 0.25, 1]),
    ]

    /// Curves beyond Core Animation's own: overshoot, flat ends, near-vertical ones.
    static let otherCurves: [[Double]] = [
        [0.68, -0.55, 0.265, 1.55], [0.175, 0.885, 0.32, 1.275], [0, 1, 0, 1], [0.9, 0, 1, 0.2],
        [0, 0, 1, 1], [0.5, 0, 0.5, 1], [0.95, 0, 0.05, 1], [0.01, 0.99, 0.99, 0.01], [0.9, -2, 0.1, 3],
    ]

    /// Where x(s) has a triple root (x′ = x″ = 0: a vertical tangent with no curvature), x(s)
    /// computed in doubles pins s down only to about ∛ε ≈ 6e-6, in this solver and in the
    /// reference alike; the error bound there is that limit, not 1e-6.
    @Test(arguments: [[1.0, 0, 1, 0], [1.0, 0, 0, 1]])
    func degenerateCurvesStayWithinDoublePrecisionsLimit(p: [Double]) {
        let function = TimingFunction.cubicBezier(UnitBezier(p[0], p[1], p[2], p[3]))
        var worst = 0.0
        for i in 0...10_000 {
            let x = Double(i) / 10_000
            worst = max(worst, abs(function.progress(x) - referenceBezier(p[0], p[1], p[2], p[3], at: x)))
        }
        #expect(worst < 3e-5, "\(p): worst error \(worst)")
    }

    @Test(arguments: curves.map(\.0))
    func namedCurveMatchesReferenceEverywhere(name: String) {
        let (_, function, p) = Self.curves.first { $0.0 == name }!
        var worst = 0.0
        for i in 0...10_000 {
            let x = Double(i) / 10_000
            worst = max(worst, abs(function.progress(x) - referenceBezier(p[0], p[1], p[2], p[3], at: x)))
        }
        #expect(worst < 1e-6, "\(name): worst error \(worst)")
    }

    @Test(arguments: otherCurves)
    func anyCubicBezierMatchesReferenceEverywhere(p: [Double]) {
        let function = TimingFunction.cubicBezier(UnitBezier(p[0], p[1], p[2], p[3]))
        var worst = 0.0
        for i in 0...10_000 {
            let x = Double(i) / 10_000
            worst = max(worst, abs(function.progress(x) - referenceBezier(p[0], p[1], p[2], p[3], at: x)))
        }
        #expect(worst < 1e-6, "\(p): worst error \(worst)")
    }

    @Test func curvesStartAtZeroAndEndAtOne() {
        for (_, function, _) in Self.curves {
            #expect(function.progress(0) == 0)
            #expect(function.progress(1) == 1)
        }
        #expect(TimingFunction.linear.progress(0.3) == 0.3)
    }

    @Test(arguments: curves.map(\.0))
    func namedCurvesAreMonotonic(name: String) {
        let function = Self.curves.first { $0.0 == name }!.1
        var previous = -1.0
        var decreases = 0
        for i in 0...100_000 {
            let y = function.progress(Double(i) / 100_000)
            if y < previous { decreases += 1 }
            previous = y
        }
        #expect(decreases == 0)
    }

    @Test func outsideTheUnitIntervalCurvesContinueAlongTheirEndTangents() {
        // easeIn starts with slope y1/x1 = 0 and ends with slope (1 − y2)/(1 − x2), undefined
        // for x2 = 1, where the other control point gives it: (1 − 0)/(1 − 0.42).
        #expect(TimingFunction.easeIn.progress(-0.5) == 0)
        #expect(abs(TimingFunction.default.progress(-0.1) - (-0.1 * 0.1 / 0.25)) < 1e-15)
        #expect(abs(TimingFunction.easeOut.progress(1.1) - 1) < 1e-15)
    }

    @Test func stepsJumpAtTheEnd() {
        let steps = TimingFunction.steps(4, .jumpEnd)
        #expect(steps.progress(0) == 0)
        #expect(steps.progress(0.24) == 0)
        #expect(steps.progress(0.25) == 0.25)
        #expect(steps.progress(0.99) == 0.75)
        #expect(steps.progress(1) == 1)
    }

    @Test func stepsFollowCSSForEveryJumpPosition() {
        let xs = [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1]
        func table(_ position: StepPosition) -> [Double] { xs.map { TimingFunction.steps(4, position).progress($0) } }
        #expect(table(.jumpStart) == [0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1])
        #expect(table(.jumpEnd) == [0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1])
        let third = 1.0 / 3, twoThirds = 2.0 / 3
        let jumpNone: [Double] = [0, 0, third, third, twoThirds, twoThirds, 1, 1, 1]
        #expect(table(.jumpNone) == jumpNone)
        #expect(table(.jumpBoth) == [0.2, 0.2, 0.4, 0.4, 0.6, 0.6, 0.8, 0.8, 1])
    }

    @Test func stepsLandOnDecimalBoundaries() {
        // 0.3 · 10 is 3.0000000000000004 and 0.7 · 10 is 7.000000000000001 in binary; 0.29 · 100 is 28.999999999999996.
        #expect(TimingFunction.steps(10, .jumpEnd).progress(0.3) == 0.3)
        #expect(TimingFunction.steps(100, .jumpEnd).progress(0.29) == 0.29)
    }
}
