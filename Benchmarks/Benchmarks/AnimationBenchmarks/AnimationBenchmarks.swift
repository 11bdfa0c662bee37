import Benchmark
import Reel

/// Evaluates 10,000 animated properties at 600 frame times (issue 3's target: under 100 ns each).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(5), maxIterations: 20)

    let functions: [TimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    let animations = (0..<10_000).map { i in
        BasicAnimation<Double>(
            keyPath: "opacity", fromValue: 0, toValue: Double(i),
            timing: MediaTiming(beginTime: Double(i % 10) * 0.1, duration: 1 + Double(i % 7) * 0.25, fillMode: .both),
            timingFunction: functions[i % functions.count])
    }
    let times = (0..<600).map { Double($0) / 60 }

    Benchmark("Evaluate 10,000 properties × 600 times (6M evaluations)") { benchmark in
        var sum = 0.0
        for time in times {
            for animation in animations { sum += animation.value(at: time, base: 0) ?? 0 }
        }
        blackHole(sum)
    }
}
