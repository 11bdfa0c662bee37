import Foundation
import Output
import Render
import Scene

/// Renders a scene into a file of any format Reel writes: the one entry point for the CLI and
/// for Swift programs.
public enum Exporter {
    /// Renders `scene` to `path`. The format comes from `options.format` or the path
    /// (see `OutputFormat(path:)`). On any failure or an interrupt (`InterruptFlag.shared`) no
    /// output or temporary file is left and the error is thrown; a scene `validate()` finds
    /// problems in is refused with them (`ExportError.invalidScene`) before anything is written.
    @discardableResult
    public static func export(
        scene: Scene, to path: String, options: ExportOptions = ExportOptions(),
        progress: ((RenderProgress) -> Void)? = nil
    ) throws -> ExportResult {
        let problems = scene.validate()
        guard problems.isEmpty else { throw ExportError.invalidScene(problems) }
        ProcessMemory.configureAllocator()
        var plan = try ExportPlan(scene: scene, path: path, options: options)
        try checkOutput(path, plan: plan)
        let pipeline = RenderPipeline(scene: plan.scene, frames: plan.frames, jobs: plan.jobs)
        let statistics: PipelineStatistics
        switch plan.format {
        case .pngSequence:
            let sink = try PNGSequenceSink(path: path, plan: plan)
            statistics = try pipeline.run(into: sink, progress: progress)
        case .webp:
            statistics = try pipeline.run(into: WebPSink(path: path, settings: plan.webPSettings()), progress: progress)
        case .gif:
            statistics = try GIFExport(plan: plan, path: path).run(pipeline: pipeline, progress: progress, notices: &plan.notices)
        default:
            let sink = try makeEncodedSink(plan: &plan, path: path)
            statistics = try pipeline.run(into: sink, progress: progress)
            if sink.overloadedAudioSamples > 0 { plan.notices.append(.audioLimited(samples: sink.overloadedAudioSamples)) }
        }
        return ExportResult(
            outputPath: path, format: plan.format, framesWritten: statistics.framesWritten,
            framesRendered: statistics.framesRendered, notices: plan.notices)
    }

    /// The sink an export of `scene` to `path` writes into, for callers that hand it frames
    /// themselves (benchmarks, custom pipelines). A GIF with one shared palette needs a first
    /// pass over every frame: use `export` for it, or `perFramePalettes`.
    public static func makeSink(scene: Scene, to path: String, options: ExportOptions = ExportOptions()) throws -> any FrameSink {
        ProcessMemory.configureAllocator()
        var plan = try ExportPlan(scene: scene, path: path, options: options)
        try checkOutput(path, plan: plan)
        switch plan.format {
        case .pngSequence:
            return try PNGSequenceSink(path: path, plan: plan)
        case .gif:
            guard options.perFramePalettes else {
                throw ExportError.invalidOption(name: "perFramePalettes", reason: "a GIF with one shared palette is written in two passes; use Exporter.export")
            }
            let keepsAlpha = plan.keepsAlpha
            return try GIFSink(
                path: path, width: plan.width, height: plan.height, fps: plan.scene.fps, loopCount: options.loopCount,
                makePreparer: { try PerFramePaletteQuantizer(quality: options.quality, dithering: options.dithering, keepsAlpha: keepsAlpha) })
        case .webp:
            return try WebPSink(path: path, settings: plan.webPSettings())
        default:
            return try makeEncodedSink(plan: &plan, path: path)
        }
    }

    /// Refuses, before any frame is drawn, an output that would replace an input or
    /// something other than a regular file (a PNG sequence checks its files when it moves them).
    private static func checkOutput(_ path: String, plan: ExportPlan) throws(OutputError) {
        guard plan.format != .pngSequence else { return }
        try OutputSafety.checkReplaceable(path, inputs: plan.options.inputs)
    }

    private static func makeEncodedSink(plan: inout ExportPlan, path: String) throws -> EncodedFileSink {
        var settings = try plan.streamSettings()
        if let chunk = plan.options.chunk { settings.metadata.append(("comment", chunk.tag)) }
        plan.notices += plan.notices(for: settings)
        return try EncodedFileSink(path: path, settings: settings, audio: plan.audio)
    }
}
