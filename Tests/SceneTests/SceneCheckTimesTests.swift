import Animation
import Testing
@testable import Scene

/// `Scene.checkTimes()`: the times `reel layout --check` looks at.
@Suite struct SceneCheckTimesTests {
    /// Keyframes without `keyTimes` are evenly spaced, as evaluation spaces them: each is a time
    /// where a layout can be at its extreme, so each is checked.
    @Test func keyframesWithoutKeyTimesAreCheckedAtTheirEvenlySpacedTimes() {
        var layer = Layer()
        let values: [PropertyValue] = [.number(0), .number(1), .number(0), .number(1), .number(0)]
        layer.animations = [.keyframe(KeyframeAnimation(keyPath: "opacity", values: values, timing: MediaTiming(beginTime: 1, duration: 2)))]
        let scene = Scene(size: Size(width: 10, height: 10), fps: 10, duration: 4, layers: [layer])
        let times = scene.checkTimes()
        for expected in [0, 1, 1.5, 2, 2.5, 3, 3.9] {
            #expect(times.contains { abs($0 - expected) < 1e-9 }, "\(expected) in \(times)")
        }
        #expect(times.count == 7)
    }
}
