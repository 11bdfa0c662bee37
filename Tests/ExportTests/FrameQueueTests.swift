import CFFmpeg
import Foundation
import Testing
@testable import Export

/// The frame queue between render workers and the encoder: background workers that may stall
/// for good (nice 19 on a busy machine), foreground workers that take over the frames the
/// encoder needs next, and the first delivery of each frame the one written.
@Suite struct FrameQueueTests {
    /// Background workers that claim frames and never finish them (starved) do not hold the
    /// render up: foreground workers draw every frame, and the encoder takes them all, in order.
    @Test func foregroundWorkersFinishTheRenderWhenBackgroundWorkersStall() throws {
        let count = 12
        let queue = FrameQueue<Int>(count: count, capacity: 6, dueWindow: 2)
        // Two background workers claim frames 0 and 1 and get no further.
        #expect(queue.claim(as: .background) == 0 && queue.claim(as: .background) == 1)
        let workers = DispatchGroup()
        for _ in 0..<2 {
            workers.enter()
            Thread {
                defer { workers.leave() }
                while let index = queue.claim(as: .foreground) {
                    queue.deliver(.frame(100 + index), for: index, by: .foreground)
                }
            }.start()
        }
        var taken: [Int] = []
        for _ in 0..<count {
            guard case .frame(let value) = try queue.take() else { Issue.record("a hold, never delivered"); return }
            taken.append(value)
        }
        #expect(taken == Array(100..<100 + count))
        // Once every frame is delivered the foreground workers stop on their own (the timeout
        // only keeps a broken queue from hanging the test run).
        #expect(workers.wait(timeout: .now() + 60) == .success)
        // The stalled workers come back: their frames are dropped and nothing is left to claim.
        #expect(!queue.deliver(.frame(-1), for: 0) && !queue.deliver(.frame(-1), for: 1))
        #expect(queue.claim(as: .background) == nil)
        #expect(queue.framesDrawn == count, "duplicates are not counted as drawn")
    }

    /// Foreground workers claim, lowest first, only frames within the window of the next frame
    /// the encoder takes that are not delivered and that no other foreground worker draws.
    @Test func foregroundWorkersClaimOnlyDueFramesNotDelivered() throws {
        let queue = FrameQueue<Int>(count: 10, capacity: 6, dueWindow: 2)
        #expect(queue.tryClaim(as: .foreground) == .frame(0))
        #expect(queue.tryClaim(as: .foreground) == .frame(1))
        #expect(queue.tryClaim(as: .foreground) == .wait, "frames 0 and 1 are being drawn; frame 2 is not due yet")
        #expect(queue.tryClaim(as: .background) == .frame(2), "background workers skip frames drawn in the foreground")
        queue.deliver(.frame(1), for: 1, by: .foreground)
        #expect(queue.tryClaim(as: .foreground) == .wait, "frame 1 is delivered")
        queue.deliver(.frame(0), for: 0, by: .foreground)
        #expect(queue.tryClaim(as: .foreground) == .wait)
        _ = try queue.take()
        // Frames 1 and 2 are due; 1 is delivered, 2 claimed by a background worker only.
        #expect(queue.isWanted(2, by: .background))
        #expect(queue.tryClaim(as: .foreground) == .frame(2), "taken over from the background worker")
        #expect(!queue.isWanted(2, by: .background), "the background worker may give frame 2 up")
        #expect(queue.isWanted(2, by: .foreground))
        // A foreground worker that gives a frame up (another delivered it) frees it for the others.
        queue.abandon(2, by: .foreground)
        #expect(queue.tryClaim(as: .foreground) == .frame(2))
        queue.deliver(.hold, for: 2, by: .foreground)
        #expect(!queue.isWanted(2, by: .foreground) && !queue.isWanted(2, by: .background))
        #expect(queue.tryClaim(as: .background) == .frame(3))
    }

