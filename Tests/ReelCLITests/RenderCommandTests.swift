import Export
import Render
import Foundation
import Testing
import TestSupport

/// `reel render` end to end: formats, the options that change what is written, and failures.
@Suite struct RenderCommandTests {
    @Test func theFormatFollowsTheExtensionOrFormat() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        for (name, extra, codec) in [("a.webm", [String](), "vp9"), ("b.gif", [], "gif"), ("c.video", ["--format", "mov"], "prores")] {
            let result = try ProcessResult.run(PackagePaths.reelBinary, ["render", scene, "-o", directory.file(name), "--quiet"] + extra)
            #expect(result.status == 0, "\(name): \(result.standardError)")
            let info = try MediaProbe.inspect(directory.file(name))
            #expect(info.codecName == codec && info.frameCount == 10, "\(name): \(info.codecName), \(info.frameCount) frames")
        }
        // Without -o: the scene's name and the format's extension, in the working directory.
        let named = try ProcessResult.run(PackagePaths.reelBinary, ["render", scene, "--quiet"], directory: directory.path)
        #expect(named.status == 0 && FileManager.default.fileExists(atPath: directory.file("bar.mp4")), "\(named.standardError)")
    }

    @Test func rangeFpsAndScaleChangeWhatIsWritten() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let result = try ProcessResult.reel(
            "render", scene, "-o", directory.file("part.mp4"), "--fps", "20", "--range", "0.25s..0.75", "--scale", "2", "--crf", "30", "--preset", "ultrafast", "--json")
        #expect(result.status == 0, "\(result.standardError)")
        let info = try MediaProbe.inspect(directory.file("part.mp4"))
        #expect(info.width == 128 && info.height == 72)
        #expect(info.frameRate == 20)
        #expect(info.frameCount == 10, "frames 5 to 14 at 20 fps")
        let done = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(done["framesWritten"] as? Int == 10 && done["format"] as? String == "mp4")
    }

    @Test func pngSequencesGoIntoADirectory() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let result = try ProcessResult.reel("render", scene, "-o", directory.file("seq") + "/", "--range", "0f..3f", "--quiet")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(TemporaryDirectory.list(directory.file("seq")).count == 3)
    }

    @Test func transparentKeepsTheAlphaOfATransparentBackground() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar.replacingOccurrences(of: "background: white", with: "background: transparent"), "clear.yaml", in: directory)
        let result = try ProcessResult.reel("render", scene, "-o", directory.file("seq") + "/", "--range", "5f..6f", "--transparent", "--quiet")
        #expect(result.status == 0, "\(result.standardError)")
        let name = try #require(TemporaryDirectory.list(directory.file("seq")).first)
        let frame = try Frame(contentsOfPNG: directory.file("seq/" + name))
        #expect(frame.rgba(x: 5, y: 2).a == 0, "the background stays transparent")
        #expect(frame.rgba(x: 5, y: 18).a == 255 && frame.rgba(x: 5, y: 18).r == 255, "the bar is opaque red")
    }

    @Test func badOptionsAreUsageErrorsAndWriteNothing() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let cases: [([String], String)] = [
            (["-o", directory.file("x.avi")], "cannot tell the output format of"),
            (["-o", directory.file("x.mp4"), "--format", "mkv"], "The value 'mkv' is invalid for '--format <FORMAT>'"),
            (["-o", directory.file("x.mp4"), "--crf", "99"], "--crf must be from 0 to 51 for h264, got 99"),
            (["-o", directory.file("x.mp4"), "--codec", "vp9"], "MP4 cannot hold vp9"),
            (["-o", directory.file("x.mp4"), "--codec", "av1"], "The value 'av1' is invalid for '--codec <CODEC>'. Please provide one of 'h264', 'hevc', 'vp9' or 'prores'."),
            (["-o", directory.file("x.mp4"), "--quality", "best"], "The value 'best' is invalid for '--quality <LEVEL>'. Please provide one of 'draft', 'standard' or 'high'."),
            (["-o", directory.file("x.mp4"), "--pixel-format", "rgb24"], "The value 'rgb24' is invalid for '--pixel-format <FORMAT>'"),
            (["-o", directory.file("x.gif"), "--loop=-1"], "--loop must be from 0 (forever) to 65535, got -1"),
            (["-o", directory.file("x.mp4"), "--jobs", "0"], "--jobs must be from 1 to 256, got 0"),
            (["-o", directory.file("x.gif"), "--dither", "2"], "--dither must be from 0 (none) to 1 (full), got 2"),
            (["-o", directory.file("x.mp4"), "--dither", "0.5"], "only a GIF is dithered"),
            (["-o", directory.file("x.mp4"), "--range", "0.5s..3s"], "--range goes past the scene's 10 frames"),
        ]
        for (arguments, message) in cases {
            let result = try ProcessResult.run(PackagePaths.reelBinary, ["render", scene] + arguments)
            #expect(result.status == 2, "\(arguments): exit \(result.status)\n\(result.standardError)")
            #expect(result.standardError.contains(message), "\(arguments):\n\(result.standardError)")
        }
        #expect(directory.contents == ["bar.yaml"])
    }

    /// A GIF is undithered unless --dither asks: a gradient frame's GIF changes with it.
    @Test func ditherReachesTheGIF() throws {
        let directory = TemporaryDirectory()
        var files: [Data] = []
        for extra in [[], ["--dither", "0"], ["--dither", "1"]] {
            let path = directory.file("g\(files.count).gif")
            let result = try ProcessResult.run(PackagePaths.reelBinary, ["render", PackagePaths.scene("gradient-line.yaml"), "-o", path, "--range", "60f..61f", "--quiet"] + extra)
            #expect(result.status == 0, "\(extra): \(result.standardError)")
            files.append(try #require(FileManager.default.contents(atPath: path)))
        }
        #expect(files[0] == files[1], "the default is no dithering")
        #expect(files[0] != files[2], "--dither 1 dithers the gradient")
    }

    @Test func aFileThatCannotBeWrittenIsAFailure() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let result = try ProcessResult.reel("render", scene, "-o", directory.file("missing/x.mp4"))
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("reel: error: cannot write \(directory.file("missing/x.mp4"))"))
        #expect(directory.contents == ["bar.yaml"])
    }

    @Test func anInterruptedRenderExitsWith130AndLeavesNoFile() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.slow(frames: 600), "slow.yaml", in: directory)
        let running = try RunningProcess(PackagePaths.reelBinary, ["render", scene, "-o", directory.file("slow.mp4"), "--json"])
        // Wait until frames are coming out, so the signal arrives mid-render.
        #expect(running.wait { running.standardErrorSoFar.contains("\"progress\"") }, "the render ended before it reported progress")
        running.send(SIGINT)
        let result = running.wait()
        #expect(result.status == 130, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"exitCode\":130"))
        #expect(directory.contents == ["slow.yaml"], "no partial or temporary file")
    }
}
