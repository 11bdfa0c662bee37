// swift-tools-version: 6.1
import PackageDescription

// Reel's examples: Swift programs that script videos with the `Reel` library. A package of its
// own (depending on Reel by path) so that `make test` never builds them; `make examples` builds
// and runs every one into out/examples/.
let package = Package(
    name: "ReelExamples",
    dependencies: [
        // `traits: []`: the library alone, without the reel command's packages (its argument
        // parsing and preview server), which a program using the library never builds.
        .package(name: "Reel", path: "..", traits: []),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "hello", dependencies: [.product(name: "Reel", package: "Reel")], path: "Sources/Hello"),
        .executableTarget(
            name: "sales-deck",
            dependencies: [.product(name: "Reel", package: "Reel"), .product(name: "SwiftCSV", package: "SwiftCSV")],
            path: "Sources/SalesDeck"),
        .executableTarget(
            name: "deck", dependencies: [.product(name: "Reel", package: "Reel")], path: "Sources/Deck"),
        .executableTarget(
            name: "city-race", dependencies: [.product(name: "Reel", package: "Reel")], path: "Sources/CityRace"),
        .executableTarget(
            name: "gapminder", dependencies: [.product(name: "Reel", package: "Reel")], path: "Sources/Gapminder"),
        .executableTarget(
            name: "quarterly-sales", dependencies: [.product(name: "Reel", package: "Reel")], path: "Sources/QuarterlySales"),
    ],
    swiftLanguageModes: [.v6]
)