    /// Background workers claim each frame once, in turn, up to the queue's capacity ahead of
    /// the encoder, skipping frames foreground workers delivered.
    @Test func backgroundWorkersStayWithinTheCapacity() throws {
        let queue = FrameQueue<Int>(count: 8, capacity: 3, dueWindow: 2)
        #expect(queue.tryClaim(as: .foreground) == .frame(0))
        queue.deliver(.frame(0), for: 0, by: .foreground)
        #expect(queue.tryClaim(as: .background) == .frame(1), "frame 0 is delivered already")
        #expect(queue.tryClaim(as: .background) == .frame(2))
        #expect(queue.tryClaim(as: .background) == .wait, "frame 3 waits until frame 0 is taken")
        _ = try queue.take()
        #expect(queue.tryClaim(as: .background) == .frame(3))
    }

    /// The first delivery of a frame is the one the encoder takes; a second (the same frame,
    /// drawn by another worker) is dropped, before or after the frame is taken.
    @Test func aSecondDeliveryIsDropped() throws {
        let queue = FrameQueue<Int>(count: 2, capacity: 2, dueWindow: 1)
        #expect(queue.claim(as: .background) == 0)
        #expect(queue.claim(as: .foreground) == 0)
        #expect(queue.deliver(.frame(7), for: 0, by: .foreground))
        #expect(!queue.deliver(.frame(8), for: 0, by: .background))
        guard case .frame(let first) = try queue.take() else { Issue.record("a hold, never delivered"); return }
        #expect(first == 7)
        #expect(!queue.deliver(.frame(9), for: 0, by: .foreground), "frame 0 is taken")
        #expect(queue.framesDrawn == 1)
    }

    /// A dropped duplicate's picture is released: its planes go back to the pool, for the next
    /// frame, and the queue keeps no reference to it.
    @Test func aDroppedPictureReturnsToItsPool() throws {
        let pool = try PicturePool(width: 64, height: 48, format: AV_PIX_FMT_YUV420P)
        let queue = FrameQueue<EncoderPicture>(count: 1, capacity: 1, dueWindow: 1)
        #expect(queue.deliver(.frame(try pool.picture()), for: 0, by: .foreground))
        var duplicate: EncoderPicture? = try pool.picture()
        weak var released = duplicate
        let plane = duplicate!.frame.pointee.data.0
        #expect(!queue.deliver(.frame(duplicate!), for: 0, by: .background))
        duplicate = nil
        #expect(released == nil, "the queue kept the dropped picture")
        let next = try pool.picture()
        #expect(next.frame.pointee.data.0 == plane, "the dropped picture's plane is reused")
    }

    /// `fail` and `stop` wake every waiting worker, whatever it waits for, and end it.
    @Test(arguments: [true, false])
    func stoppingWakesEveryWorker(fails: Bool) throws {
        let queue = FrameQueue<Int>(count: 10, capacity: 2, dueWindow: 1)
        // The queue is full for the background and the window for the foreground.
        #expect(queue.claim(as: .background) == 0 && queue.claim(as: .background) == 1)
        #expect(queue.claim(as: .foreground) == 0)
        let results = Results()
        let waiting = DispatchGroup()
        for role in [FrameQueue<Int>.Role.background, .foreground, .background, .foreground] {
            waiting.enter()
            Thread {
                results.append(queue.claim(as: role))
                waiting.leave()
            }.start()
        }
        if fails {
            waiting.enter()
            Thread {
                do { _ = try queue.take(); results.append(0) } catch { results.append(nil) }
                waiting.leave()
            }.start()
            queue.fail(ExportError.interrupted)
        } else {
            queue.stop()
        }
        // The timeout only keeps a broken queue from hanging the test run.
        #expect(waiting.wait(timeout: .now() + 60) == .success)
        #expect(results.values == Array(repeating: nil, count: fails ? 5 : 4))
        #expect(!queue.isWanted(2, by: .foreground) && queue.tryClaim(as: .foreground) == .done)
    }
}

/// What worker threads returned.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int?] = []
    var values: [Int?] { lock.lock(); defer { lock.unlock() }; return list }
    func append(_ value: Int?) { lock.lock(); list.append(value); lock.unlock() }
}
