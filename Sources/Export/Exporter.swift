import Foundation
import Render
import Scene

/// Renders a scene into a file of any format Reel writes: the one entry point for the CLI and
/// for Swift programs.
public enum Exporter {
    /// Renders `scene` to `path`. The format comes from `options.format` or the path
    /// (see `OutputFormat(path:)`). On any failure or an interrupt (`InterruptFlag.shared`) no
    /// output or temporary file is left and the error is thrown.
    @discardableResult
    public static func export(
        scene: Scene, to path: String, options: ExportOptions = ExportOptions(),
        progress: ((RenderProgress) -> Void)? = nil
    ) throws -> ExportResult {
        var plan = try ExportPlan(scene: scene, path: path, options: options)
        let pipeline = RenderPipeline(scene: plan.scene, frames: plan.frames, jobs: plan.jobs)
        let statistics: PipelineStatistics
        switch plan.format {
        case .pngSequence:
            let sink = try PNGSequenceSink(path: path, plan: plan)
            statistics = try pipeline.run(into: sink, progress: progress)
        case .gif:
            statistics = try GIFExport(plan: plan, path: path).run(pipeline: pipeline, progress: progress, notices: &plan.notices)
        default:
            let settings = try plan.streamSettings()
            plan.notices += plan.notices(for: settings)
            let sink = try EncodedFileSink(path: path, settings: settings)
            statistics = try pipeline.run(into: sink, progress: progress)
        }
        return ExportResult(
            outputPath: path, format: plan.format, framesWritten: statistics.framesWritten,
            framesRendered: statistics.framesRendered, notices: plan.notices)
    }
}
