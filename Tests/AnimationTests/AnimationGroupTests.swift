import Testing
@testable import Animation

@Suite struct AnimationGroupTests {
    func child(_ key: String, begin: Double, duration: Double, fill: FillMode = .removed) -> Animation<Double> {
        .basic(BasicAnimation(keyPath: key, fromValue: 0, toValue: 10, timing: MediaTiming(beginTime: begin, duration: duration, fillMode: fill)))
    }

    func evaluate(_ animation: Animation<Double>, at time: Double) -> [String: Double] {
        var target = DictionaryTarget(values: ["a": -1, "b": -1])
        animation.apply(at: time, to: &target)
        return target.values
    }

    @Test func childrenRunInTheGroupsLocalTime() {
        let group = Animation.group(AnimationGroup(
            animations: [child("a", begin: 0, duration: 1), child("b", begin: 0.5, duration: 1)],
            timing: MediaTiming(beginTime: 2, duration: 2)))
        #expect(evaluate(group, at: 2.5) == ["a": 5, "b": 0])
        #expect(evaluate(group, at: 3) == ["a": -1, "b": 5])
        #expect(evaluate(group, at: 1) == ["a": -1, "b": -1], "before the group begins nothing shows")
    }

    @Test func childrenAreClippedToTheGroupsDuration() {
        let group = Animation.group(AnimationGroup(animations: [child("a", begin: 0, duration: 2, fill: .forwards)],
                                                   timing: MediaTiming(duration: 1)))
        #expect(evaluate(group, at: 0.99)["a"]! > 4.9)
        #expect(evaluate(group, at: 1)["a"] == -1, "the group ended without a forwards fill")
    }

    @Test func aForwardsFillNeedsTheGroupAndTheChild() {
        let filled = AnimationGroup(animations: [child("a", begin: 0, duration: 1, fill: .forwards)],
                                    timing: MediaTiming(duration: 1, fillMode: .forwards))
        #expect(evaluate(.group(filled), at: 5)["a"] == 10)
        let childNotFilled = AnimationGroup(animations: [child("a", begin: 0, duration: 1)],
                                            timing: MediaTiming(duration: 1, fillMode: .forwards))
        #expect(evaluate(.group(childNotFilled), at: 5)["a"] == -1)
        let cutShort = AnimationGroup(animations: [child("a", begin: 0, duration: 2, fill: .forwards)],
                                      timing: MediaTiming(duration: 1, fillMode: .forwards))
        #expect(evaluate(.group(cutShort), at: 5)["a"] == 5, "a clipped child holds where the group stopped it")
    }

    @Test func groupRepeatsAndReversesItsChildren() {
        let repeated = Animation.group(AnimationGroup(animations: [child("a", begin: 0, duration: 1)],
                                                      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true)))
        #expect(evaluate(repeated, at: 1.5)["a"] == 5)
        #expect(evaluate(repeated, at: 1.75)["a"] == 2.5, "the reverse half runs the children backwards")
        #expect(evaluate(repeated, at: 2.25)["a"] == 2.5, "the second repetition starts again")
        #expect(repeated.endTime == 4)
    }

    @Test func defaultDurationCoversEveryChild() {
        let group = AnimationGroup(animations: [child("a", begin: 0.5, duration: 1), child("b", begin: 0, duration: 0.75)])
        #expect(group.timing.duration == 1.5)
    }

    @Test func groupsNest() {
        let inner = Animation.group(AnimationGroup(animations: [child("a", begin: 0, duration: 1)], timing: MediaTiming(beginTime: 1, duration: 1)))
        let outer = Animation.group(AnimationGroup(animations: [inner], timing: MediaTiming(beginTime: 1, duration: 3)))
        #expect(evaluate(outer, at: 2.5)["a"] == 5)
    }
}
