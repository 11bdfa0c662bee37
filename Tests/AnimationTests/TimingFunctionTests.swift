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

    @Test(arguments: curves.map(\.0))
    func namedCurveMatchesReferenceEverywhere(name: String) {
        let (_, function, p) = Self.curves.first { $0.0 == name }!
        var worst = 0.0
        for i in 0...2000 {
            let x = Double(i) / 2000
            worst = max(worst, abs(function.progress(x) - referenceBezier(p[0], p[1], p[2], p[3], at: x)))
        }
        #expect(worst < 1e-6, "\(name): worst error \(worst)")
    }

    @Test func curvesStartAtZeroAndEndAtOne() {
        for (_, function, _) in Self.curves {
            #expect(function.progress(0) == 0)
            #expect(function.progress(1) == 1)
        }
        #expect(TimingFunction.linear.progress(0.3) == 0.3)
    }

    @Test func easeOutIsMonotonic() {
        var previous = -1.0
        for i in 0...1000 {
            let y = TimingFunction.easeOut.progress(Double(i) / 1000)
            #expect(y >= previous)
            previous = y
        }
    }

    @Test func stepsJumpAtTheEnd() {
        let steps = TimingFunction.steps(4, .jumpEnd)
        #expect(steps.progress(0) == 0)
        #expect(steps.progress(0.24) == 0)
        #expect(steps.progress(0.25) == 0.25)
        #expect(steps.progress(0.99) == 0.75)
        #expect(steps.progress(1) == 1)
    }
}
