/// A GIF export: with one palette (the default), a first pass collects every frame's colours
/// and a second pass renders again and maps frames onto that palette. Rendering twice keeps
/// memory flat; holds are not drawn in either pass.
struct GIFExport {
    let plan: ExportPlan
    let path: String

    func run(pipeline: RenderPipeline, progress: ((RenderProgress) -> Void)?, notices: inout [ExportNotice]) throws -> PipelineStatistics {
        let options = plan.options
        let keepsAlpha = plan.keepsAlpha
        let makePreparer: () throws -> any FramePreparer
        var passes = 1
        var firstPass: PipelineStatistics?
        if options.perFramePalettes {
            makePreparer = { try PerFramePaletteQuantizer(quality: options.quality, dithering: options.dithering, keepsAlpha: keepsAlpha) }
        } else {
            passes = 2
            // Fail on an unwritable target before the first pass, not after it.
            _ = try AtomicFile(target: path)
            let builder = try GIFPaletteBuilder(quality: options.quality, keepsAlpha: keepsAlpha)
            firstPass = try pipeline.run(into: builder) { step in
                progress?(RenderProgress(framesDone: step.framesDone, frameCount: step.frameCount, elapsed: step.elapsed, pass: 1, passCount: 2))
            }
            guard let palette = builder.palette else {
                throw ExportError.ffmpeg(operation: "choose the GIF palette", message: "no palette was made")
            }
            makePreparer = { PaletteMapper(palette: palette, dithering: options.dithering, keepsAlpha: keepsAlpha) }
        }
        let sink = try GIFSink(
            path: path, width: plan.width, height: plan.height, fps: plan.scene.fps, loopCount: options.loopCount,
            makePreparer: makePreparer)
        var statistics = try pipeline.run(into: sink) { step in
            progress?(RenderProgress(framesDone: step.framesDone, frameCount: step.frameCount, elapsed: step.elapsed, pass: passes, passCount: passes))
        }
        if let firstPass { statistics.framesRendered += firstPass.framesRendered }
        return statistics
    }
}
