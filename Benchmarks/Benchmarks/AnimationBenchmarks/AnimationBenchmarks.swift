import Benchmark
import Reel

/// Evaluates 10,000 animated properties at 600 frame times, 6 million property evaluations per
/// benchmark iteration (issue 3's target: under 100 ns each). Divide the wall-clock time of one
/// iteration by 6,000,000 for ns per property evaluation.
///
/// Measured 2026-11-22 on the shared 2-vCPU build VM (load average 3–4, so p0 is the fairest),
/// wall clock p0 / p50 per evaluation: basic 96 / 111 ns; mixed kinds through `Animation.apply`
/// 225 / 263 ns; the scene 938 ns, of which the animation core is a small part: valgrind shows
/// most of its ~4,200 instructions per property in `Layer`'s String-keyed key-path lookups
/// (hashing twice per animation) and value-witness copies of `Layer`, `PropertyValue` and
/// `Animation`. No allocation per evaluation (16 mallocs per iteration are the harness's).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 10)

    let functions: [TimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    let times = (0..<600).map { Double($0) / 60 }

    // 1. The timing and easing core: basic animations of numbers, called directly.
    let basics = (0..<10_000).map { i in
        BasicAnimation<Double>(
            keyPath: "opacity", fromValue: 0, toValue: Double(i),
            timing: MediaTiming(beginTime: Double(i % 10) * 0.1, duration: 1 + Double(i % 7) * 0.25, fillMode: .both),
            timingFunction: functions[i % functions.count])
    }
    Benchmark("Basic: 10,000 properties × 600 times (6M evaluations)") { _ in
        var sum = 0.0
        for time in times {
            for animation in basics { sum += animation.value(at: time, base: 0) ?? 0 }
        }
        blackHole(sum)
    }

    // 2. A mix of every animation kind through `Animation.apply`, as a scene applies them: basic
    //    with repeats and autoreverse, keyframes (linear and cubic), springs, and groups.
    let mixed: [Animation<Double>] = (0..<10_000).map { i in
        let timing = MediaTiming(beginTime: Double(i % 10) * 0.1, duration: 1 + Double(i % 7) * 0.25,
                                 repeatCount: Double(i % 3 + 1), autoreverses: i % 2 == 0, fillMode: .both)
        switch i % 4 {
        case 0:
            return .basic(BasicAnimation(keyPath: "x", fromValue: 0, toValue: Double(i), timing: timing,
                                         timingFunction: functions[i % functions.count]))
        case 1:
            return .keyframe(KeyframeAnimation(keyPath: "x", values: [0, 10, 5, 20, 15], keyTimes: [0, 0.1, 0.5, 0.7, 1],
                                               timingFunctions: [.easeIn, .easeOut, .linear, .default],
                                               calculationMode: i % 8 == 1 ? .linear : .cubic, timing: timing))
        case 2:
            return .spring(SpringAnimation(keyPath: "x", fromValue: 0, toValue: 1, spring: Spring(damping: Double(5 + i % 20)), timing: timing))
        default:
            return .group(AnimationGroup(animations: [
                .basic(BasicAnimation(keyPath: "x", toValue: 3, timing: MediaTiming(beginTime: 0.2, duration: 0.5, fillMode: .both),
                                      timingFunction: .easeInEaseOut)),
            ], timing: timing))
        }
    }
    Benchmark("Mixed kinds through Animation.apply: 10,000 × 600 (6M evaluations)") { _ in
        var sum = 0.0
        for time in times {
            for animation in mixed {
                var target = ScalarTarget(x: 1)
                animation.apply(at: time, to: &target)
                sum += target.x
            }
        }
        blackHole(sum)
    }

    // 3. A scene: 2,500 shape layers with 4 animated properties each, evaluated by
    //    `Scene.presentedLayers` (key-path lookup, PropertyValue boxing and layer copies included).
    let layers = (0..<2_500).map { i -> Layer in
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: Double(i % 50) * 12, y: Double(i / 50) * 12),
                          content: .shape(ShapeContent(path: .rect(Rect(x: 0, y: 0, width: 10, height: 10)))))
        let timing = MediaTiming(beginTime: Double(i % 8) / 8, duration: 0.125, fillMode: .both)
        layer.animations = [
            .basic(BasicAnimation(keyPath: "strokeEnd", fromValue: .number(0), toValue: .number(1), timing: timing, timingFunction: .easeOut)),
            .basic(BasicAnimation(keyPath: "opacity", fromValue: .number(0), toValue: .number(1), timing: timing)),
            .basic(BasicAnimation(keyPath: "position.y", byValue: .number(20), timing: timing, timingFunction: .easeInEaseOut)),
            .basic(BasicAnimation(keyPath: "lineWidth", fromValue: .number(1), toValue: .number(4), timing: timing)),
        ]
        return layer
    }
    let scene = Scene(size: Size(width: 600, height: 600), fps: 60, duration: 10, layers: layers)
    Benchmark("Scene: 2,500 layers × 4 properties × 600 frames (6M evaluations)") { _ in
        var sum = 0.0
        for frame in 0..<600 {
            let presented = scene.presentedLayers(at: scene.time(ofFrame: frame))
            sum += presented[frame % presented.count].opacity
        }
        blackHole(sum)
    }
}

/// One animatable number.
struct ScalarTarget: AnimationTarget {
    var x: Double
    func value(forKeyPath keyPath: String) -> Double? { x }
    mutating func setValue(_ value: Double, forKeyPath keyPath: String) { x = value }
}
