import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Export

/// A sink that records what reaches it, in order.
private final class RecordingSink: FrameSink {
    var frames: [Frame] = []
    var preparedIdentities: [ObjectIdentifier] = []
    var finished = false
    var cancelled = false
    var failAt: Int?

    func makePreparer() throws -> PassThroughPreparer { PassThroughPreparer() }

    func write(_ image: StraightImage) throws {
        if frames.count == failAt { throw ExportError.ffmpeg(operation: "write", message: "disk full (simulated)") }
        var decoded = Frame(width: image.width, height: image.height)
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            decoded.pixels[i] = image.pixels[i + 2]; decoded.pixels[i + 1] = image.pixels[i + 1]
            decoded.pixels[i + 2] = image.pixels[i]; decoded.pixels[i + 3] = image.pixels[i + 3]
        }
        frames.append(decoded)
    }

    func finish() throws { finished = true }
    func cancel() { cancelled = true }
}

private struct PassThroughPreparer: FramePreparer {
    func prepare(_ frame: Frame) throws -> StraightImage {
        StraightImage(frame, binaryAlpha: false)
    }
}

@Suite struct RenderPipelineTests {
    /// With several workers frames still arrive in order: the square is at 8 + 4n in frame n.
    @Test(arguments: [1, 2, 4])
    func framesArriveInOrder(jobs: Int) throws {
        let scene = TestScenes.movingSquare(fps: 20, duration: 0.5)
        let sink = RecordingSink()
        let statistics = try RenderPipeline(scene: scene, jobs: jobs).run(into: sink)
        #expect(statistics.framesWritten == 10 && sink.frames.count == 10)
        #expect(sink.finished && !sink.cancelled)
        for (n, frame) in sink.frames.enumerated() {
            #expect(frame.rgba(x: 8 + 4 * n, y: 24).r == 0, "frame \(n): square")
            #expect(frame.rgba(x: 8 + 4 * n + 10, y: 24).r == 255, "frame \(n): background right of the square")
        }
    }

    /// A square that stops after 0.25 s: the 15 frames after it are holds, drawn once.
    @Test func holdsAreNotRenderedAgain() throws {
        var scene = TestScenes.movingSquare(fps: 20, duration: 0.25)
        scene.duration = 1
        let sink = RecordingSink()
        let statistics = try RenderPipeline(scene: scene, jobs: 2).run(into: sink)
        #expect(statistics.framesWritten == 20)
        #expect(statistics.framesRendered == 6, "frames 0–4 move; frame 5 is the first at rest; 6–19 hold it")
        #expect(sink.frames.count == 20)
        #expect(sink.frames[19] == sink.frames[5])
    }

    @Test func aFrameRangeRendersOnlyThoseFrames() throws {
        let scene = TestScenes.movingSquare(fps: 20, duration: 0.5)
        let sink = RecordingSink()
        try RenderPipeline(scene: scene, frames: 3..<6, jobs: 2).run(into: sink)
        #expect(sink.frames.count == 3)
        #expect(sink.frames[0].rgba(x: 8 + 12, y: 24).r == 0, "the first frame written is frame 3")
    }

    @Test func aSinkErrorCancelsTheSinkAndStopsTheWorkers() throws {
        let scene = TestScenes.movingSquare(fps: 20, duration: 2)
        let sink = RecordingSink()
        sink.failAt = 3
        #expect(throws: ExportError.self) { try RenderPipeline(scene: scene, jobs: 2).run(into: sink) }
        #expect(sink.cancelled && !sink.finished)
    }

    @Test func progressCountsEveryFrame() throws {
        let scene = TestScenes.movingSquare(fps: 20, duration: 0.5)
        var reports: [RenderProgress] = []
        try RenderPipeline(scene: scene, jobs: 2).run(into: RecordingSink()) { reports.append($0) }
        #expect(reports.map(\.framesDone) == Array(1...10))
        #expect(reports.allSatisfy { $0.frameCount == 10 })
        #expect(reports.last!.estimatedRemaining == 0)
    }

    /// The queue never holds more than its capacity: a worker waits before claiming a frame
    /// that far ahead of the encoder.
    @Test func theQueueIsBounded() throws {
        let queue = FrameQueue<StraightImage>(count: 100, capacity: 3)
        #expect(queue.claim() == 0 && queue.claim() == 1 && queue.claim() == 2)
        let claimed = Claimed()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { claimed.set(queue.claim()); done.signal() }
        thread.start()
        // However long the thread has had, it cannot have claimed frame 3 yet.
        usleep(50_000)
        #expect(claimed.value == nil, "frame 3 waits until frame 0 is taken")
        queue.deliver(.hold, for: 0)
        _ = try queue.take()
        done.wait()
        #expect(claimed.value == 3)
    }
}

private final class Claimed: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed: Int?
    var value: Int? { lock.lock(); defer { lock.unlock() }; return claimed }
    func set(_ value: Int?) { lock.lock(); claimed = value; lock.unlock() }
}
