import Foundation
import Testing
@testable import Animation

/// An independent reference: integrate m·x″ = −k(x − 1) − c·x′ from x = 0, x′ = v0 with
/// classical Runge–Kutta in small steps.
private func integrateSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double, until end: Double) -> Double {
    let steps = Int((end * 20_000).rounded(.up))
    let h = end / Double(steps)
    var x = 0.0, v = velocity
    func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * (x - 1) - damping * v) / mass }
    for _ in 0..<steps {
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
}

@Suite struct SpringTests {
    @Test func settlingDurationsMatchCoreAnimation() {
        let soft = Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(abs(soft.settlingDuration - 2.85) < 0.01, "damping 5: \(soft.settlingDuration)")
        let firm = Spring(mass: 1, stiffness: 100, damping: 15)
        #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.05, "damping 15: \(firm.settlingDuration)")
        #expect(abs(Spring().settlingDuration - 1.4727) < 0.0005, "CASpringAnimation's default: \(Spring().settlingDuration)")
    }

    @Test(arguments: [
        (1.0, 100.0, 5.0, 0.0), (1.0, 100.0, 10.0, 3.0), (2.0, 300.0, 15.0, -2.0),
        (1.0, 100.0, 20.0, 0.0), (1.0, 100.0, 20.0, 5.0), (1.0, 100.0, 50.0, 0.0), (0.5, 80.0, 40.0, 4.0),
    ])
    func positionsMatchANumericalIntegration(parameters: (Double, Double, Double, Double)) {
        let (m, k, c, v) = parameters
        let spring = Spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
        for t in [0.05, 0.2, 0.5, 1.0, 2.0] {
            let expected = integrateSpring(mass: m, stiffness: k, damping: c, velocity: v, until: t)
            #expect(abs(spring.value(at: t) - expected) < 1e-7, "m \(m) k \(k) c \(c) v \(v) at \(t)")
        }
    }

    @Test(arguments: [1.0, 5.0, 10.0, 15.0, 20.0, 30.0, 80.0])
    func afterSettlingTheSpringStaysWithinTheThreshold(damping: Double) {
        let spring = Spring(damping: damping)
        let settle = spring.settlingDuration
        for i in 0...2000 {
            let t = settle + Double(i) * 0.005
            #expect(abs(spring.value(at: t) - 1) <= Spring.settlingThreshold + 1e-12)
        }
    }

    @Test func moreDampingPastCriticalCreepsMoreSlowly() {
        let critical = Spring(damping: 20), over = Spring(damping: 60)
        #expect(critical.dampingRatio == 1)
        #expect(over.value(at: 0.3) < critical.value(at: 0.3))
        #expect(over.settlingDuration > critical.settlingDuration)
    }

    @Test func springAnimationFollowsTheSpringInSeconds() {
        let spring = Spring(damping: 5)
        let a = SpringAnimation<Double>(keyPath: "x", fromValue: 10, toValue: 20, spring: spring)
        #expect(a.timing.duration == spring.settlingDuration)
        #expect(abs(a.value(at: 0.3, base: 0)! - (10 + 10 * spring.value(at: 0.3))) < 1e-12)
        #expect(a.value(at: 0.3, base: 0)! > 20 || a.value(at: 0.2, base: 0)! > 20, "an underdamped spring overshoots")
        #expect(a.value(at: spring.settlingDuration, base: 0) == nil, "without a fill the model value shows after the end")
        var held = a
        held.timing.fillMode = .forwards
        #expect(held.value(at: 100, base: 0) == 20, "a spring that has settled holds the end value exactly")
    }

    @Test func aSpringCutShortHoldsWhereItWas() {
        let spring = Spring(damping: 5)
        let a = SpringAnimation<Double>(keyPath: "x", fromValue: 0, toValue: 1, spring: spring,
                                        timing: MediaTiming(duration: 0.5, fillMode: .forwards))
        #expect(a.value(at: 1, base: 0) == spring.value(at: 0.5))
    }

    @Test func springTimingFunctionSpansTheSettlingDuration() {
        let spring = Spring(damping: 15)
        let function = TimingFunction.spring(spring)
        #expect(function.progress(0) == 0)
        #expect(function.progress(1) == 1)
        #expect(function.progress(0.5) == spring.value(at: 0.5 * spring.settlingDuration))
    }

    @Test func invalidSpringsJumpInsteadOfProducingNaN() {
        #expect(Spring(mass: 0).value(at: 0.5) == 1)
        #expect(Spring(stiffness: -1).value(at: 0.5) == 1)
    }
}
