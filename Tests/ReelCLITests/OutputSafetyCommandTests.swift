import Foundation
import Render
import Testing
import TestSupport

/// `reel` never writes over the scene or anything it reads, and says which flag is wrong.
@Suite struct OutputSafetyCommandTests {
    /// The scene, an included file, a data file and an image: each is refused as the output,
    /// by `render` (any format), `still` and `frames`, and stays as it was.
    @Test func noCommandWritesOverAnInput() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        #expect(try ProcessResult.reel("still", scene, "--at", "0.5", "-o", directory.file("logo.png")).status == 0)
        try "month,sales\nJan,3\nFeb,5\n".write(toFile: directory.file("sales.csv"), atomically: true, encoding: .utf8)
        let main = try CLIFixtures.write("""
            size: [64, 36]
            fps: 10
            duration: 0.3
            layers:
              - include: bar.yaml
              - type: image
                contents: logo.png
                frame: [0, 0, 16, 9]
              - type: bar-chart
                frame: [0, 0, 64, 36]
                data: sales.csv
                values: sales
                xLabels: month
            """, "main.yaml", in: directory)
        let originals = try ["main.yaml", "bar.yaml", "logo.png", "sales.csv"].map { ($0, try Data(contentsOf: URL(fileURLWithPath: directory.file($0)))) }
        for (name, _) in originals {
            let path = directory.file(name)
            for arguments in [["render", main, "-o", path, "--format", "mp4"], ["render", main, "-o", path, "--format", "gif"], ["still", main, "--at", "0", "-o", path]]
            where arguments[0] == "render" || name.hasSuffix(".png") {
                let result = try ProcessResult.run(PackagePaths.reelBinary, arguments)
                #expect(result.status == 2, "\(arguments): exit \(result.status)\n\(result.standardError)")
                #expect(result.standardError.contains("input of this render"), "\(arguments):\n\(result.standardError)")
            }
        }
        // A PNG sequence whose frame names meet an input: frame_00001.png is the logo here.
        try FileManager.default.moveItem(atPath: directory.file("logo.png"), toPath: directory.file("frame_00001.png"))
        let sequenceScene = try CLIFixtures.write(
            "size: [64, 36]\nfps: 10\nduration: 0.2\nlayers:\n  - {type: image, contents: frame_00001.png, frame: [0, 0, 16, 9]}\n",
            "seq.yaml", in: directory)
        let logo = try Data(contentsOf: URL(fileURLWithPath: directory.file("frame_00001.png")))
        let sequence = try ProcessResult.reel("render", sequenceScene, "-o", directory.path + "/", "--format", "png")
        #expect(sequence.status == 2 && sequence.standardError.contains("input of this render"), "\(sequence.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file("frame_00001.png"))) == logo)
        try FileManager.default.moveItem(atPath: directory.file("frame_00001.png"), toPath: directory.file("logo.png"))
        for (name, data) in originals {
            #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file(name))) == data, "\(name) is unchanged")
        }
        #expect(directory.contents == ["bar.yaml", "logo.png", "main.yaml", "sales.csv", "seq.yaml"])
    }

    /// Every flag error names the flag, what was wrong and what is accepted, with exit 2 —
    /// negative numbers included, which ArgumentParser used to read as flags.
    @Test func flagErrorsNameTheFlagAndTheRange() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let out = directory.file("x.mp4")
        let cases: [([String], [String])] = [
            (["render", scene, "-o", out, "--range", "-1..1"], ["--range", "negative", "from 0"]),
            (["render", scene, "-o", out, "--range", "1..-5f"], ["--range", "negative"]),
            (["render", scene, "-o", out, "--fps", "-1"], ["--fps", "from 1 to 240", "got -1"]),
            (["render", scene, "-o", out, "--scale", "-2"], ["--scale", "above 0", "got -2"]),
            (["render", scene, "-o", out, "--crf", "-3"], ["--crf", "from 0 to 51 for h264", "got -3"]),
            (["render", scene, "-o", out, "--loop", "-1"], ["--loop", "0 (forever) to 65535", "got -1"]),
            (["render", scene, "-o", out, "--jobs", "-4"], ["--jobs", "from 1 to 256", "got -4"]),
            (["render", scene, "-o", out, "--preset", "nope"], ["--preset", "ultrafast", "veryslow", "got 'nope'"]),
            (["render", scene, "-o", directory.file("x.webm"), "--preset", "slow"], ["preset", "only H.264 and HEVC"]),
            (["render", scene, "-o", out, "--size", "16383x16383"], ["--size 16383x16383", "at most 67,108,864"]),
            (["render", scene, "-o", out, "--size", "0x10"], ["--size", "from 1 to 16383"]),
            (["still", scene, "-o", directory.file("x.png"), "--at", "-1"], ["--at", "from 0 to 86400", "got '-1'"]),
            (["still", scene, "-o", directory.file("x.png"), "--frame", "-1"], ["--frame", "0 or more", "got -1"]),
            (["frames", scene, "-o", directory.file("f"), "--every", "-2"], ["--every", "1 or more", "got -2"]),
            (["frames", scene, "-o", "/usr/"], ["/usr", "system folder"]),
        ]
        for (arguments, expected) in cases {
            let result = try ProcessResult.run(PackagePaths.reelBinary, arguments)
            #expect(result.status == 2, "\(arguments): exit \(result.status)\n\(result.standardError)")
            for text in expected {
                #expect(result.standardError.contains(text), "\(arguments) should say '\(text)':\n\(result.standardError)")
            }
            #expect(!result.standardError.contains("Missing value"), "\(arguments):\n\(result.standardError)")
        }
        #expect(directory.contents == ["bar.yaml"])
    }

    /// A full disk on `still` (here the file size limit, which fails the write the same way)
    /// names the cause, not the directory.
    @Test func aFailedStillNamesTheLimit() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        // SIGXFSZ ignored so that the write returns EFBIG instead of killing.
        let result = try ProcessResult.run("/bin/sh", [
            "-c", "trap '' XFSZ; ulimit -f 0; exec \"$0\" \"$@\"", PackagePaths.reelBinary, "still", scene, "--at", "0.5", "-o", directory.file("x.png"),
        ])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("x.png") && result.standardError.contains("ulimit -f"), "\(result.standardError)")
        #expect(result.standardError.contains("free some space"), "\(result.standardError)")
        #expect(!result.standardError.contains("check that the directory exists"), "\(result.standardError)")
        #expect(directory.contents == ["bar.yaml"])
    }
}
