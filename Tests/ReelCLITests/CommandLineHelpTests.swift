import Foundation
import Testing
import TestSupport

/// The command line as a user meets it: unknown commands, the values of each option in its
/// help, and examples that do what they say.
@Suite struct CommandLineHelpTests {
    @Test(arguments: [
        (["check", "x.yaml"], "unknown command 'check' — did you mean 'validate'?"),
        (["check", "--help"], "unknown command 'check' — did you mean 'validate'?"),
        (["rendr", "x.yaml"], "unknown command 'rendr' — did you mean 'render'?"),
        (["join", "a.mp4"], "unknown command 'join' — did you mean 'concat'?"),
        (["zzzz"], "unknown command 'zzzz'; 'reel --help' lists the commands"),
    ])
    func anUnknownCommandIsAUsageErrorWithASuggestion(arguments: [String], message: String) throws {
        let result = try ProcessResult.reel(arguments)
        #expect(result.status == 2)
        #expect(result.standardError == "reel: \(message)\n", "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func everyValueOfAChoiceHasALineOfHelp() throws {
        let render = try ProcessResult.reel("render", "--help").standardOutput
        for value in ["mp4", "webm", "mov", "gif", "png", "apng", "webp", "draft", "standard", "high", "h264", "hevc", "vp9", "prores", "yuv420p", "yuv444p"] {
            #expect(render.contains(try Regex("\\n +\(value) +- [A-Za-z0-9]")), "no help line for \(value)")
        }
        let still = try ProcessResult.reel(["still", "--help"], environment: ["COLUMNS": "1000"]).standardOutput
        #expect(still.contains("(default: standard)") && !still.contains("(default: 0)"), "\(still)")
        for value in ["fast", "standard", "smallest"] {
            #expect(still.contains(try Regex("\\n +\(value) +- [A-Z]")), "no help line for \(value)")
        }
    }

    /// Paragraphs are one line each in the source, so ArgumentParser wraps them to the terminal:
    /// on a wide terminal no paragraph breaks before its end.
    @Test func helpReflowsToTheTerminal() throws {
        let result = try ProcessResult.reel(["render", "--help"], environment: ["COLUMNS": "1000"])
        let paragraph = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("The format follows") }
        #expect(paragraph?.hasSuffix("nor anything that is not a regular file.") == true, "\(result.standardOutput)")
    }

    /// The split-render example renders every part it joins.
    @Test func theSplitExampleRendersEveryPartItJoins() throws {
        let help = try ProcessResult.reel("--help").standardOutput
        #expect(help.contains("--chunk 1/2 -o p1.mp4") && help.contains("--chunk 2/2 -o p2.mp4") && help.contains("reel concat p1.mp4 p2.mp4"))
    }

    /// A range is checked in one place, the export's plan, and named there.
    @Test(arguments: [
        (["--crf", "99"], "reel: error: --crf must be from 0 to 51 for h264, got 99"),
        (["--jobs", "0"], "reel: error: --jobs must be from 1 to 256, got 0"),
        (["--loop", "70000", "--format", "gif"], "reel: error: --loop must be from 0 (forever) to 65535, got 70000"),
    ])
    func anOptionOutOfRangeIsAUsageError(options: [String], message: String) throws {
        let directory = TemporaryDirectory()
        let result = try ProcessResult.reel(["render", PackagePaths.scene("line-chart.yaml"), "-o", directory.file("x.mp4")] + options)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(directory.contents.isEmpty)
    }
}
