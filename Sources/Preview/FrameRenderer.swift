import Dispatch
import Export
import Foundation
import Render
import Scene
import Synchronization

/// Renders the PNG of a frame off the server's threads, with as many renderers at once as the
/// machine has cores, through the same code as `reel still`; and patches for playback (the part
/// of a frame that differs from another, see `FrameDifference`).
final class FrameRenderer: Sendable {
    /// A renderer, a PNG encoder and the scene version the renderer's caches (decoded images)
    /// belong to. Used by one thread at a time: it is taken out of the pool for a render and put
    /// back after.
    private final class PooledRenderer: @unchecked Sendable {
        let renderer = Renderer()
        /// Whole frames: `reel still`'s bytes.
        let encoder = PNGEncoder(compression: StillFrame.defaultCompression)
        /// Playback's patches: only their pixels matter, and ISA-L makes them 4 times faster.
        let patchEncoder = PNGEncoder(compression: .fast)
        let sceneVersion: Int
        init(sceneVersion: Int) { self.sceneVersion = sceneVersion }
    }

    /// A served frame or patch of the newest scene version.
    private struct ServedKey: Hashable {
        /// The time's bits: the page asks for exact frame times, so equal times are equal bits.
        var time: UInt64
        /// For a patch, the bits of the time of the frame it applies to; `nil` for a whole frame.
        var base: UInt64?
    }

    private let idle = Mutex<[PooledRenderer]>([])
    private let slots: DispatchSemaphore
    private let queue = DispatchQueue(label: "reel-preview-render", attributes: .concurrent)
    /// The answers of recently asked frames and patches: a looping playback renders each once.
    private let served = Mutex(ByteBudgetCache<ServedKey, ServedFrame>(budget: 256 << 20))
    /// 1080p frames are 8 MB: enough for the frames two workers need for patches in turn.
    private let rendered = RenderedFrames(budget: 128 << 20)

    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        slots = DispatchSemaphore(value: max(workers, 1))
    }

    /// The PNG of `scene` (version `sceneVersion`) at `time`.
    func png(of scene: Scene, sceneVersion: Int, at time: Double) async throws -> Data {
        let key = ServedKey(time: time.bitPattern)
        if let cached = served.withLock({ $0.value(for: key, version: sceneVersion) }) { return cached.png }
        let data: Data = try await withPooledRenderer(sceneVersion: sceneVersion) { pooled in
            try StillFrame.pngData(of: scene, at: time, renderer: pooled.renderer, encoder: pooled.encoder)
        }
        served.withLock { $0.insert(ServedFrame(png: data), bytes: data.count, for: key, version: sceneVersion) }
        return data
    }

    /// The patch that turns the frame of `scene` at `base` into the frame at `time`: the PNG of
    /// the rectangle where they differ (same renderer as `png` and a lossless encoder, so its
    /// pixels are those of the whole frame's PNG), empty when they are the same.
    func patch(of scene: Scene, sceneVersion: Int, at time: Double, from base: Double) async throws -> ServedFrame {
        let key = ServedKey(time: time.bitPattern, base: base.bitPattern)
        if let cached = served.withLock({ $0.value(for: key, version: sceneVersion) }) { return cached }
        let patch: ServedFrame = try await withPooledRenderer(sceneVersion: sceneVersion) { [rendered] pooled in
            func frame(at time: Double) throws -> Frame {
                try rendered.frame(sceneVersion: sceneVersion, at: time) {
                    try pooled.renderer.render(scene, at: time)
                }
            }
            let old = try frame(at: base), new = try frame(at: time)
            guard let rect = FrameDifference.changedRect(from: old, to: new) else {
                return ServedFrame(png: Data(), patch: PixelRect(x: 0, y: 0, width: 0, height: 0))
            }
            return ServedFrame(png: try pooled.patchEncoder.data(FrameDifference.crop(new, to: rect)), patch: rect)
        }
        served.withLock { $0.insert(patch, bytes: patch.png.count, for: key, version: sceneVersion) }
        return patch
    }

    /// `work`'s result, run on a pooled renderer for `sceneVersion` off the server's threads,
    /// with at most as many at once as there are workers.
    private func withPooledRenderer<Result: Sendable>(
        sceneVersion: Int, _ work: @escaping @Sendable (PooledRenderer) throws -> Result
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { [self] in
                slots.wait()
                defer { slots.signal() }
                let pooled = take(sceneVersion: sceneVersion)
                defer { idle.withLock { $0.append(pooled) } }
                continuation.resume(with: Swift.Result { try work(pooled) })
            }
        }
    }

    /// The layout tree of `scene` (version `sceneVersion`) at `time`, as `reel layout` computes
    /// it, with a pooled renderer's text measurement: the hit test and boxes the page shows.
    func layoutTree(of scene: Scene, sceneVersion: Int, at time: Double) async throws -> LayoutTree {
        try await withPooledRenderer(sceneVersion: sceneVersion) { pooled in
            try pooled.renderer.layoutTree(of: scene, at: time)
        }
    }

    /// An idle renderer for `sceneVersion`; those of older versions are dropped with their caches.
    private func take(sceneVersion: Int) -> PooledRenderer {
        idle.withLock { pool in
            pool.removeAll { $0.sceneVersion < sceneVersion }
            if let index = pool.lastIndex(where: { $0.sceneVersion == sceneVersion }) { return pool.remove(at: index) }
            return PooledRenderer(sceneVersion: sceneVersion)
        }
    }
}
