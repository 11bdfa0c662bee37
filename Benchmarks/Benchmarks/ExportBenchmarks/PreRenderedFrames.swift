import Reel

/// Every frame of a scene rendered and converted for its sink ahead of time, so the encoder
/// can be timed alone. Holds share one prepared frame, as in the pipeline, which keeps a 10 s
/// chart (mostly holds) to a few hundred megabytes.
final class PreRenderedFrames: @unchecked Sendable {
    nonisolated(unsafe) static var shared: PreRenderedFrames?

    /// Distinct prepared frames.
    let prepared: [PreparedFrame]
    /// For each frame of the scene, its index in `prepared`.
    let order: [Int]

    init(scene: Scene, path: String, options: ExportOptions) throws {
        let sink = try Exporter.makeSink(scene: scene, to: path, options: options)
        defer { sink.cancel() }
        let preparer = try sink.makePreparer()
        let renderer = Renderer()
        var prepared: [PreparedFrame] = []
        var order: [Int] = []
        var previous: [Layer]?
        for n in 0..<scene.frameCount {
            let layers = scene.presentedLayers(at: scene.time(ofFrame: n))
            if layers != previous {
                var frame = Frame(width: Int(scene.size.width), height: Int(scene.size.height))
                try renderer.render(layers, background: scene.background, into: &frame)
                prepared.append(try preparer.prepare(frame))
                previous = layers
            }
            order.append(prepared.count - 1)
        }
        self.prepared = prepared
        self.order = order
    }
}
