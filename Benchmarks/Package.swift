// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that their dependencies never slow `make test`.
let package = Package(
    name: "ReelBenchmarks",
    dependencies: [
        .package(name: "Reel", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The seed bar chart and pre-rendered frames, shared by the export benchmarks.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Reel", package: "Reel")],
            path: "Benchmarks/BenchmarkSupport"),
        // `reel render` against x264 alone, alternated in one run: a plain program, not a
        // `Benchmark` suite, so that the two sides interleave.
        .executableTarget(
            name: "EncodeRatio",
            dependencies: ["BenchmarkSupport", .product(name: "Reel", package: "Reel")],
            path: "Benchmarks/EncodeRatio"),
        // Issue 25: a chart's layout against rendering it at 1080p, as a plain program.
        .executableTarget(
            name: "ChartLayoutRatio",
            dependencies: [.product(name: "Reel", package: "Reel")],
            path: "Benchmarks/ChartLayoutRatio"),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: [
                .product(name: "Reel", package: "Reel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AnimationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "Reel", package: "Reel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "ExportBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Reel", package: "Reel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ExportBenchmarks",
            exclude: ["bar-chart.yaml", "peak-memory.sh"],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ],
    swiftLanguageModes: [.v6]
)
