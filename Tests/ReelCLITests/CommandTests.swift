import Foundation
import Render
import SceneFile
import Testing
import TestSupport

/// End-to-end: every command of the built `reel`, its output and exit status.
@Suite struct CommandTests {
    @Test func versionAndHelpWithExamplesForEveryCommand() throws {
        let version = try ProcessResult.reel("--version")
        #expect(version.status == 0 && version.standardOutput == "0.2.0\n")
        for command in ["render", "concat", "still", "frames", "preview", "slides", "validate", "schema"] {
            let help = try ProcessResult.reel(command, "--help")
            #expect(help.status == 0, "\(command) --help")
            #expect(help.standardOutput.contains("Examples:") && help.standardOutput.contains("reel \(command) "), "\(command):\n\(help.standardOutput)")
        }
        let root = try ProcessResult.reel("--help")
        let flattened = root.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains("Exit codes: 0 success, 1 render or encode failure, 2 usage or scene error, 130 interrupted."))
    }

    @Test func usageErrorsExitWithTwo() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let cases: [([String], String)] = [
            (["render", scene, "-o", directory.file("x.mp4"), "--frobnicate"], "Unknown option '--frobnicate'"),
            (["frobnicate"], "reel: unknown command 'frobnicate'; 'reel --help' lists the commands"),
            (["still", scene], "give the time with --at SECONDS, the frame with --frame N, or --poster"),
            (["still", scene, "--at", "soon"], "--at must be a time from 0 to 86400 seconds"),
            (["still", scene, "--at", "1e300"], "--at must be a time from 0 to 86400 seconds"),
            (["frames", scene, "-o", directory.file("f"), "--range", "1e300.."], "--range starts after the scene's last frame (9, at 0.9 s)"),
            (["still", scene, "--frame", "99", "-o", directory.file("x.png")], "--frame 99 is past the scene's last frame, 9"),
            (["frames", scene, "-o", directory.file("f"), "--range", "0.5..0.2"], "--range selects no frames"),
            (["frames", scene, "-o", directory.file("f"), "--range", "5f..20f"], "--range goes past the scene's 10 frames"),
            (["frames", scene, "-o", directory.file("f"), "--range", "later"], "--range must be START..END"),
            (["frames", scene, "-o", directory.file("f"), "--every", "0"], "--every must be 1 or more"),
            (["still", scene, "--poster", "--size", "big"], "--size must be WIDTHxHEIGHT"),
            (["still", scene, "--poster", "--scale", "1000"], "--scale must be a factor above 0"),
            (["still", scene, "--poster", "--scale", "0.001"], "--scale 0.001 makes the canvas 0×0"),
            (["still", scene, "--poster", "--quiet", "--json"], "give either --quiet or --json, not both"),
            (["validate", directory.file("missing.yaml")], "cannot read the scene file: no such file"),
        ]
        for (arguments, message) in cases {
            let result = try ProcessResult.run(PackagePaths.reelBinary, arguments)
            #expect(result.status == 2, "\(arguments): exit \(result.status)")
            #expect(result.standardError.contains(message), "\(arguments):\n\(result.standardError)")
        }
        #expect(directory.contents == ["bar.yaml"])
    }

    @Test func validatePrintsASummary() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar + "\n      - {keyPath: opacity, toValue: 0, beginTime: 0.5, duration: 2}\n", "late.yaml", in: directory)
        let result = try ProcessResult.reel("validate", scene)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == """
            \(scene): valid
            size: 64×36
            fps: 10
            duration: 1 s
            frames: 10
            layers: 1
            animations: 2
            cost: 10 layer draws (10 frames × 1 layer), 9 KB a frame
            ends after the last frame (0.9 s), never shown in full:
              bar bounds.size.width: ends at 1 s
              bar opacity: ends at 2.5 s
            audio: none

            """)
        // A warning, not an error: which animations, and the two ways to see their ends.
        #expect(result.standardError == """
            \(scene): warning: 2 animations end after the last frame, at 0.9 s (10 frames at 10 fps), so their ends are never shown: \
            bar bounds.size.width (ends at 1 s), bar opacity (ends at 2.5 s)
                fix: make the scene's duration at least 2.6 s, or end them by 0.9 s

            """)
        let json = try ProcessResult.reel("validate", scene, "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(object["type"] as? String == "valid" && summary["frames"] as? Int == 10 && summary["animations"] as? Int == 2)
        let warnings = try #require(summary["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1 && (warnings[0]["fix"] as? String)?.contains("at least 2.6 s") == true)
        #expect(summary["lastFrameTime"] as? Double == 0.9)
        let cost = try #require(summary["cost"] as? [String: Any])
        #expect(cost["layerDraws"] as? Int == 10 && cost["frameBytes"] as? Int == 64 * 36 * 4 && cost["imageBytes"] as? Int == 0)
    }

    @Test func validateReportsEveryProblemAtOnce() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write("size: [64, 36]\nduration: 1\nfps: 0\nbackground: \"#zz\"\nlayers:\n  - type: shap\n", "bad.yaml", in: directory)
        let result = try ProcessResult.reel("validate", scene)
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(scene):3:6: error: 0 is out of range (at fps)"))
        #expect(result.standardError.contains("\(scene):4:13: error: '#zz' is not a colour"))
        #expect(result.standardError.contains("\(scene):6:11: error: unknown layer type 'shap'"))
        #expect(result.standardError.contains("3 problems found; nothing was rendered."))
        let json = try ProcessResult.reel("validate", scene, "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(json.status == 2 && problems.count == 3 && problems[2]["fix"] as? String == "did you mean 'shape'?")
    }

    @Test func stillTakesTimesFramesThePosterAndAScale() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        func barWidth(_ arguments: String...) throws -> (Int, Frame) {
            let result = try ProcessResult.run(PackagePaths.reelBinary, ["still", scene] + arguments + ["-o", directory.file("s.png")])
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            let frame = try Frame(contentsOfPNG: directory.file("s.png"))
            let red = (0..<frame.width).filter { frame.rgba(x: $0, y: frame.height / 2).g < 128 }
            return (red.count, frame)
        }
        #expect(try barWidth("--at", "0.5").0 == 32)
        #expect(try barWidth("--at", "250ms").0 == 16)
        #expect(try barWidth("--frame", "2").0 == 13)
        #expect(try barWidth("--poster").0 == 58, "the last frame, 9, is at 0.9 s")
        let (width, frame) = try barWidth("--poster", "--scale", "2")
        #expect(frame.width == 128 && frame.height == 72 && width == 115)
        let (_, resized) = try barWidth("--poster", "--size", "32x32")
        #expect(resized.width == 32 && resized.height == 32)
        // Without -o the still is named after the scene, in the working directory.
        let named = try ProcessResult.run(PackagePaths.reelBinary, ["still", scene, "--poster"], directory: directory.path)
        #expect(named.status == 0 && FileManager.default.fileExists(atPath: directory.file("bar.png")))
    }

    /// `reel still SCENE --poster --size SIZE`, read back.
    func poster(of scene: String, size: String, in directory: TemporaryDirectory) throws -> Frame {
        let result = try ProcessResult.run(PackagePaths.reelBinary, ["still", scene, "--poster", "--size", size, "-o", directory.file("poster.png")])
        #expect(result.status == 0, "\(result.standardError)")
        return try Frame(contentsOfPNG: directory.file("poster.png"))
    }

    func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 && p.g < 60 }

    @Test func sizeLaysAScenesPercentageFramesOutAgainInTheNewShape() throws {
        let directory = TemporaryDirectory()
        // The right half red in percentages, a 20-point blue square in points.
        let scene = try CLIFixtures.write("""
            size: [200, 100]
            duration: 1
            background: white
            layers:
              - {frame: [50%, 0%, 50%, 100%], backgroundColor: red}
              - {frame: [0, 0, 20, 20], backgroundColor: blue}
            """, "half.yaml", in: directory)
        func still(_ size: String) throws -> Frame { try poster(of: scene, size: size, in: directory) }
        // Portrait: laid out again on a 200×400 canvas, scaled by 0.5; the red half runs the whole height.
        let tall = try still("100x200")
        #expect(tall.width == 100 && tall.height == 200)
        for y in [1, 100, 198] {
            #expect(isRed(tall.rgba(x: 75, y: y)) && !isRed(tall.rgba(x: 25, y: y)), "y \(y)")
        }
        #expect(isBlue(tall.rgba(x: 5, y: 5)) && !isBlue(tall.rgba(x: 12, y: 12)), "the 20-point square is 10 pixels")
        // The same shape: scaled as before.
        let small = try still("100x50")
        #expect(isRed(small.rgba(x: 75, y: 25)) && isBlue(small.rgba(x: 5, y: 5)) && !isRed(small.rgba(x: 45, y: 25)))
    }

    @Test func sizeInPortraitTakesTheFramesPortraitRectangles() throws {
        let directory = TemporaryDirectory()
        // Side by side in landscape (red left, blue right), stacked in portrait (red above blue).
        let scene = try CLIFixtures.write("""
            size: [200, 100]
            duration: 1
            background: white
            layers:
              - {frame: {landscape: [0, 0, 50%, 100%], portrait: [0, 0, 100%, 50%]}, backgroundColor: red}
              - {frame: {landscape: [50%, 0, 50%, 100%], portrait: [0, 50%, 100%, 50%]}, backgroundColor: blue}
            """, "sides.yaml", in: directory)
        func still(_ size: String) throws -> Frame { try poster(of: scene, size: size, in: directory) }
        let wide = try still("200x100")
        #expect(isRed(wide.rgba(x: 50, y: 50)) && isBlue(wide.rgba(x: 150, y: 50)))
        let tall = try still("100x200")
        #expect(isRed(tall.rgba(x: 50, y: 50)) && isRed(tall.rgba(x: 95, y: 95)))
        #expect(isBlue(tall.rgba(x: 50, y: 150)) && isBlue(tall.rgba(x: 5, y: 105)))
    }

    @Test func sizeLaysAFramelessChartOutAgainInTheNewShape() throws {
        let directory = TemporaryDirectory()
        // A chart without a frame fills the scene, so in portrait it fills the portrait frame
        // (laid out again) instead of sitting letterboxed in a band across the middle.
        let scene = try CLIFixtures.write("""
            size: [400, 200]
            duration: 1
            background: white
            layers:
              - {type: bar-chart, xLabels: [A, B], values: [5, 10], barColor: red, chartBackground: white}
            """, "bars.yaml", in: directory)
        let result = try ProcessResult.run(PackagePaths.reelBinary, ["still", scene, "--at", "1", "--size", "100x200", "-o", directory.file("t.png")])
        #expect(result.status == 0, "\(result.standardError)")
        let tall = try Frame(contentsOfPNG: directory.file("t.png"))
        let redRows = (0..<tall.height).filter { y in (0..<tall.width).contains { x in
            let p = tall.rgba(x: x, y: y)
            return p.r > 200 && p.g < 80 && p.b < 80
        } }
        // Letterboxed, the bars would span at most the middle 50 rows; laid out again, most of the height.
        #expect((redRows.max() ?? 0) - (redRows.min() ?? 0) > 100, "red rows \(redRows.min() ?? -1)…\(redRows.max() ?? -1)")
    }

    @Test func stillCompressesStandardUnlessAskedAndEverySettingKeepsThePixels() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        func still(_ arguments: String...) throws -> (bytes: Data, frame: Frame) {
            let path = directory.file("s\(arguments.joined()).png")
            let result = try ProcessResult.run(PackagePaths.reelBinary, ["still", scene, "--poster", "--scale", "4", "-o", path] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            return (try Data(contentsOf: URL(fileURLWithPath: path)), try Frame(contentsOfPNG: path))
        }
        let (fast, standard, smallest) = (try still("--compression", "fast"), try still(), try still("--compression", "smallest"))
        #expect(try still("--compression", "standard").bytes == standard.bytes, "standard is the default")
        #expect(fast.frame == standard.frame && standard.frame == smallest.frame)
        #expect(smallest.bytes.count <= standard.bytes.count && standard.bytes.count < fast.bytes.count)
        let wrong = try ProcessResult.run(PackagePaths.reelBinary, ["still", scene, "--poster", "--compression", "best"])
        #expect(wrong.status != 0 && wrong.standardError.contains("'fast', 'standard' or 'smallest'"), "\(wrong.standardError)")
    }

    @Test func framesWritesTheSelectedFramesByNumber() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let all = try ProcessResult.reel("frames", scene, "-o", directory.file("all"), "--quiet")
        #expect(all.status == 0 && all.standardError.isEmpty, "\(all.standardError)")
        #expect(TemporaryDirectory.list(directory.file("all")) == (0..<10).map { String(format: "frame_%05d.png", $0) })
        let some = try ProcessResult.reel("frames", scene, "-o", directory.file("some"), "--range", "0.2s..8f", "--every", "3", "--quiet")
        #expect(some.status == 0, "\(some.standardError)")
        #expect(TemporaryDirectory.list(directory.file("some")) == ["frame_00002.png", "frame_00005.png"])
        let five = try Frame(contentsOfPNG: directory.file("some/frame_00005.png"))
        #expect((0..<five.width).filter { five.rgba(x: $0, y: 18).g < 128 }.count == 32, "frame 5 is at 0.5 s")
        let json = try ProcessResult.reel("frames", scene, "-o", directory.file("json"), "--fps", "5", "--json")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(result["framesWritten"] as? Int == 5, "--fps 5 makes 1 s five frames")
    }

    /// One numbering for every PNG sequence: file N is frame N, at N / fps, whether `reel
    /// frames` or `reel render` wrote it (a rendered sequence once counted from 1).
    @Test func framesAndRenderedSequencesNumberFilesAlike() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let frames = try ProcessResult.reel("frames", scene, "-o", directory.file("frames"), "--range", "3f..5f", "--quiet")
        let render = try ProcessResult.reel("render", scene, "-o", directory.file("render") + "/", "--range", "3f..5f", "--quiet")
        #expect(frames.status == 0 && render.status == 0, "\(frames.standardError)\(render.standardError)")
        #expect(TemporaryDirectory.list(directory.file("frames")) == ["frame_00003.png", "frame_00004.png"])
        #expect(TemporaryDirectory.list(directory.file("render")) == ["frame_00003.png", "frame_00004.png"])
        let still = try ProcessResult.reel("still", scene, "--frame", "4", "--compression", "standard", "-o", directory.file("still.png"))
        #expect(still.status == 0)
        let expected = try Frame(contentsOfPNG: directory.file("still.png"))
        #expect(try Frame(contentsOfPNG: directory.file("render/frame_00004.png")) == expected)
        #expect(try Frame(contentsOfPNG: directory.file("frames/frame_00004.png")) == expected)
        // One PNG writer behind the three commands: the same frame at the same compression (a
        // sequence's standard, the still's default) is the same bytes.
        let bytes = { (path: String) in try Data(contentsOf: URL(fileURLWithPath: directory.file(path))) }
        #expect(try bytes("render/frame_00004.png") == bytes("still.png"))
        #expect(try bytes("frames/frame_00004.png") == bytes("still.png"))
    }

    @Test func schemaPrintsTheCheckedInSchema() throws {
        let result = try ProcessResult.reel("schema")
        #expect(result.status == 0)
        #expect(result.standardOutput == (try String(contentsOfFile: PackagePaths.root + "/docs/scene.schema.json", encoding: .utf8)))
    }

    @Test func anInterruptExitsWith130() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.slow(frames: 300), "slow.yaml", in: directory)
        let running = try RunningProcess(PackagePaths.reelBinary, ["frames", scene, "-o", directory.file("frames"), "--quiet"])
        // Wait for the first frame, so the signal arrives mid-render.
        #expect(running.wait { !TemporaryDirectory.list(directory.file("frames")).isEmpty }, "frames ended before the first file")
        running.send(SIGINT)
        let result = running.wait()
        #expect(result.status == 130, "\(result.standardError)")
        #expect(result.standardError.contains("reel: interrupted"))
        let written = TemporaryDirectory.list(directory.file("frames"))
        #expect(written.count < 300 && written.allSatisfy { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }, "no temporary files: \(written)")
        for name in written { _ = try Frame(contentsOfPNG: directory.file("frames/" + name)) }
    }
}

extension TemporaryDirectory {
    /// The sorted names in `path` (empty when it does not exist).
    static func list(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
