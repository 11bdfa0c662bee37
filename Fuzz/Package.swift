// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer target lives in its own package, built with sanitizers by `make fuzz`, so that
// it never slows or breaks `make test`'s build.
let package = Package(
    name: "ReelFuzz",
    dependencies: [
        .package(name: "Reel", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "ReelFuzz",
            dependencies: [.product(name: "Reel", package: "Reel")]),
    ],
    swiftLanguageModes: [.v6]
)
