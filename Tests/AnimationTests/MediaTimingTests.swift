import Testing
@testable import Animation

/// Boundary cases of Core Animation's timing model: exact begin, exact end, between cycles.
@Suite struct MediaTimingTests {
    func state(_ timing: MediaTiming, _ time: Double) -> (Double, Int, TimingPhase)? {
        timing.state(at: time).map { ($0.fraction, $0.iteration, $0.phase) }
    }

    @Test func exactBeginIsActiveAndJustBeforeIsNot() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        #expect(state(timing, 1)! == (0, 0, .active))
        #expect(state(timing, 0.999) == nil)
    }

    @Test func exactEndShowsTheModelValueWithoutAForwardsFill() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        #expect(state(timing, 2.999)!.0 > 0.999)
        #expect(state(timing, 3) == nil)
    }

    @Test func forwardsFillHoldsTheEndExactly() {
        let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards)
        #expect(state(timing, 3)! == (1, 0, .after))
        #expect(state(timing, 1000)! == (1, 0, .after))
        #expect(state(timing, 0.5) == nil)
    }

    @Test func backwardsFillShowsTheStartBeforeTheBeginning() {
        let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards)
        #expect(state(timing, 0)! == (0, 0, .before))
        #expect(state(timing, 3) == nil)
        let both = MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
        #expect(state(both, -5)! == (0, 0, .before))
        #expect(state(both, 5)! == (1, 0, .after))
    }

    @Test func aCycleBoundaryStartsTheNextRepetition() {
        let timing = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
        #expect(state(timing, 1)! == (0, 1, .active))
        #expect(state(timing, 2.5)! == (0.5, 2, .active))
        #expect(state(timing, 3)! == (1, 2, .after), "the very end closes the last cycle")
        #expect(timing.endTime == 3)
    }

    @Test func fractionalRepeatCountEndsPartWay() {
        let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(timing.endTime == 2.5)
        #expect(state(timing, 2.5)! == (0.5, 2, .after))
        #expect(state(MediaTiming(duration: 1, repeatCount: 2.5), 2.5) == nil)
    }

    @Test func repeatDurationSetsTheActiveDuration() {
        let timing = MediaTiming(duration: 1, repeatDuration: 1.75, fillMode: .forwards)
        #expect(timing.endTime == 1.75)
        #expect(state(timing, 1.25)! == (0.25, 1, .active))
        #expect(state(timing, 10)! == (0.75, 1, .after))
    }

    @Test func infiniteRepeatNeverEnds() {
        let timing = MediaTiming(duration: 1, repeatCount: .infinity)
        #expect(timing.endTime == .infinity)
        #expect(state(timing, 1_000_000.25)! == (0.25, 1_000_000, .active))
    }

    @Test func autoreversePlaysBackAndEndsAtTheStart() {
        let timing = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
        #expect(timing.endTime == 2)
        #expect(state(timing, 0.5)! == (0.5, 0, .active))
        #expect(state(timing, 1)! == (1, 0, .active), "the turning point shows the end")
        #expect(state(timing, 1.25)! == (0.75, 0, .active))
        #expect(state(timing, 2)! == (0, 0, .after), "after reversing, the start holds")
        #expect(state(MediaTiming(duration: 1, autoreverses: true), 2) == nil)
    }

    @Test func autoreverseRepeatsStartAgainBetweenCycles() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true)
        #expect(timing.endTime == 4)
        #expect(state(timing, 2)! == (0, 1, .active))
        #expect(state(timing, 3.5)! == (0.5, 1, .active))
    }

    @Test func speedScalesLocalTime() {
        let fast = MediaTiming(beginTime: 1, duration: 1, speed: 2, fillMode: .forwards)
        #expect(fast.endTime == 1.5)
        #expect(state(fast, 1.25)! == (0.5, 0, .active))
        #expect(state(fast, 1.5)! == (1, 0, .after))
        let slow = MediaTiming(beginTime: 1, duration: 1, speed: 0.5)
        #expect(slow.endTime == 3)
        #expect(state(slow, 2)! == (0.5, 0, .active))
    }

    @Test func zeroSpeedPausesAtTheTimeOffset() {
        let paused = MediaTiming(duration: 2, speed: 0, timeOffset: 0.5)
        #expect(paused.endTime == .infinity)
        #expect(state(paused, 0)! == (0.25, 0, .active))
        #expect(state(paused, 100)! == (0.25, 0, .active))
    }

    @Test func timeOffsetStartsPartWayAndWrapsAround() {
        // A 3 s animation offset by 1 s plays 1…3 s, then 0…1 s, over its usual 3 s.
        let timing = MediaTiming(duration: 3, timeOffset: 1, fillMode: .forwards)
        #expect(timing.endTime == 3)
        #expect(state(timing, 0)! == (1.0 / 3, 0, .active))
        #expect(state(timing, 1.5)! == (2.5 / 3, 0, .active))
        #expect(state(timing, 2)! == (0, 1, .active), "wrapping past the end starts the next repetition")
        #expect(state(timing, 2.5)! == (0.5 / 3, 1, .active))
        #expect(state(timing, 3)! == (1.0 / 3, 1, .after), "it ends where it started")
        #expect(state(MediaTiming(duration: 3, timeOffset: 1), 3) == nil)
    }

    @Test func backwardsFillShowsTheOffsetStart() {
        let timing = MediaTiming(beginTime: 1, duration: 1, timeOffset: 0.5, fillMode: .backwards)
        #expect(state(timing, 0)! == (0.5, 0, .before))
    }

    @Test func frameTimesLandOnDecimalBoundariesDespiteRounding() {
        // 9/30 s is 0.29999…; 0.3 / 0.1 is 2.9999… in binary; both must count as the boundary.
        let timing = MediaTiming(duration: 0.1, repeatCount: 5)
        #expect(state(timing, 9.0 / 30)! == (0, 3, .active))
        let delayed = MediaTiming(beginTime: 0.1, duration: 0.2)
        #expect(state(delayed, 9.0 / 30) == nil, "0.1 + 0.2 ends at frame 9 of 30 fps")
        #expect(state(MediaTiming(beginTime: 0.7, duration: 0.1), 0.7)! == (0, 0, .active))
    }

    @Test func zeroDurationJumpsAtTheBeginning() {
        let timing = MediaTiming(beginTime: 1, duration: 0, fillMode: .both)
        #expect(state(timing, 0.5)! == (0, 0, .before))
        #expect(state(timing, 1)! == (1, 0, .after))
        #expect(state(MediaTiming(beginTime: 1, duration: 0), 1) == nil)
    }

    @Test func evaluationIsPureAndOrderIndependent() {
        let timing = MediaTiming(beginTime: 0.3, duration: 0.7, speed: 1.5, timeOffset: 0.2, repeatCount: 2.5, autoreverses: true, fillMode: .both)
        let times = (0..<120).map { Double($0) / 30 }
        let forwards = times.map { timing.state(at: $0) }
        let backwards = times.reversed().map { timing.state(at: $0) }.reversed()
        #expect(forwards == Array(backwards))
    }
}
