import Benchmark
import Reel

/// Renders the seed bar chart (reference §2) at 1920×1080, single-threaded, at four moments:
/// mid-reveal, last bar, mid fade-in, final (issue 4's target: under 4 ms a frame).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput], timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 300)

    for time in [0.3, 0.95, 1.2, 1.5] {
        Benchmark("Seed bar chart 1920×1080, t = \(time) s") { benchmark in
            let renderer = Renderer()
            let scene = try SeedBarChart.scene(measurer: renderer)
            // Warm the layout cache as a long render would be.
            blackHole(try renderer.render(scene, at: time))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try renderer.render(scene, at: time))
            }
        }
    }

    // The same chart as the Charts component expands it (its own layout and layer tree).
    for time in [0.95, 1.5] {
        Benchmark("Charts.BarChart 1920×1080, t = \(time) s") { benchmark in
            let renderer = Renderer()
            let chart = try BarChart(xLabels: SeedBarChart.xLabels).layer(measuring: renderer)
            let container = Layer(
                bounds: Rect(x: 0, y: 0, width: 300, height: 300), position: Point(x: 960, y: 540),
                transform: .scale(x: 3.6, y: 3.6), sublayers: [chart])
            let scene = Scene(size: Size(width: 1920, height: 1080), fps: 30, duration: 2, background: .white, layers: [container])
            blackHole(try renderer.render(scene, at: time))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try renderer.render(scene, at: time))
            }
        }
    }
}
