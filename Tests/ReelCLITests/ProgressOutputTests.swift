import Foundation
import Testing
import TestSupport

/// Progress on stderr: a bar on a terminal, plain lines otherwise, JSON lines, or nothing.
@Suite struct ProgressOutputTests {
    @Test func offATerminalProgressIsPlainLines() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        // An interval of 0 prints a line per frame, so the test does not wait seconds.
        let result = try ProcessResult.run(
            PackagePaths.reelBinary, ["frames", scene, "-o", directory.file("f")], environment: ["REEL_PROGRESS_INTERVAL": "0"])
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 11, "\(lines)")
        #expect(lines[0].hasPrefix("reel:  1/10 frames, ") && lines[0].contains(" frames/s, ETA 0:0"))
        #expect(lines[9].hasPrefix("reel: 10/10 frames, ") && !lines[9].contains("ETA"))
        #expect(lines[10] == "reel: wrote 10 frames to \(directory.file("f"))")
        #expect(!result.standardError.contains("\r") && !result.standardError.contains("\u{1B}"), "no terminal control codes in a log")
    }

    @Test func quietPrintsNothingAndJSONPrintsLines() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.bar, "bar.yaml", in: directory)
        let quiet = try ProcessResult.reel("frames", scene, "-o", directory.file("q"), "--quiet")
        #expect(quiet.status == 0 && quiet.standardError.isEmpty && quiet.standardOutput.isEmpty)
        let json = try ProcessResult.reel("frames", scene, "-o", directory.file("j"), "--json")
        let progress = try json.standardError.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(progress.first?["type"] as? String == "progress")
        #expect(progress.last?["framesDone"] as? Int == 10 && progress.last?["frameCount"] as? Int == 10)
        let done = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(done["type"] as? String == "done" && done["framesWritten"] as? Int == 10)
    }

    @Test func onATerminalProgressIsABarRedrawnInPlace() throws {
        let directory = TemporaryDirectory()
        let scene = try CLIFixtures.write(CLIFixtures.slow(frames: 20), "slow.yaml", in: directory)
        // `script` runs the command on a pseudo-terminal and copies what it prints.
        let command = "\(PackagePaths.reelBinary) frames \(scene) -o \(directory.file("f"))"
        let result = try ProcessResult.run("/usr/bin/script", ["-qec", command, "/dev/null"])
        #expect(result.status == 0, "\(result.standardOutput)")
        let output = result.standardOutput
        #expect(output.contains("\r"), "the bar is redrawn with carriage returns")
        #expect(output.contains("█") && output.contains("░"))
        #expect(output.contains(" 1/20 frames, ") && output.contains(" frames/s, ETA "), "\(output)")
        #expect(output.contains("20/20 frames, "))
        #expect(output.contains("\u{1B}[K"), "each redraw clears the rest of the line")
    }
}
