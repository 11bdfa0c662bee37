import ArgumentParser
import Foundation
import Reel

struct ConcatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "concat",
        abstract: "Join the parts of a split render into one file, without re-encoding the video.",
        discussion: """
            The parts are the MP4, MOV or WebM files `reel render --chunk K/N` wrote. Each carries a tag naming its scene, settings and place in the split: the join refuses parts of different renders and a missing or repeated part, and orders them by that tag (the order on the command line does not matter). Video packets are copied as they are; frame n of the joined file is at n / fps, exactly as in a whole render. The output is written under a temporary name and moved into place when complete.

            Parts carry no sound. When the scene has audio, give it with --scene: the join mixes the scene's tracks over the whole render's frames and encodes them once, so the joined file's audio is a whole render's, continuous across the joins. The scene's files (audio included) must be the ones the parts were rendered from.

            Examples:
              reel concat part1.mp4 part2.mp4 part3.mp4 part4.mp4 -o whole.mp4
              reel concat parts/*.webm --scene talk.yaml -o whole.webm
            """)

    @Argument(help: ArgumentHelp("The parts, from `reel render --chunk K/N`.", valueName: "PART"))
    var parts: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The joined file (same format as the parts).", valueName: "OUT"))
    var output: String

    @Option(help: ArgumentHelp("The scene the parts were rendered from, whose audio the join mixes (needed when it has sound).", valueName: "SCENE"))
    var scene: String?

    @Flag(help: "Leave the scene's audio out of the joined file.")
    var noAudio = false

    @Flag(help: "Print the result as one JSON object on stdout.")
    var json = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard !parts.isEmpty else { throw ValidationError("give the parts to join: reel concat PART… -o OUT") }
        if noAudio, scene != nil { throw ValidationError("give either --scene (to mix its audio) or --no-audio, not both") }
    }

    func run() throws {
        var audio: PartJoiner.Audio?
        if noAudio {
            audio = .leftOut
        } else if let scene {
            let loaded = try CommandRunner.loadScene(scene, json: json)
            audio = .scene(loaded.scene, source: ChunkSelection.identifier(ofFiles: loaded.inputFiles, adjustments: ""))
        }
        try CommandRunner.run(json: json) {
            let result = try PartJoiner.join(parts: parts, to: output, audio: audio)
            if json {
                CommandRunner.printResult(.object([
                    ("type", .string("done")), ("output", .string(result.outputPath)),
                    ("parts", .number(Double(result.parts))), ("frames", .number(Double(result.frames))),
                    ("audioSamples", .number(Double(result.audioSamples))),
                    ("notices", .array(result.notices.map { .string($0.description) })),
                ]))
            } else if !quiet {
                for notice in result.notices { CommandRunner.say("note: \(notice)") }
                let sound = result.audioSamples > 0 ? ", sound mixed from the scene" : ""
                CommandRunner.say("wrote \(result.outputPath) (\(result.parts) parts, \(result.frames) frames\(sound))")
            }
        }
    }
}
