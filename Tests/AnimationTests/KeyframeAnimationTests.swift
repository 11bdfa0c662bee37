import Testing
@testable import Animation

@Suite struct KeyframeAnimationTests {
    func keyframes(
        _ values: [Double], keyTimes: [Double]? = nil, functions: [TimingFunction]? = nil, mode: CalculationMode = .linear,
        timing: MediaTiming = MediaTiming(duration: 1, fillMode: .forwards)
    ) -> KeyframeAnimation<Double> {
        KeyframeAnimation(keyPath: "x", values: values, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode, timing: timing)
    }

    @Test func valuesWithoutKeyTimesAreEvenlySpaced() {
        let a = keyframes([0, 10, 30], timing: MediaTiming(duration: 2, fillMode: .forwards))
        #expect(a.value(at: 0, base: -1) == 0)
        #expect(a.value(at: 0.5, base: -1) == 5)
        #expect(a.value(at: 1, base: -1) == 10, "a key time shows its value exactly")
        #expect(a.value(at: 1.5, base: -1) == 20)
        #expect(a.value(at: 2, base: -1) == 30)
    }

    @Test func keyTimesPlaceTheValues() {
        let a = keyframes([0, 10, 30], keyTimes: [0, 0.25, 1])
        #expect(a.value(at: 0.125, base: 0) == 5)
        #expect(a.value(at: 0.25, base: 0) == 10)
        #expect(a.value(at: 0.625, base: 0) == 20)
    }

    @Test func repeatedKeyTimesJump() {
        let a = keyframes([0, 10, 20, 30], keyTimes: [0, 0.5, 0.5, 1])
        #expect(a.value(at: 0.4999, base: 0)! < 10)
        #expect(a.value(at: 0.5, base: 0) == 20)
    }

    @Test func eachSegmentEasesByItsOwnTimingFunction() {
        let a = keyframes([0, 10, 20], functions: [.easeIn, .linear])
        #expect(abs(a.value(at: 0.25, base: 0)! - 10 * TimingFunction.easeIn.progress(0.5)) < 1e-12)
        #expect(a.value(at: 0.75, base: 0) == 15)
    }

    @Test func theWholeAnimationsTimingFunctionMapsTimeFirst() {
        var a = keyframes([0, 10, 20])
        a.timingFunction = .easeOut
        let f = TimingFunction.easeOut.progress(0.3)
        #expect(abs(a.value(at: 0.3, base: 0)! - 20 * f) < 1e-12)
    }

    @Test func discreteValuesHoldForEqualShares() {
        let a = keyframes([1, 2, 3], mode: .discrete)
        #expect(a.effectiveKeyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
        #expect(a.value(at: 0.2, base: 0) == 1)
        #expect(a.value(at: 0.34, base: 0) == 2)
        #expect(a.value(at: 0.9, base: 0) == 3)
        #expect(a.value(at: 1, base: 0) == 3)
    }

    @Test func discreteKeyTimesMayHaveOneEntryPerValueOrOneMore() {
        let perValue = keyframes([1, 2, 3], keyTimes: [0, 0.5, 0.9], mode: .discrete)
        #expect(perValue.value(at: 0.89, base: 0) == 2)
        #expect(perValue.value(at: 0.9, base: 0) == 3)
        let closed = keyframes([1, 2, 3], keyTimes: [0, 0.2, 0.5, 1], mode: .discrete)
        #expect(closed.value(at: 0.2, base: 0) == 2)
        #expect(closed.value(at: 0.6, base: 0) == 3)
    }

    @Test func pacedKeyframesMoveAtConstantSpeed() {
        let a = keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], functions: [.easeIn, .easeIn], mode: .paced)
        #expect(a.effectiveKeyTimes == [0, 0.25, 1], "keyTimes and timingFunctions are ignored")
        for i in 0...20 {
            let t = Double(i) / 20
            #expect(abs(a.value(at: t, base: 0)! - 40 * t) < 1e-12)
        }
    }

    @Test func cubicPassesThroughEveryValueAtItsKeyTime() {
        let values: [Double] = [0, 7, -3, 12, 5]
        let a = keyframes(values, keyTimes: [0, 0.1, 0.5, 0.6, 1], mode: .cubic)
        for (value, time) in zip(values, [0, 0.1, 0.5, 0.6, 1.0]) {
            #expect(abs(a.value(at: time, base: 0)! - value) < 1e-12)
        }
    }

    @Test func cubicMatchesCatmullRomOnEvenlySpacedInteriorSegments() {
        let p: [Double] = [2, -1, 4, 6, 0]
        let a = keyframes(p, mode: .cubic)
        func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ u: Double) -> Double {
            0.5 * (2 * p1 + (-p0 + p2) * u + (2 * p0 - 5 * p1 + 4 * p2 - p3) * u * u + (-p0 + 3 * p1 - 3 * p2 + p3) * u * u * u)
        }
        for segment in 1...2 {
            for i in 0...10 {
                let u = Double(i) / 10
                let expected = catmullRom(p[segment - 1], p[segment], p[segment + 1], p[segment + 2], u)
                #expect(abs(a.value(atFraction: (Double(segment) + u) / 4) - expected) < 1e-9)
            }
        }
    }

    @Test func cubicFullTensionFlattensTheTangents() {
        var a = keyframes([0, 10, 0, 10], mode: .cubic)
        a.tensionValues = [1, 1, 1, 1]
        let u = 0.3
        #expect(abs(a.value(atFraction: (1 + u) / 3) - 10 * (1 - (3 * u * u - 2 * u * u * u))) < 1e-12)
    }

    @Test func cubicOnALineStaysOnTheLineInside() {
        let a = keyframes([0, 10, 20, 30], mode: .cubic)
        #expect(abs(a.value(atFraction: 0.5) - 15) < 1e-12)
    }

    @Test func cumulativeKeyframesAddTheTotalChangeEachRepetition() {
        var a = keyframes([0, 5, 2], timing: MediaTiming(duration: 1, repeatCount: 2))
        a.isCumulative = true
        #expect(a.value(at: 1.5, base: 0) == 7)
    }

    @Test func additiveKeyframesAddToTheModelValue() {
        var a = keyframes([0, 10])
        a.isAdditive = true
        #expect(a.value(at: 0.5, base: 100) == 105)
    }

    @Test func invalidKeyTimesFallBackToEvenSpacing() {
        let a = keyframes([0, 10, 20], keyTimes: [0, 0.9, 0.2])
        #expect(a.effectiveKeyTimes == [0, 0.5, 1])
        #expect(a.value(at: 0.5, base: 0) == 10)
    }

    @Test func changingTheValuesRecomputesPacing() {
        var a = keyframes([0, 10, 40], mode: .paced)
        a.values = [0, 30, 40]
        #expect(a.effectiveKeyTimes == [0, 0.75, 1])
    }

    @Test func aSingleValueHolds() {
        let a = keyframes([7])
        #expect(a.value(at: 0.5, base: 0) == 7)
        #expect(keyframes([]).value(at: 0.5, base: 0) == nil)
    }
}
