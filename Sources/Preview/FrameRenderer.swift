import Dispatch
import Export
import Foundation
import Render
import Scene
import Synchronization

/// Renders the PNG of a frame off the server's threads, with as many renderers at once as the
/// machine has cores, through the same code as `reel still`.
final class FrameRenderer: Sendable {
    /// A renderer, a PNG encoder and the scene version the renderer's caches (decoded images)
    /// belong to. Used by one thread at a time: it is taken out of the pool for a render and put
    /// back after.
    private final class PooledRenderer: @unchecked Sendable {
        let renderer = Renderer()
        let encoder = PNGEncoder(compression: StillFrame.defaultCompression)
        let sceneVersion: Int
        init(sceneVersion: Int) { self.sceneVersion = sceneVersion }
    }

    private let idle = Mutex<[PooledRenderer]>([])
    private let slots: DispatchSemaphore
    private let queue = DispatchQueue(label: "reel-preview-render", attributes: .concurrent)
    private let cache = Mutex(FrameCache(budget: 256 << 20))

    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        slots = DispatchSemaphore(value: max(workers, 1))
    }

    /// The PNG of `scene` (version `sceneVersion`) at `time`.
    func png(of scene: Scene, sceneVersion: Int, at time: Double) async throws -> Data {
        let key = FrameCache.Key(sceneVersion: sceneVersion, time: time.bitPattern)
        if let cached = cache.withLock({ $0.data(for: key) }) { return cached }
        let data: Data = try await withCheckedThrowingContinuation { continuation in
            queue.async { [self] in
                slots.wait()
                defer { slots.signal() }
                let pooled = take(sceneVersion: sceneVersion)
                defer { idle.withLock { $0.append(pooled) } }
                continuation.resume(with: Result { try StillFrame.pngData(of: scene, at: time, renderer: pooled.renderer, encoder: pooled.encoder) })
            }
        }
        cache.withLock { $0.insert(data, for: key) }
        return data
    }

    /// The layout tree of `scene` (version `sceneVersion`) at `time`, as `reel layout` computes
    /// it, with a pooled renderer's text measurement: the hit test and boxes the page shows.
    func layoutTree(of scene: Scene, sceneVersion: Int, at time: Double) async throws -> LayoutTree {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { [self] in
                slots.wait()
                defer { slots.signal() }
                let pooled = take(sceneVersion: sceneVersion)
                defer { idle.withLock { $0.append(pooled) } }
                continuation.resume(with: Result { try pooled.renderer.layoutTree(of: scene, at: time) })
            }
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
