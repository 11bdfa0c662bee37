import ArgumentParser
import Foundation
import Lottie
import Reel

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a video, an animated image or a PNG sequence.",
        discussion: """
            The format follows the output's extension: .mp4 (H.264, or HEVC with --codec hevc), .webm (VP9), .mov (ProRes 4444), .gif, .apng, .webp; .png or a directory (a path ending in /) for a PNG sequence; .json (Lottie) or .lottie (dotLottie) for the scene as vector animation (what Lottie cannot express is noted per layer; --strict makes that an error). --format overrides the extension. The output is written under a temporary name and moved into place when complete: a failure or an interrupt leaves no partial file. The output never replaces the scene or a file it reads, nor anything that is not a regular file.

            Examples:
              reel render scenes/line-chart.yaml -o out/line-chart.mp4
              reel render scenes/line-chart.yaml -o chart.gif --scale 0.5 --fps 15
              reel render scenes/gradient-line.yaml -o gradient.gif --dither 0.5
              reel render scenes/line-chart.yaml -o chart.webm --transparent --quality high
              reel render scenes/line-chart.yaml -o part.mp4 --range 0.5s..1.5s --crf 18
              reel render scenes/line-chart.yaml -o frames/ --range 0f..10f
              reel render scene.yaml --format mov --jobs 2 --json
              reel render scenes/presentation.yaml -o talk.mp4 --no-audio
              reel render scenes/line-chart.yaml --chunk 1/2 -o p1.mp4
              reel render scenes/line-chart.yaml --chunk 2/2 -o p2.mp4
              reel concat p1.mp4 p2.mp4 -o whole.mp4
              reel render scenes/gauge.yaml -o gauge.json --strict

            A scene's audio tracks are mixed into one 48 kHz stereo stream: AAC in MP4, Opus in WebM, 16-bit PCM in MOV; GIF, APNG, WebP and PNG have no sound (a note says so). The audio lasts exactly as long as the video, and a --range render carries exactly the audio of its frames.

            --chunk K/N renders the K-th of N parts of equal frame counts (the last one shorter) of the whole scene or of its --range: MP4, MOV and WebM parts each start with a keyframe and carry a tag naming the plan, so `reel concat` joins them without re-encoding; a PNG sequence's parts write the scene's own frame numbers into one directory. GIF, APNG and WebP cannot be split. Parts carry no sound: `reel concat --scene SCENE` mixes the scene's audio once over the joined file.
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file (default: the scene's name with the format's extension).", valueName: "OUT"))
    var output: String?

    @Option(help: ArgumentHelp("The output format, instead of the extension's.", valueName: "FORMAT"))
    var format: OutputFormat?

    @Option(parsing: .unconditional, help: ArgumentHelp("The frames to render: seconds (0.5..1.5, 500ms..2s) or frames (15f..45f), from 0; END excluded.", valueName: "START..END"))
    var range: String?

    @Option(help: ArgumentHelp("Render only part K of N equal parts of the frames (K from 1), to join with `reel concat`.", valueName: "K/N"))
    var chunk: String?

    @Option(help: ArgumentHelp("Encoder settings not given otherwise.", valueName: "LEVEL"))
    var quality: ExportQuality = .standard

    @Option(parsing: .unconditional, help: "Constant rate factor (H.264/HEVC 0–51, VP9 0–63; lower is better and larger).")
    var crf: Int?

    @Option(help: ArgumentHelp("The encoder preset for H.264/HEVC: \(VideoCodec.presets.joined(separator: ", ")).", valueName: "PRESET"))
    var preset: String?

    @Option(help: ArgumentHelp("The video codec, instead of the format's.", valueName: "CODEC"))
    var codec: VideoCodec?

    @Option(help: ArgumentHelp("Chroma sampling for H.264/HEVC/VP9.", valueName: "FORMAT"))
    var pixelFormat: ChromaSampling?

    @Option(parsing: .unconditional, help: "How many times a GIF, APNG or WebP plays, from 1 to 65535 (0: forever).")
    var loop: Int = 0

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "GIF dithering, from 0 (none) to 1 (full); default \(ExportOptions().dithering.plainText). Flat colours are never dithered; raise it for gradients that band.",
        valueName: "AMOUNT"))
    var dither: Double?

    @Flag(help: "Keep the background's transparency (WebM, MOV, GIF, APNG, WebP, PNG).")
    var transparent = false

    @Option(parsing: .unconditional, help: "Render workers, from 1 to 256 (default: one per core).")
    var jobs: Int?

    @Flag(help: "Leave the scene's audio tracks out of the video.")
    var noAudio = false

    @Flag(help: "With a Lottie output (.json, .lottie): fail when part of the scene cannot be expressed in Lottie, instead of noting it.")
    var strict = false

    @OptionGroup var progress: ProgressOptions

    /// The Lottie format the output's extension names (.json, .lottie), if any.
    var lottieFormat: LottieFormat? { format == nil ? LottieFormat(path: output, format: nil) : nil }

    /// Checks what only the command line has: the output's name and the --range and --chunk
    /// syntax. Every range of an export option is checked once, by the export's plan.
    func validate() throws {
        if lottieFormat != nil { return }
        if format == nil, let output {
            do { _ = try OutputFormat(path: output) } catch {
                throw ValidationError("cannot tell the output format of '\(output)' from its extension: use .mp4, .webm, .mov, .gif, .apng, .webp, .png or a directory, or give --format")
            }
        }
        if let range { _ = try FrameSelection.parse(range) }
        if let chunk { _ = try ChunkSelection.parse(chunk) }
    }

    /// The options that shape the encoded stream, for a part's plan identifier.
    var settingsDescription: String {
        [format?.rawValue ?? "-", codec?.rawValue ?? "-", crf.map(String.init) ?? "-", preset ?? "-", quality.rawValue, pixelFormat?.rawValue ?? "-",
         String(transparent), String(noAudio), URL(fileURLWithPath: outputPath).pathExtension.lowercased()].joined(separator: ",")
    }

    /// The output path: as given, or the scene's name with the format's extension.
    var outputPath: String {
        if let output { return output }
        let chosen = format ?? .mp4
        return chosen == .pngSequence ? sceneOptions.baseName + "-frames/" : sceneOptions.baseName + "." + chosen.rawValue
    }

    func run() throws {
        let loaded = try sceneOptions.load(json: progress.json)
        let scene = loaded.scene
        CommandRunner.warnAboutPlacement(in: scene, file: sceneOptions.scene)
        let reporter = ProgressReporter(mode: progress.mode)
        if let lottieFormat {
            let path = output ?? sceneOptions.baseName + "." + lottieFormat.fileExtension
            try CommandRunner.run(json: progress.json) {
                try LottieRender.run(
                    loaded, format: lottieFormat, output: path, name: sceneOptions.baseName, strict: strict,
                    progress: progress, reporter: reporter)
            }
            return
        }
        try CommandRunner.run(json: progress.json) {
            var options = ExportOptions(
                format: format, codec: codec, crf: crf, preset: preset, quality: quality, loopCount: loop,
                transparent: transparent ? true : nil, jobs: jobs, includesAudio: !noAudio)
            options.inputs = loaded.inputFiles
            if let dither { options.dithering = dither }
            if let pixelFormat { options.chroma = pixelFormat }
            if let range {
                options.frameRange = try FrameSelection.parse(range).frames(fps: scene.fps, frameCount: scene.frameCount)
            }
            if let chunk {
                let selection = try ChunkSelection.parse(chunk)
                // The export fills in the plan's frame rate and sound; `source` lets `reel concat
                // --scene` check that it mixes the audio of the same files.
                options.chunk = ChunkPlan(
                    scene: ChunkSelection.identifier(ofFiles: loaded.inputFiles, adjustments: sceneOptions.adjustmentDescription),
                    source: ChunkSelection.identifier(ofFiles: loaded.inputFiles, adjustments: ""),
                    settings: ChunkSelection.identifier(of: settingsDescription), part: selection.part, count: selection.count,
                    whole: options.frameRange ?? 0..<scene.frameCount, fps: scene.fps)
            }
            let path = outputPath
            let result = try Exporter.export(scene: scene, to: path, options: options) { reporter.update($0) }
            reporter.finish()
            if progress.json {
                CommandRunner.printResult(.object([
                    ("type", .string("done")), ("output", .string(result.outputPath)), ("format", .string(result.format.rawValue)),
                    ("framesWritten", .number(Double(result.framesWritten))), ("framesRendered", .number(Double(result.framesRendered))),
                    ("notices", .array(result.notices.map { .string($0.description) })),
                ]))
            } else {
                for notice in result.notices { reporter.note("note: \(notice)") }
                reporter.note("wrote \(result.outputPath) (\(result.format), \(result.framesWritten) frames)")
            }
        }
    }
}
