import Animation
import Scene
import Testing
@testable import SceneFile

/// Keyframe, spring and group animations as scene files write them, and the Animation module's
/// validation reported at the field it names.
@Suite struct AnimationKindTests {
    func animations(_ yaml: String) throws -> [Animation<PropertyValue>] {
        try SceneFixtures.decode(SceneFixtures.scene(layers: "  - path: \"M 0 0 L 10 0\"\n    animations:\n" + yaml)).layers[0].animations
    }

    @Test func keyframesTakeValuesKeyTimesAndTimingFunctions() throws {
        let decoded = try animations("""
                  - keyPath: strokeEnd
                    values: [0, 0.8, 1]
                    keyTimes: [0, 0.5, 1]
                    timingFunctions: [easeIn, "steps(2)"]
                    duration: 2s
            """)
        guard case .keyframe(let keyframe) = decoded[0] else { Issue.record("not a keyframe animation"); return }
        #expect(keyframe.values == [.number(0), .number(0.8), .number(1)])
        #expect(keyframe.keyTimes == [0, 0.5, 1])
        #expect(keyframe.timingFunctions == [.easeIn, .steps(2, .jumpEnd)])
        #expect(keyframe.value(at: 1, base: .number(1)) == .number(0.8), "the second value at its key time")
    }

    @Test func keyTimesAndValuesMustMatchInCount() {
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: """
              - path: "M 0 0 L 10 0"
                animations:
                  - {keyPath: strokeEnd, values: [0, 1], keyTimes: [0, 0.5, 1]}
            """))
        #expect(errors.map(\.message) == ["3 keyTimes for 2 values; each value needs one key time"])
        #expect(errors.first?.keyPath == "layers[0].animations[0].keyTimes")
        #expect(errors.first?.location.line == 6)
        #expect(errors.first?.location.column == 56)
    }

    @Test func aSpringWithoutDurationLastsUntilItSettles() throws {
        let decoded = try animations("      - {type: spring, keyPath: position.x, fromValue: 0, toValue: 100, stiffness: 200, damping: 20, fillMode: forwards}\n")
        guard case .spring(let spring) = decoded[0] else { Issue.record("not a spring"); return }
        #expect(spring.timing.duration == spring.spring.settlingDuration)
        #expect(spring.value(at: spring.timing.duration, base: .number(0)) == .number(100))
        let undamped = SceneFixtures.errors(SceneFixtures.scene(layers: "  - animations: [{type: spring, keyPath: opacity, toValue: 0, damping: 0}]\n"))
        #expect(undamped.map(\.message) == ["this spring never settles (it has no damping)"])
    }

    @Test func groupsHoldChildrenAndLastUntilTheLastEnds() throws {
        let decoded = try animations("""
                  - beginTime: 1
                    animations:
                      - {keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 2}
                      - {keyPath: lineWidth, toValue: 4, beginTime: 0.5, duration: 2}
            """)
        guard case .group(let group) = decoded[0] else { Issue.record("not a group"); return }
        #expect(group.animations.count == 2)
        #expect(group.timing.duration == 2.5 && decoded[0].endTime == 3.5)
    }

    @Test func animationDefaultsApplyInsideGroups() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - path: "M 0 0 L 10 0"
                animations:
                  - animations: [{keyPath: strokeEnd, toValue: 1}]
            """, extra: "defaults:\n  animation: {fillMode: both}\n"))
        guard case .group(let group) = scene.layers[0].animations[0], case .basic(let child) = group.animations[0] else {
            Issue.record("not a group of a basic animation"); return
        }
        #expect(child.timing.fillMode == .both)
    }

    @Test func validateSummaryListsWhatEndsAfterTheScene() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - id: late
                animations: [{keyPath: opacity, toValue: 0, beginTime: 0.5, duration: 1}, {keyPath: opacity, toValue: 0, repeatCount: infinity}]
              - animations: [{keyPath: opacity, toValue: 0}]
            """))
        let summary = SceneSummary(scene: scene)
        #expect(summary.layerCount == 2 && summary.animationCount == 3 && summary.frameCount == 30)
        #expect(summary.lateAnimations.map(\.layer) == ["late", "late"])
        #expect(summary.text.contains("  late opacity: ends at 1.5 s"))
        #expect(summary.text.contains("  late opacity: repeats for ever"))
    }

    /// A fade ending exactly at the scene's end never finishes on screen: the last frame is one
    /// frame earlier. `validate` warns, naming it and both fixes.
    @Test func anEndAtTheScenesEndIsAfterTheLastFrame() throws {
        let scene = try SceneFixtures.decode("size: [64, 36]\nfps: 30\nduration: 8\nlayers:\n  - id: cards\n"
            + "    animations: [{keyPath: opacity, fromValue: 1, toValue: 0, beginTime: 7, duration: 1}]\n"
            + "  - id: title\n    animations: [{keyPath: opacity, toValue: 0, beginTime: 7, duration: 0.9}]\n")
        let summary = SceneSummary(scene: scene)
        #expect(abs(summary.lastFrameTime - 239.0 / 30) < 1e-12)
        #expect(summary.lateAnimations.map(\.layer) == ["cards"], "7.9 s is on screen; 8 s is not")
        let warning = try #require(summary.lateWarning)
        #expect(warning.message.contains("1 animation ends after the last frame, at 7.967 s (240 frames at 30 fps)"))
        #expect(warning.message.contains("cards opacity (ends at 8 s)"))
        #expect(warning.fix == "make the scene's duration at least 8.034 s, or end it by 7.967 s")
        // The fix works: that duration's last frame shows the end.
        var longer = scene
        longer.duration = 8.034
        #expect(SceneSummary(scene: longer).lateWarning == nil)
    }
}
