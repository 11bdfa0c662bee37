import ArgumentParser
import Foundation
import Lottie
import Reel

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a video, an animated image or a PNG sequence.",
        discussion: """
            The format follows the output's extension: .mp4 (H.264, or HEVC with --codec hevc),
            .webm (VP9), .mov (ProRes 4444), .gif, .apng, .webp; .png or a directory (a path
            ending in /) for a PNG sequence; .json (Lottie) or .lottie (dotLottie) for the
            scene as vector animation (what Lottie cannot express is noted per layer; --strict
            makes that an error). --format overrides the extension. The output is
            written under a temporary name and moved into place when complete: a failure or an
            interrupt leaves no partial file. The output never replaces the scene or a file it
            reads, nor anything that is not a regular file.

            Examples:
              reel render scenes/line-chart.yaml -o out/line-chart.mp4
              reel render scenes/line-chart.yaml -o chart.gif --scale 0.5 --fps 15
              reel render scenes/gradient-line.yaml -o gradient.gif --dither 0.5
              reel render scenes/line-chart.yaml -o chart.webm --transparent --quality high
              reel render scenes/line-chart.yaml -o part.mp4 --range 0.5s..1.5s --crf 18 --preset slow
              reel render scenes/line-chart.yaml -o frames/ --range 0f..10f
              reel render scene.yaml --format mov --jobs 2 --json
              reel render scenes/presentation.yaml -o talk.mp4 --no-audio
              reel render scenes/line-chart.yaml --chunk 2/4 -o part2.mp4   (then: reel concat part*.mp4 -o whole.mp4)
              reel render scenes/gauge.yaml -o gauge.json --strict

            A scene's audio tracks are mixed into one 48 kHz stereo stream: AAC in MP4, Opus
            in WebM, 16-bit PCM in MOV; GIF, APNG, WebP and PNG have no sound (a note says so).
            The audio lasts exactly as long as the video, and a --range render carries exactly
            the audio of its frames.

            --chunk K/N renders the K-th of N parts of equal frame counts (the last one shorter)
            of the whole scene or of its --range: MP4, MOV and WebM parts each start with a
            keyframe and carry a tag naming the plan, so `reel concat` joins them without
            re-encoding; a PNG sequence's parts write the scene's own frame numbers into one
            directory. GIF, APNG and WebP cannot be split. Parts carry no sound: `reel concat
            --scene SCENE` mixes the scene's audio once over the joined file.
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file (default: the scene's name with the format's extension).", valueName: "OUT"))
    var output: String?

    @Option(help: ArgumentHelp("The output format, instead of the extension's: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "FORMAT"))
    var format: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The frames to render: seconds (0.5..1.5, 500ms..2s) or frames (15f..45f), from 0; END excluded.", valueName: "START..END"))
    var range: String?

    @Option(help: ArgumentHelp("Render only part K of N equal parts of the frames (K from 1), to join with `reel concat`.", valueName: "K/N"))
    var chunk: String?

    @Option(help: ArgumentHelp("Encoder settings not given otherwise: \(ExportQuality.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "LEVEL"))
    var quality: String = ExportQuality.standard.rawValue

    @Option(parsing: .unconditional, help: "Constant rate factor (H.264/HEVC 0–51, VP9 0–63; lower is better and larger).")
    var crf: Int?

    @Option(help: ArgumentHelp("The encoder preset for H.264/HEVC: \(VideoCodec.presets.joined(separator: ", ")).", valueName: "PRESET"))
    var preset: String?

    @Option(help: ArgumentHelp("The video codec: \(VideoCodec.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "CODEC"))
    var codec: String?

    @Option(help: ArgumentHelp("Chroma sampling for H.264/HEVC/VP9: \(ChromaSampling.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "FORMAT"))
    var pixelFormat: String?

    @Option(parsing: .unconditional, help: "How many times a GIF, APNG or WebP plays, from 1 to 65535 (0: forever).")
    var loop: Int = 0

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "GIF dithering, from 0 (none) to 1 (full); default \(String(format: "%g", ExportOptions().dithering)). Flat colours are never dithered; raise it for gradients that band.",
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

    /// The Lottie format the output or --format names, if any.
    var lottieFormat: LottieFormat? { LottieFormat(path: output, format: format) }

    func validate() throws {
        if lottieFormat != nil { return }
        if let format, OutputFormat(rawValue: format) == nil {
            throw ValidationError("--format must be one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")); got '\(format)'")
        }
        if format == nil, let output {
            do { _ = try OutputFormat(path: output) } catch {
                throw ValidationError("cannot tell the output format of '\(output)' from its extension: use .mp4, .webm, .mov, .gif, .apng, .webp, .png or a directory, or give --format")
            }
        }
        if let range { _ = try FrameSelection.parse(range) }
        if let chunk { _ = try ChunkSelection.parse(chunk) }
        if ExportQuality(rawValue: quality) == nil {
            throw ValidationError("--quality must be one of \(ExportQuality.allCases.map(\.rawValue).joined(separator: ", ")); got '\(quality)'")
        }
        if let crf, !(0...63).contains(crf) { throw ValidationError("--crf must be from 0 to 63 (0 to 51 for H.264/HEVC), got \(crf)") }
        if let preset, !VideoCodec.presets.contains(preset) {
            throw ValidationError("--preset must be one of \(VideoCodec.presets.joined(separator: ", ")); got '\(preset)'")
        }
        if let codec, VideoCodec(rawValue: codec) == nil {
            throw ValidationError("--codec must be one of \(VideoCodec.allCases.map(\.rawValue).joined(separator: ", ")); got '\(codec)'")
        }
        if let pixelFormat, ChromaSampling(rawValue: pixelFormat) == nil {
            throw ValidationError("--pixel-format must be one of \(ChromaSampling.allCases.map(\.rawValue).joined(separator: ", ")); got '\(pixelFormat)'")
        }
        if let dither, !(0...1).contains(dither) { throw ValidationError("--dither must be from 0 (none) to 1 (full), got \(dither)") }
        guard (0...65535).contains(loop) else { throw ValidationError("--loop must be from 0 (forever) to 65535, got \(loop)") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be from 1 to 256, got \(jobs)") }
    }

    /// The options that shape the encoded stream, for a part's plan identifier.
    var settingsDescription: String {
        [format ?? "-", codec ?? "-", crf.map(String.init) ?? "-", preset ?? "-", quality, pixelFormat ?? "-",
         String(transparent), String(noAudio), URL(fileURLWithPath: outputPath).pathExtension.lowercased()].joined(separator: ",")
    }

    /// The output path: as given, or the scene's name with the format's extension.
    var outputPath: String {
        if let output { return output }
        let chosen = format.flatMap(OutputFormat.init(rawValue:)) ?? .mp4
        return chosen == .pngSequence ? sceneOptions.baseName + "-frames/" : sceneOptions.baseName + "." + chosen.rawValue
    }

    func run() throws {
        let loaded = try sceneOptions.load(json: progress.json)
        let scene = loaded.scene
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
                format: format.flatMap(OutputFormat.init(rawValue:)), codec: codec.flatMap(VideoCodec.init(rawValue:)),
                crf: crf, preset: preset, quality: ExportQuality(rawValue: quality) ?? .standard, loopCount: loop,
                transparent: transparent ? true : nil, jobs: jobs, includesAudio: !noAudio)
            options.inputs = loaded.inputFiles
            if let dither { options.dithering = dither }
            if let pixelFormat, let chroma = ChromaSampling(rawValue: pixelFormat) { options.chroma = chroma }
            if let range, let selection = try? FrameSelection.parse(range) {
                options.frameRange = try selection.frames(fps: scene.fps, frameCount: scene.frameCount)
            }
            if let chunk, let selection = try? ChunkSelection.parse(chunk) {
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
