import COutputCleanup
import Foundation
import Output
import Render
import Scene

/// Renders a scene's frames on several workers and hands them, in order, to a sink.
///
/// Each worker has its own `Renderer` (Cairo is not shared between threads) and its own
/// `FramePreparer`, so colour conversion runs beside rendering, not on the encoder's thread.
/// A bounded `FrameQueue` keeps memory flat whatever the duration. A frame whose presented
/// layer tree equals the previous frame's (a hold) is not drawn again.
public struct RenderPipeline: Sendable {
    /// The scene to render.
    public var scene: Scene
    /// The frames to render (frame n is at n / fps).
    public var frames: Range<Int>
    /// Render only every `step`th frame of `frames`, from the first (1: all of them).
    public var step = 1
    /// Render workers.
    public var jobs: Int
    /// The most prepared frames held at once.
    public var queueCapacity: Int
    /// Checked between frames and inside long drawing work; when set the render stops with
    /// `ExportError.interrupted`.
    public var interrupt: InterruptFlag

    /// A pipeline over `frames` (all by default) on `jobs` workers (one per core by default).
    public init(scene: Scene, frames: Range<Int>? = nil, jobs: Int? = nil, interrupt: InterruptFlag = .shared) {
        self.scene = scene
        self.frames = frames ?? 0..<scene.frameCount
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.queueCapacity = 2 * self.jobs + 2
        self.interrupt = interrupt
    }

    /// Renders `frames` into `sink` and finishes it. On any error (or an interrupt) the sink is
    /// cancelled, so no output file remains, and the error is rethrown.
    @discardableResult
    public func run<Sink: FrameSink>(into sink: Sink, progress: ((RenderProgress) -> Void)? = nil) throws -> PipelineStatistics {
        do {
            let statistics = try runWorkers(into: sink, progress: progress)
            try sink.finish()
            return statistics
        } catch {
            sink.cancel()
            throw error
        }
    }

    private func runWorkers<Sink: FrameSink>(into sink: Sink, progress: ((RenderProgress) -> Void)?) throws -> PipelineStatistics {
        let count = (frames.count + step - 1) / step
        let workerCount = min(jobs, max(1, count))
        let preparers = try (0..<workerCount).map { _ in try sink.makePreparer() }
        let queue = FrameQueue<Sink.Preparer.Prepared>(count: count, capacity: queueCapacity)
        let rendered = RenderedCounter()
        // Frames in flight are at most the queue's capacity apart.
        let presented = PresentedFrames(window: queueCapacity + workerCount + 1)
        let group = DispatchGroup()
        for preparer in preparers {
            group.enter()
            let worker = Thread { [self] in
                // A signal stack, so that a crash on this thread still removes temporary files.
                let signalStack = reel_cleanup_begin_thread()
                defer { reel_cleanup_end_thread(signalStack); group.leave() }
                renderFrames(queue: queue, preparer: preparer, rendered: rendered, presented: presented)
            }
            worker.stackSize = 8 << 20
            worker.start()
        }
        defer {
            queue.stop()
            group.wait()
        }

        let start = Date()
        var previous: Sink.Preparer.Prepared?
        for n in 0..<count {
            if interrupt.isSet { throw ExportError.interrupted }
            switch try queue.take() {
            case .frame(let frame):
                previous = frame
                try sink.write(frame)
            case .hold:
                try sink.write(previous!)
            }
            progress?(RenderProgress(framesDone: n + 1, frameCount: count, elapsed: Date().timeIntervalSince(start)))
        }
        if interrupt.isSet { throw ExportError.interrupted }
        return PipelineStatistics(framesWritten: count, framesRendered: rendered.value)
    }

    /// The frame number of the `index`th frame written.
    private func frameNumber(_ index: Int) -> Int { frames.lowerBound + index * step }

    /// One worker's loop: claim a frame, draw it unless it is a hold, prepare it, deliver it.
    private func renderFrames<Preparer: FramePreparer>(
        queue: FrameQueue<Preparer.Prepared>, preparer: Preparer, rendered: RenderedCounter, presented: PresentedFrames
    ) {
        let renderer = Renderer()
        let interrupt = self.interrupt
        renderer.shouldStop = { interrupt.isSet }
        var canvas: Frame?
        do {
            let (width, height) = try Renderer.frameSize(for: scene)
            while let index = queue.claim() {
                if interrupt.isSet { throw ExportError.interrupted }
                let layers = scene.presentedLayers(at: scene.time(ofFrame: frameNumber(index)))
                presented.store(layers, at: index)
                // The previous frame's tree, from the worker that drew it when it is there yet.
                let previousLayers = index == 0 ? nil
                    : presented.tree(at: index - 1) ?? scene.presentedLayers(at: scene.time(ofFrame: frameNumber(index - 1)))
                if layers == previousLayers {
                    queue.deliver(.hold, for: index)
                    continue
                }
                // Reuse the last canvas; dropping the second reference keeps Cairo from copying it.
                var frame = canvas ?? Frame(width: width, height: height)
                canvas = nil
                try renderer.render(layers, background: scene.background, into: &frame)
                let prepared = try preparer.prepare(frame)
                canvas = frame
                rendered.increment()
                queue.deliver(.frame(prepared), for: index)
            }
        } catch RenderError.interrupted {
            queue.fail(ExportError.interrupted)
        } catch {
            queue.fail(error)
        }
    }
}

/// Counts the frames actually drawn, across workers.
private final class RenderedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func increment() { lock.lock(); count += 1; lock.unlock() }
}
