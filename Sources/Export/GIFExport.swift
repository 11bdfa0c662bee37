import Dispatch
import Foundation
import Output

/// A GIF export: with one palette (the default), a first pass draws every frame and collects
/// its colours, then a second pass maps the frames onto that palette. The first pass keeps the
/// frames it drew, packed (a chart frame packs to a few percent of its size), so the second pass
/// maps them without drawing them again; only when they outgrow `keepingBudget` does the second
/// pass draw them again instead, which keeps memory flat for long or large GIFs. Holds are not
/// drawn in either pass.
struct GIFExport {
    let plan: ExportPlan
    let path: String
    /// The most memory the packed frames of the first pass may take.
    var keepingBudget = 128 << 20

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
        let builder = try GIFPaletteBuilder(quality: options.quality, keepsAlpha: keepsAlpha, keepingBudget: keepingBudget)
        let firstPass = try pipeline.run(into: builder) { step in
            progress?(RenderProgress(framesDone: step.framesDone, frameCount: step.frameCount, elapsed: step.elapsed, pass: 1, passCount: 2))
        }
        guard let palette = builder.palette else {
            throw ExportError.ffmpeg(operation: "choose the GIF palette", message: "no palette was made")
        }
        let makeMapper = { PaletteMapper(palette: palette, dithering: options.dithering, keepsAlpha: keepsAlpha) }
        if let kept = builder.keptFrames {
            try writeKept(kept, pipeline: pipeline, progress: progress, makeMapper: makeMapper)
            return firstPass
        }
        var statistics = try writePass(pipeline, progress: progress, pass: 2, of: 2, makePreparer: makeMapper)
        statistics.framesRendered += firstPass.framesRendered
        return statistics
    }

    /// The pass that writes the file, each worker mapping frames with a preparer `makePreparer` makes.
    private func writePass<Preparer: FramePreparer>(
        _ pipeline: RenderPipeline, progress: ((RenderProgress) -> Void)?, pass: Int, of passes: Int,
        makePreparer: @escaping () throws -> Preparer
    ) throws -> PipelineStatistics where Preparer.Prepared == IndexedImage {
        let sink = try makeSink(makePreparer: makePreparer)
        return try pipeline.run(into: sink) { step in
            progress?(RenderProgress(framesDone: step.framesDone, frameCount: step.frameCount, elapsed: step.elapsed, pass: pass, passCount: passes))
        }
    }

    private func makeSink<Preparer: FramePreparer>(makePreparer: @escaping () throws -> Preparer) throws -> GIFSink<Preparer> {
        try GIFSink(
            path: path, width: plan.width, height: plan.height, fps: plan.scene.fps, loopCount: plan.options.loopCount,
            makePreparer: makePreparer)
    }

    /// The second pass over kept frames: each different image mapped once, `jobs` at a time
    /// (one mapper each), and written in order.
    private func writeKept(
        _ kept: KeptFrames, pipeline: RenderPipeline, progress: ((RenderProgress) -> Void)?,
        makeMapper: @escaping () -> PaletteMapper
    ) throws {
        let sink = try makeSink(makePreparer: makeMapper)
        do {
            let mappers = (0..<pipeline.jobs).map { _ in makeMapper() }
            let packed = kept.images
            let start = Date()
            var written = 0
            var batchStart = 0
            while batchStart < packed.count {
                if pipeline.interrupt.isSet { throw ExportError.interrupted }
                let batch = batchStart..<min(batchStart + mappers.count, packed.count)
                let mapped = MappedBatch(count: batch.count)
                DispatchQueue.concurrentPerform(iterations: batch.count) { i in
                    mapped.set(i, Result<IndexedImage, any Error> { try mappers[i].map(packed[batch.lowerBound + i].unpacked()) })
                }
                let images = try mapped.results()
                while written < kept.sequence.count, kept.sequence[written] < batch.upperBound {
                    try sink.write(images[kept.sequence[written] - batch.lowerBound])
                    written += 1
                    progress?(RenderProgress(framesDone: written, frameCount: kept.sequence.count,
                                             elapsed: Date().timeIntervalSince(start), pass: 2, passCount: 2))
                }
                batchStart = batch.upperBound
            }
            if pipeline.interrupt.isSet { throw ExportError.interrupted }
            try sink.finish()
        } catch {
            sink.cancel()
            throw error
        }
    }
}

/// The mapped images of one batch, filled in by concurrent workers.
private final class MappedBatch: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<IndexedImage, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ result: Result<IndexedImage, any Error>) {
        lock.lock()
        slots[i] = result
        lock.unlock()
    }

    func results() throws -> [IndexedImage] {
        try slots.map { try $0!.get() }
    }
}
