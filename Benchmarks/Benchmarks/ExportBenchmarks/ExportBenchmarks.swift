import Benchmark
import Foundation
import BenchmarkSupport
import Reel

/// Issue 5's targets: rendering the seed bar chart (10 s, 1920×1080, 60 fps) to MP4 takes at
/// most 1.15 × the time of encoding the same frames alone with the same settings — rendering
/// and colour conversion hide behind the encoder. Compare the two wall-clock medians of one run.
/// Peak memory of whole renders is measured on the `reel` binary: see peak-memory.sh.
///
/// Measured 2026-11-22 on the 2-core CI machine (other builds running): encode alone p50
/// 6677 ms, whole render p50 7076 ms, ratio 1.06. The ratio issue 13 asks for (1.1×, 1080p60
/// and 4K30, the two sides alternated in fresh processes) is `EncodeRatio`'s, and so is the
/// peak memory: 254 MB for a 10 s and a 60 s 1080p60 render (2026-11-23, with the picture pool).
/// (This suite's encode-alone resident peak includes its ~90 pre-converted frames held in
/// memory, so only the whole render's peak compares with the 300 MB limit.)
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
        warmupIterations: 0, maxDuration: .seconds(120), maxIterations: 5)

    let scene = BarChartScene.make(duration: 10)
    let options = ExportOptions()
    let output = NSTemporaryDirectory() + "reel-export-benchmark-\(getpid()).mp4"

    Benchmark("Bar chart 10 s 1080p60 to MP4: whole render (render + convert + encode)") { _ in
        let result = try Exporter.export(scene: scene, to: output, options: options)
        blackHole(result)
    }

    Benchmark(
        "Bar chart 10 s 1080p60 to MP4: encode alone (pre-rendered, pre-converted frames)",
        closure: { _ in
            let frames = PreRenderedFrames.shared!
            try frames.encode(into: Exporter.makeSink(scene: scene, to: output, options: options))
        },
        setup: { PreRenderedFrames.shared = try PreRenderedFrames(scene: scene, path: output, options: options) },
        teardown: {
            PreRenderedFrames.shared = nil
            unlink(output)
        })
}
