import Testing
@testable import Animation

@Suite struct SequencingTests {
    /// The seed bar chart: 8 bars revealed one after another over 1.0 s, each `easeOut`.
    @Test func barChartChainRevealsBarIExactlyOnItsEighth() {
        let bars = (0..<8).map { _ in
            Animation<Double>.basic(BasicAnimation(keyPath: "strokeEnd", fromValue: 0, toValue: 1,
                                                   timing: MediaTiming(duration: 1.0 / 8, fillMode: .forwards), timingFunction: .easeOut))
        }
        let chain = Animation.sequence(bars)
        for (i, bar) in chain.enumerated() {
            let begin = Double(i) / 8, end = Double(i + 1) / 8
            #expect(bar.timing.beginTime == begin)
            #expect(bar.endTime == end)
            guard case .basic(let animation) = bar else { Issue.record("not basic"); continue }
            // Frame times closer than `MediaTiming.boundaryTolerance` (1 ns) count as the boundary.
            #expect(animation.value(at: begin - 1e-6, base: 0) == nil, "bar \(i) is hidden before its turn")
            #expect(animation.value(at: begin, base: 0) == 0)
            #expect(abs(animation.value(at: (begin + end) / 2, base: 0)! - TimingFunction.easeOut.progress(0.5)) < 1e-12)
            #expect(animation.timing.state(at: end)?.phase == .after)
            #expect(animation.value(at: end, base: 0) == 1)
        }
        #expect(chain.last?.endTime == 1.0)
    }

    @Test func aSequenceCountsRepeatsSpeedAndAutoreverse() {
        let timings = [
            MediaTiming(duration: 1, repeatCount: 2),
            MediaTiming(duration: 1, autoreverses: true),
            MediaTiming(duration: 2, speed: 2),
            MediaTiming(duration: 0.5),
        ]
        #expect(MediaTiming.sequence(timings).map(\.beginTime) == [0, 2, 4, 5])
    }

    @Test func ownBeginTimesBecomeDelaysAfterThePreviousEnd() {
        let timings = [MediaTiming(beginTime: 0.5, duration: 1), MediaTiming(beginTime: 0.25, duration: 1)]
        #expect(MediaTiming.sequence(timings, startingAt: 10).map(\.beginTime) == [10.5, 11.75])
    }

    @Test func anEndlessChildNeverLetsTheNextOneStart() {
        let timings = [MediaTiming(duration: 1, repeatCount: .infinity), MediaTiming(duration: 1)]
        #expect(MediaTiming.sequence(timings)[1].beginTime == .infinity)
    }

    @Test func staggerStartsAtFixedOffsetsWithoutAccumulating() {
        let timings = Array(repeating: MediaTiming(duration: 1), count: 30)
        let staggered = MediaTiming.stagger(timings, startingAt: 1, interval: 0.1)
        for (i, timing) in staggered.enumerated() { #expect(timing.beginTime == 1 + Double(i) * 0.1) }
    }

    @Test func delayShiftsTheBeginning() {
        let a = Animation<Double>.basic(BasicAnimation(keyPath: "x", toValue: 1, timing: MediaTiming(beginTime: 1, duration: 1)))
        #expect(a.delayed(by: 0.5).timing.beginTime == 1.5)
        #expect(a.delayed(by: 0.5).endTime == 2.5)
    }
}
