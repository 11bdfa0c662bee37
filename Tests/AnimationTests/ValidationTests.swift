import Testing
@testable import Animation

@Suite struct ValidationTests {
    func basic(_ timing: MediaTiming, function: TimingFunction = .linear) -> Animation<Double> {
        .basic(BasicAnimation(keyPath: "opacity", fromValue: 0, toValue: 1, timing: timing, timingFunction: function))
    }

    func keyframes(_ values: [Double], keyTimes: [Double]?, functions: [TimingFunction]? = nil, mode: CalculationMode = .linear) -> Animation<Double> {
        .keyframe(KeyframeAnimation(keyPath: "strokeEnd", values: values, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode))
    }

    @Test func validAnimationsHaveNoProblems() {
        #expect(basic(MediaTiming(duration: 1)).validate().isEmpty)
        #expect(keyframes([0, 1, 0.5], keyTimes: [0, 0.3, 1], functions: [.easeIn, .easeOut]).validate().isEmpty)
        #expect(keyframes([0, 1], keyTimes: [0, 0.5, 1], mode: .discrete).validate().isEmpty)
        #expect(Animation<Double>.spring(SpringAnimation(keyPath: "x", toValue: 1)).validate().isEmpty)
    }

    @Test func negativeDurationNamesTheFieldTheAnimationAndTheFix() throws {
        let problems = basic(MediaTiming(duration: -1)).validate()
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.field == "duration")
        #expect(problem.path == [.key("duration")])
        #expect(problem.message == "duration is -1 s; a duration cannot be negative")
        #expect(problem.fix.contains("0 or more seconds"))
        #expect(problem.description.hasPrefix("'opacity' animation, duration: duration is -1 s"))
    }

    @Test func notANumberIsRejected() {
        let problems = basic(MediaTiming(beginTime: .nan, duration: 1)).validate()
        #expect(problems.map(\.field) == ["beginTime"])
        #expect(problems.first?.message == "beginTime is NaN; it must be a finite number")
    }

    @Test func keyTimesOutOfOrderPointAtTheOffendingEntry() throws {
        let problem = try #require(keyframes([0, 1, 2, 3], keyTimes: [0, 0.6, 0.4, 1]).validate().first)
        #expect(problem.path == [.key("keyTimes"), .index(2)])
        #expect(problem.message == "keyTimes[2] is 0.4, less than keyTimes[1] (0.6); key times must not decrease")
        #expect(problem.description.contains("'strokeEnd' animation, keyTimes[2]"))
    }

    @Test func keyTimesOfTheWrongCountAreRejected() throws {
        let problem = try #require(keyframes([0, 1, 2, 3], keyTimes: [0, 0.5, 1]).validate().first)
        #expect(problem.path == [.key("keyTimes")])
        #expect(problem.message == "3 keyTimes for 4 values; each value needs one key time")
        #expect(problem.fix.contains("give 4 key times"))
    }

    @Test func keyTimesOutsideTheUnitIntervalAreRejected() {
        let problems = keyframes([0, 1, 2], keyTimes: [0, 1.2, 1]).validate()
        #expect(problems.map(\.pathDescription) == ["keyTimes[1]"])
        #expect(problems.first?.message.contains("1.2, outside [0, 1]") == true)
        #expect(keyframes([0, 1], keyTimes: [0.2, 1]).validate().map(\.pathDescription) == ["keyTimes[0]"])
        #expect(keyframes([0, 1], keyTimes: [0, 0.8]).validate().map(\.pathDescription) == ["keyTimes[1]"])
    }

    @Test func cubicBezierXOutsideTheUnitIntervalIsRejected() throws {
        let curve = TimingFunction.cubicBezier(UnitBezier(0.2, -0.5, 1.3, 1.5))
        let problems = basic(MediaTiming(duration: 1), function: curve).validate()
        let problem = try #require(problems.first)
        #expect(problems.count == 1, "y outside [0, 1] is an overshoot, not an error")
        #expect(problem.pathDescription == "timingFunction.controlPoints[2]")
        #expect(problem.message.contains("x2 is 1.3, outside [0, 1]"))
    }

    @Test func segmentTimingFunctionsMustMatchTheSegments() {
        let problems = keyframes([0, 1, 2], keyTimes: nil, functions: [.easeIn]).validate()
        #expect(problems.map(\.pathDescription) == ["timingFunctions"])
        #expect(problems.first?.message == "1 timingFunctions for 2 segments between 3 values")
        let nested = keyframes([0, 1, 2], keyTimes: nil, functions: [.easeIn, .steps(0, .jumpEnd)]).validate()
        #expect(nested.map(\.pathDescription) == ["timingFunctions[1]"])
    }

    @Test func emptyValuesAreRejected() {
        #expect(keyframes([], keyTimes: nil).validate().map(\.field) == ["values"])
    }

    @Test func timingFieldsAreChecked() {
        let problems = basic(MediaTiming(duration: 1, speed: -1, repeatCount: -2)).validate()
        #expect(problems.map(\.field) == ["speed", "repeatCount"])
        #expect(basic(MediaTiming(duration: 1, repeatCount: 2, repeatDuration: 3)).validate().map(\.field) == ["repeatDuration"])
    }

    @Test func springParametersAreChecked() {
        let spring = Animation<Double>.spring(SpringAnimation(keyPath: "x", toValue: 1, spring: Spring(mass: 0, damping: -1)))
        #expect(spring.validate().map(\.field).contains("mass"))
        #expect(spring.validate().map(\.field).contains("damping"))
    }

    @Test func problemsInsideAGroupAreLocatedUnderItsChild() throws {
        let group = Animation.group(AnimationGroup(animations: [basic(MediaTiming(duration: 1)), basic(MediaTiming(duration: -2))]))
        let problem = try #require(group.validate().first)
        #expect(problem.pathDescription == "animations[1].duration")
        #expect(problem.keyPath == "opacity")
    }

    @Test func allThreeEndpointsAreRejected() {
        let a = Animation<Double>.basic(BasicAnimation(keyPath: "x", fromValue: 0, toValue: 1, byValue: 2))
        #expect(a.validate().map(\.field) == ["byValue"])
    }
}
