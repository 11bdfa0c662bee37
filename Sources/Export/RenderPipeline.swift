import Foundation
import Render
import Scene

/// Renders every frame of a scene, in order, into a sink.
public struct RenderPipeline: Sendable {
    public var scene: Scene

    public init(scene: Scene) {
        self.scene = scene
    }

    /// Renders frames `0..<scene.frameCount` into `sink` and finishes it. On any error the sink
    /// is cancelled (no output file remains) and the error rethrown.
    public func run(into sink: FrameSink, progress: ((RenderProgress) -> Void)? = nil) throws {
        let renderer = Renderer()
        let frameCount = scene.frameCount
        let start = Date()
        do {
            for n in 0..<frameCount {
                if Task.isCancelled || InterruptFlag.shared.isSet { throw ExportError.interrupted }
                let frame = try renderer.render(scene, at: scene.time(ofFrame: n))
                try sink.write(frame)
                progress?(RenderProgress(framesDone: n + 1, frameCount: frameCount, elapsed: Date().timeIntervalSince(start)))
            }
            try sink.finish()
        } catch {
            sink.cancel()
            throw error
        }
    }
}
