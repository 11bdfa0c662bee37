import Testing
@testable import Animation

@Suite struct BasicAnimationTests {
    func animation(fill: FillMode, begin: Double = 1, duration: Double = 2) -> BasicAnimation<Double> {
        BasicAnimation(keyPath: "opacity", fromValue: 0, toValue: 10,
                       timing: MediaTiming(beginTime: begin, duration: duration, fillMode: fill))
    }

    @Test func linearValueAtKnownTimes() {
        let a = animation(fill: .removed)
        #expect(a.value(at: 1, base: -1) == 0)
        #expect(a.value(at: 2, base: -1) == 5)
        #expect(a.value(at: 2.5, base: -1) == 7.5)
    }

    @Test func withoutFillTheModelValueShowsOutsideTheActiveTime() {
        let a = animation(fill: .removed)
        #expect(a.value(at: 0.5, base: -1) == nil)
        #expect(a.value(at: 3, base: -1) == nil, "at the exact end, a removed animation shows the model value")
    }

    @Test func forwardsFillHoldsTheEndValue() {
        let a = animation(fill: .forwards)
        #expect(a.value(at: 3, base: -1) == 10)
        #expect(a.value(at: 100, base: -1) == 10)
        #expect(a.value(at: 0, base: -1) == nil)
    }

    @Test func backwardsFillShowsTheStartValueBeforeTheBeginning() {
        let a = animation(fill: .backwards)
        #expect(a.value(at: 0, base: -1) == 0)
        #expect(a.value(at: 3, base: -1) == nil)
    }

    @Test func toValueAloneStartsFromTheModelValue() {
        let a = BasicAnimation<Double>(keyPath: "x", toValue: 10, timing: MediaTiming(duration: 1))
        #expect(a.value(at: 0.5, base: 4) == 7)
    }

    @Test func byValueAddsToFromValue() {
        let a = BasicAnimation<Double>(keyPath: "x", fromValue: 2, byValue: 3, timing: MediaTiming(duration: 1, fillMode: .forwards))
        #expect(a.value(at: 1, base: 0) == 5)
    }

    @Test func easedValueFollowsTheCurve() {
        let a = BasicAnimation<Double>(keyPath: "x", fromValue: 0, toValue: 1, timing: MediaTiming(duration: 1), timingFunction: .easeOut)
        #expect(abs(a.value(at: 0.5, base: 0)! - TimingFunction.easeOut.progress(0.5)) < 1e-12)
    }
}
