import Testing
@testable import Animation

@Suite struct BasicAnimationTests {
    func animation(fill: FillMode, begin: Double = 1, duration: Double = 2) -> BasicAnimation<Double> {
        BasicAnimation(keyPath: "opacity", fromValue: 0, toValue: 10,
                       timing: MediaTiming(beginTime: begin, duration: duration, fillMode: fill))
    }

    func half(from: Double? = nil, to: Double? = nil, by: Double? = nil, additive: Bool = false, base: Double = 100) -> Double? {
        BasicAnimation(keyPath: "x", fromValue: from, toValue: to, byValue: by, timing: MediaTiming(duration: 1), isAdditive: additive)
            .value(at: 0.5, base: base)
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

    @Test func allSixFromToByCombinationsFollowCoreAnimation() {
        #expect(half(from: 2, to: 6) == 4)
        #expect(half(from: 2, by: 3) == 3.5, "from → from + by")
        #expect(half(to: 10, by: 4) == 8, "to − by → to")
        #expect(half(from: 2) == 51, "from → the model value")
        #expect(half(to: 10) == 55, "the model value → to")
        #expect(half(by: 4) == 102, "the model value → model + by")
        #expect(half() == 100, "nothing set: the model value")
        #expect(half(from: 2, to: 6, by: 1000) == 4, "with all three, by is ignored")
    }

    @Test func additiveAnimationsAddToTheModelValue() {
        #expect(half(from: 0, to: 10, additive: true) == 105)
        #expect(half(to: 10, additive: true) == 105, "a missing endpoint is zero when additive")
        #expect(half(by: 4, additive: true) == 102)
        #expect(half(from: -2, additive: true) == 99)
    }

    @Test func cumulativeRepetitionsContinueFromThePreviousEnd() {
        let a = BasicAnimation<Double>(keyPath: "x", fromValue: 5, toValue: 10,
                                       timing: MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards), isCumulative: true)
        #expect(a.value(at: 0.5, base: 0) == 7.5)
        #expect(a.value(at: 1, base: 0) == 10, "repetition 1 starts where repetition 0 ended")
        #expect(a.value(at: 1.5, base: 0) == 12.5)
        #expect(a.value(at: 2.5, base: 0) == 17.5)
        #expect(a.value(at: 3, base: 0) == 20)
        let plain = BasicAnimation<Double>(keyPath: "x", fromValue: 5, toValue: 10, timing: MediaTiming(duration: 1, repeatCount: 3))
        #expect(plain.value(at: 1, base: 0) == 5, "without cumulative each repetition restarts")
    }

    @Test func cumulativeAndAdditiveCombine() {
        let a = BasicAnimation<Double>(keyPath: "x", byValue: 10, timing: MediaTiming(duration: 1, repeatCount: 2),
                                       isAdditive: true, isCumulative: true)
        #expect(a.value(at: 1.5, base: 100) == 115)
    }

    @Test func easedValueFollowsTheCurve() {
        let a = BasicAnimation<Double>(keyPath: "x", fromValue: 0, toValue: 1, timing: MediaTiming(duration: 1), timingFunction: .easeOut)
        #expect(abs(a.value(at: 0.5, base: 0)! - TimingFunction.easeOut.progress(0.5)) < 1e-12)
    }

    @Test func autoreverseEasesTheReverseHalfInMirror() {
        let a = BasicAnimation<Double>(keyPath: "x", fromValue: 0, toValue: 1, timing: MediaTiming(duration: 1, autoreverses: true),
                                       timingFunction: .easeIn)
        #expect(abs(a.value(at: 0.3, base: 0)! - a.value(at: 1.7, base: 0)!) < 1e-12)
    }

    @Test func appliesThroughTheAnimationEnumToATarget() {
        var target = DictionaryTarget(values: ["x": 3])
        let animation = Animation.basic(BasicAnimation<Double>(keyPath: "x", toValue: 5, timing: MediaTiming(duration: 2)))
        animation.apply(at: 1, to: &target)
        #expect(target.values["x"] == 4)
        var untouched = DictionaryTarget(values: ["x": 3])
        animation.apply(at: 2, to: &untouched)
        #expect(untouched.values["x"] == 3)
        #expect(animation.endTime == 2)
    }
}

/// A minimal animation target: named numbers.
struct DictionaryTarget: AnimationTarget {
    var values: [String: Double]
    func value(forKeyPath keyPath: String) -> Double? { values[keyPath] }
    mutating func setValue(_ value: Double, forKeyPath keyPath: String) { values[keyPath] = value }
}
