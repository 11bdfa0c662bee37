/// A GIF export: with one palette (the default), a first pass collects every frame's colours
/// and a second pass renders again and maps frames onto that palette. Rendering twice keeps
/// memory flat; holds are not drawn in either pass.
struct GIFExport {
    let plan: ExportPlan
    let path: String

    func run(pipeline: RenderPipeline, progress: ((RenderProgress) -> Void)?, notices: inout [ExportNotice]) throws -> PipelineStatistics {
        let options = plan.options
        let keepsAlpha = plan.keepsAlpha
        if options.perFramePalettes {
            return try writePass(pipeline, progress: progress, pass: 1, of: 1) {
                try PerFramePaletteQuantizer(quality: options.quality, dithering: options.dithering, keepsAlpha: keepsAlpha)
            }
        }
        // Fail on an unwritable target before the first pass, not after it.
        _ = try AtomicFile(target: path)
        let builder = try GIFPaletteBuilder(quality: options.quality, keepsAlpha: keepsAlpha)
        let firstPass = try pipeline.run(into: builder) { step in
            progress?(RenderProgress(framesDone: step.framesDone, frameCount: step.frameCount, elapsed: step.elapsed, pass: 1, passCount: 2))
        }
        guard let palette = builder.palette else {
            throw ExportError.ffmpeg(operation: "choose the GIF palette", message: "no palette was made")
        }
        var statistics = try writePass(pipeline, progress: progress, pass: 2, of: 2) {
            PaletteMapper(palette: palette, dithering: options.dithering, keepsAlpha: keepsAlpha)
        }
        statistics.framesRendered += firstPass.framesRendered
        return statistics
    }

    /// The pass that writes the file, each worker mapping frames with a preparer `makePreparer` makes.
    private func writePass<Preparer: FramePreparer>(
        _ pipeline: RenderPipeline, progress: ((RenderProgress) -> Void)?, pass: Int, of passes: Int,
        makePreparer: @escaping () throws -> Preparer
    ) throws -> PipelineStatistics where Preparer.Prepared == IndexedImage {
        let sink = try GIFSink(
            path: path, width: plan.width, height: plan.height, fps: plan.scene.fps, loopCount: plan.options.loopCount,
            makePreparer: makePreparer)
        return try pipeline.run(into: sink) { step in
            progress?(RenderProgress(framesDone: step.framesDone, frameCount: step.frameCount, elapsed: step.elapsed, pass: pass, passCount: passes))
        }
    }
}
