// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Reel",
    products: [
        .executable(name: "reel", targets: ["ReelCLI"]),
        .library(name: "Reel", targets: ["Reel"]),
    ],
    // The `reel` command's own packages (argument parsing, the preview server's HTTP and
    // WebSocket stack, the zip writer of `reel lottie`'s .lottie files) hang on this default
    // trait, so a program that uses only the `Reel` library resolves and builds none of them
    // when it depends on Reel with `traits: []`.
    traits: [
        .trait(name: "CommandLineTool", description: "The reel command: argument parsing, the preview server, the dotLottie writer."),
        .default(enabledTraits: ["CommandLineTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // Cairo, fontconfig and the Pango calls Render makes (shim.h says why not through
        // Pango's pkg-config file), linked by its module map.
        .systemLibrary(name: "CCairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // FFmpeg's headers, and its libraries opened on first use rather than linked (start-up).
        .target(name: "CFFmpeg"),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(
            name: "CImageQuant", pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"])]),
        // Async-signal-safe removal of temporary outputs: a fatal signal's handler cannot run Swift.
        .target(name: "COutputCleanup"),
        .target(name: "CStopSignals"),
        // Large fresh buffers (frames, the PNG writer's rows) backed by the kernel's 2 MB pages.
        .target(name: "CHugePages"),
        // The PNG writer of every PNG Reel writes: the per-pixel work is C, fast in debug builds too.
        .target(name: "CPNG", dependencies: ["CHugePages"], linkerSettings: [.linkedLibrary("deflate"), .linkedLibrary("isal")]),
        // BGRA → YUV 4:2:0 for the encoders, vectorised (AVX2 where the CPU has it).
        .target(name: "CYUV"),

        .target(name: "Animation"),
        .target(name: "Scene", dependencies: ["Animation"]),
        .target(name: "Charts", dependencies: ["Animation", "Scene"]),
        .target(name: "SceneFile", dependencies: ["Scene", "Charts", "LottieImport", "Yams"]),
        // Lottie files read into layers (`reel render anim.json`, `type: lottie`): no rendering,
        // so scene decoding can use it; .lottie archives through its own zip reader.
        .target(name: "LottieImport", dependencies: ["Animation", "Scene"]),
        .target(name: "Render", dependencies: ["Scene", "CCairo", "CJPEG", "CPNG", "CHugePages"]),
        // Files and directories that appear whole or not at all, and the process's stop signals.
        .target(name: "Output", dependencies: ["COutputCleanup", "CStopSignals"]),
        // Sound: files decoded through FFmpeg, tracks placed and mixed to the sample, the mix's
        // sample of every video frame.
        .target(name: "Audio", dependencies: ["Scene", "CFFmpeg"]),
        .target(name: "Export", dependencies: ["Render", "Output", "Audio", "CFFmpeg", "CImageQuant", "CWebP", "CPNG", "CYUV"]),
        .target(name: "Slides", dependencies: ["Scene", "Render", "Output", "Export"]),
        .target(name: "Reel", dependencies: ["Animation", "Scene", "Charts", "SceneFile", "LottieImport", "Render", "Output", "Audio", "Export", "Slides"]),
        // Scenes as Lottie animations: the layer tree walked into Bodymovin JSON (text as glyph
        // outlines from Render), and the dotLottie zip.
        .target(name: "Lottie", dependencies: ["Animation", "Scene", "Render", .product(name: "ZIPFoundation", package: "ZIPFoundation", condition: .when(traits: ["CommandLineTool"]))]),
        .target(
            name: "Preview",
            dependencies: [
                "SceneFile", "Render", "Output", "Audio", "Export",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["CommandLineTool"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["CommandLineTool"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["CommandLineTool"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["CommandLineTool"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["CommandLineTool"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["CommandLineTool"])),
            ]),
        .executableTarget(
            name: "ReelCLI",
            dependencies: ["Reel", "Preview", "Lottie", .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CommandLineTool"]))]),

        .target(name: "TestSupport", dependencies: ["Render"], path: "Tests/TestSupport"),
        // CCairo's hand-declared Pango types and calls compiled against Pango's own headers, so a
        // mismatch fails the tests' build. Its include paths are pkg-config's for pangocairo,
        // written out (unsafe flags are refused only in a dependency's products, and no product
        // has this target); the multiarch GLib directory of each architecture Reel builds on.
        .target(
            name: "CCairoCheck", dependencies: ["CCairo"], path: "Tests/CCairoCheck",
            cSettings: [.unsafeFlags([
                "-I/usr/include/pango-1.0", "-I/usr/include/glib-2.0", "-I/usr/include/harfbuzz", "-I/usr/include/cairo",
                "-I/usr/lib/x86_64-linux-gnu/glib-2.0/include", "-I/usr/lib/aarch64-linux-gnu/glib-2.0/include",
            ])]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "Animation", "Render", "SceneFile", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "SceneFileTests", dependencies: ["SceneFile", "Render", "TestSupport"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "TestSupport", "CCairoCheck"], exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "OutputTests", dependencies: ["Output"]),
        .testTarget(name: "ExportTests", dependencies: ["Export", "Audio", "Output", "SceneFile", "TestSupport", "CFFmpeg", "CYUV"]),
        .testTarget(name: "SlidesTests", dependencies: ["Slides", "SceneFile", "Render", "Output", "Export", "TestSupport"]),
        .testTarget(name: "ReelCLITests", dependencies: ["SceneFile", "Render", "Output", "Audio", "Export", "TestSupport"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "SceneFile", "Render", "Output", "Export", "TestSupport"]),
        .testTarget(name: "LottieTests", dependencies: ["Lottie", "LottieImport", "SceneFile", "Render", "TestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
    ],
    swiftLanguageModes: [.v6]
)
