import COutputCleanup
import CThreadPriority
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
///
/// With `yieldsToEncoder` (off by default) the pipeline draws in the encoder's idle time rather
/// than beside it; see that property.
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
    /// Whether drawing gives way to the encoder (off by default: see the cost below): `jobs`
    /// background workers at the lowest priority (nice 19) fill the queue, and `jobs` foreground
    /// workers at normal priority draw only the frames the encoder is about to take that are not
    /// ready yet.
    ///
    /// Why: x264's frame threads wait on each other and leave the cores about a tenth idle, but
    /// drawing and colour conversion at the same priority do not wait for those gaps: they take
    /// the cores while x264's slowest thread, the one the others wait on, is ready to run, and
    /// the whole encode finishes later. At nice 19 the background workers run almost only when a
    /// core would otherwise idle. Measured, that did not pay: over 9 alternated rounds on a quiet
    /// machine the bar race at 1080p took 1.135 of x264's time with it against 1.127 without
    /// (docs/benchmarks.md).
    ///
    /// The foreground workers are the guard against starvation: on a machine busy with other
    /// work a nice-19 thread gets about 1.5 % of a core and cannot ask for more (an unprivileged
    /// thread cannot raise its priority back), so without them a render would crawl. With them
    /// the encoder never waits on a starved thread for a frame; a frame is at worst drawn twice,
    /// and the first delivery is the one written.
    ///
    /// The cost, and why it is off: a nice-19 worker preempted while it holds a lock shared with
    /// the other workers (Pango's fontconfig lock, Cairo's font caches) holds up every worker
    /// that needs it until the scheduler gives it a core again, hundreds of milliseconds on a
    /// busy machine; and `run` waits for every worker to return (0.01–0.6 s measured for the
    /// starved ones). Under two `yes` loops on an otherwise idle machine the bar race at 640×360
    /// took 1.2–2.4 s against 1.05–1.26 s without it.
    ///
    /// Off, `jobs` workers at normal priority draw every frame in turn. `Exporter` turns it off
    /// for PNG sequences whatever it is set to (`OutputFormat.encodesAsItWrites`): there drawing
    /// is the critical path, and foreground workers would keep taking frames over.
    public var yieldsToEncoder = false

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
        let queue = FrameQueue<Sink.Preparer.Prepared>(count: count, capacity: queueCapacity, dueWindow: workerCount)
        let roles: [FrameQueue<Sink.Preparer.Prepared>.Role] = yieldsToEncoder
            ? Array(repeating: .background, count: workerCount) + Array(repeating: .foreground, count: workerCount)
            : Array(repeating: .background, count: workerCount)
        let preparers = try roles.map { _ in try sink.makePreparer() }
        // Frames in flight are at most the queue's capacity apart; a stalled background worker
        // may hold an older one, whose previous tree is then evaluated again.
        let presented = PresentedFrames(window: queueCapacity + roles.count + 1)
        let group = DispatchGroup()
        for (role, preparer) in zip(roles, preparers) {
            group.enter()
            let lowersPriority = yieldsToEncoder && role == .background
            let worker = Thread { [self] in
                // A signal stack, so that a crash on this thread still removes temporary files.
                let signalStack = reel_cleanup_begin_thread()
                defer { reel_cleanup_end_thread(signalStack); group.leave() }
                // Failing leaves the thread at normal priority: slower encodes, the same frames.
                if lowersPriority { _ = reel_lower_thread_priority() }
                renderFrames(queue: queue, role: role, preparer: preparer, presented: presented)
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
        return PipelineStatistics(framesWritten: count, framesRendered: queue.framesDrawn)
    }

    /// The frame number of the `index`th frame written.
    private func frameNumber(_ index: Int) -> Int { frames.lowerBound + index * step }

    /// One worker's loop: claim a frame, draw it unless it is a hold, prepare it, deliver it.
    /// Before drawing and before preparing it checks that no other worker delivered the frame
    /// meanwhile (a stalled background worker's frame is taken over by a foreground worker).
    private func renderFrames<Preparer: FramePreparer>(
        queue: FrameQueue<Preparer.Prepared>, role: FrameQueue<Preparer.Prepared>.Role, preparer: Preparer, presented: PresentedFrames
    ) {
        let renderer = Renderer()
        let interrupt = self.interrupt
        let claimed = ClaimedFrame()
        // A background worker also stops drawing a frame it no longer needs to draw: when it is
        // starved, what is left of the frame would take it many times longer than usual, and the
        // end of the render (or a failure) waits for every worker to return.
        renderer.shouldStop = role == .background
            ? { interrupt.isSet || !queue.isWanted(claimed.index, by: .background) }
            : { interrupt.isSet }
        var canvas: Frame?
        do {
            let (width, height) = try Renderer.frameSize(for: scene)
            while let index = queue.claim(as: role) {
                claimed.index = index
                if interrupt.isSet { throw ExportError.interrupted }
                let layers = scene.presentedLayers(at: scene.time(ofFrame: frameNumber(index)))
                presented.store(layers, at: index)
                // The previous frame's tree, from the worker that drew it when it is there yet.
                let previousLayers = index == 0 ? nil
                    : presented.tree(at: index - 1) ?? scene.presentedLayers(at: scene.time(ofFrame: frameNumber(index - 1)))
                if layers == previousLayers {
                    queue.deliver(.hold, for: index, by: role)
                    continue
                }
                guard queue.isWanted(index, by: role) else { queue.abandon(index, by: role); continue }
                // Reuse the last canvas; dropping the second reference keeps Cairo from copying it.
                var frame = canvas ?? Frame(width: width, height: height)
                canvas = nil
                do {
                    try renderer.render(layers, background: scene.background, into: &frame)
                } catch RenderError.interrupted where !interrupt.isSet {
                    // Not wanted any more; the next frame is drawn over the whole canvas.
                    canvas = frame
                    queue.abandon(index, by: role)
                    continue
                }
                guard queue.isWanted(index, by: role) else { canvas = frame; queue.abandon(index, by: role); continue }
                let prepared = try preparer.prepare(frame)
                canvas = frame
                queue.deliver(.frame(prepared), for: index, by: role)
            }
        } catch RenderError.interrupted {
            queue.fail(ExportError.interrupted)
        } catch {
            queue.fail(error)
        }
    }
}

/// The frame a worker is drawing, for its renderer's stop check on the same thread.
private final class ClaimedFrame {
    var index = 0
}
