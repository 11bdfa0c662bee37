import ArgumentParser
import Foundation
import Reel

struct ConcatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "concat",
        abstract: "Join the parts of a split render into one file, without re-encoding.",
        discussion: """
            The parts are the MP4, MOV or WebM files `reel render --chunk K/N` wrote. Each carries
            a tag naming its scene, settings and place in the split: the join refuses parts of
            different renders and a missing or repeated part, and orders them by that tag (the
            order on the command line does not matter). Packets are copied as they are; frame n
            of the joined file is at n / fps, exactly as in a whole render. The output is
            written under a temporary name and moved into place when complete.

            Examples:
              reel concat part1.mp4 part2.mp4 part3.mp4 part4.mp4 -o whole.mp4
              reel concat parts/*.webm -o whole.webm
            """)

    @Argument(help: ArgumentHelp("The parts, from `reel render --chunk K/N`.", valueName: "PART"))
    var parts: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The joined file (same format as the parts).", valueName: "OUT"))
    var output: String

    @Flag(help: "Print the result as one JSON object on stdout.")
    var json = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard !parts.isEmpty else { throw ValidationError("give the parts to join: reel concat PART… -o OUT") }
    }

    func run() throws {
        try CommandRunner.run(json: json) {
            let result = try PartJoiner.join(parts: parts, to: output)
            if json {
                CommandRunner.printResult(.object([
                    ("type", .string("done")), ("output", .string(result.outputPath)),
                    ("parts", .number(Double(result.parts))), ("frames", .number(Double(result.frames))),
                ]))
            } else if !quiet {
                CommandRunner.printError("wrote \(result.outputPath) (\(result.parts) parts, \(result.frames) frames)")
            }
        }
    }
}
