import Audio
import Export
import Foundation
import Render
import Scene
import SceneFile
import Synchronization

/// The previewed scene file, decoded again whenever it or a file it reads changes, and the
/// pages to tell about it.
public final class LiveScene: Sendable {
    /// Turns the decoded scene into the one shown (the command's --fps, --size, --scale); its
    /// error is shown like a scene problem.
    public typealias Adjustment = @Sendable (Scene) throws -> Scene

    /// The scene file's path.
    public let path: String
    private let adjust: Adjustment
    private let state = Mutex(PreviewState())
    private let subscribers = Mutex<[UUID: AsyncStream<PreviewState>.Continuation]>([:])
    private let watcher: Mutex<FileWatcher?> = Mutex(nil)

    /// Decodes the scene at `path` and starts watching it and the files it reads.
    public init(path: String, adjust: @escaping Adjustment = { $0 }) throws(PreviewError) {
        self.path = path
        self.adjust = adjust
        let watcher = try FileWatcher { [weak self] _ in self?.reload() }
        self.watcher.withLock { $0 = watcher }
        reload()
    }

    /// The current state.
    public var current: PreviewState { state.withLock { $0 } }

    /// Decodes the scene again, keeps the last good scene when the file has problems, and tells
    /// every subscriber.
    public func reload() {
        let decoding = SceneDecoder.decodeTrackingFiles(
            contentsOf: path, measuring: TextMeasurer(), checkingImages: ImageChecker(), probingAudio: AudioFileProbe())
        // Watch before publishing, so a save right after this reload is not missed.
        watcher.withLock { $0?.watch(decoding.files) }
        var scene: Scene?
        var problems: String?
        switch decoding.result {
        case .success(let decoded):
            do {
                let adjusted = try adjust(decoded)
                _ = try Renderer.frameSize(for: adjusted)
                scene = adjusted
            } catch {
                problems = "reel: error: \(error)"
            }
        case .failure(let error):
            problems = error.description
        }
        let updated = state.withLock { state in
            state.version += 1
            state.problems = problems
            // Every good reload is a new scene version, even when the scene compares equal: an
            // image file it draws may have changed under the same name.
            if let scene {
                state.scene = scene
                state.sceneVersion += 1
            }
            return state
        }
        subscribers.withLock { for continuation in $0.values { continuation.yield(updated) } }
    }

    /// The current state, then each new one, until the stream is dropped.
    public func updates() -> AsyncStream<PreviewState> {
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewState.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        subscribers.withLock { subscribers in
            subscribers[id] = continuation
            continuation.yield(current)
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// Stops watching the files and ends every subscriber's stream.
    public func stop() {
        watcher.withLock { $0?.stop() }
        // `finish()` runs the stream's `onTermination`, which takes this same lock: call it
        // outside, or a page still subscribed at shutdown deadlocks (or traps) the stop.
        let open = subscribers.withLock { subscribers in
            defer { subscribers = [:] }
            return Array(subscribers.values)
        }
        for continuation in open { continuation.finish() }
    }
}
