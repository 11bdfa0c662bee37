import Reel

/// Every frame of a scene rendered and prepared for its sink ahead of time, so the encoder
/// can be timed alone. Holds share one prepared frame, as in the pipeline, which keeps a 10 s
/// chart (mostly holds) to a few hundred megabytes.
public final class PreRenderedFrames: @unchecked Sendable {
    nonisolated(unsafe) public static var shared: PreRenderedFrames?

    /// Distinct prepared frames, each of the type the sink's preparer makes.
    let prepared: [any Sendable]
    /// For each frame of the scene, its index in `prepared`.
    let order: [Int]

    public init(scene: Scene, path: String, options: ExportOptions) throws {
        let sink = try Exporter.makeSink(scene: scene, to: path, options: options)
        defer { sink.cancel() }
        (prepared, order) = try Self.prepare(scene, for: sink)
    }

    private static func prepare<Sink: FrameSink>(_ scene: Scene, for sink: Sink) throws -> ([any Sendable], [Int]) {
        let preparer = try sink.makePreparer()
        let renderer = Renderer()
        var prepared: [Sink.Preparer.Prepared] = []
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
        return (prepared, order)
    }

    /// Writes every frame into `sink` (made like the one these frames were prepared for) and
    /// finishes it.
    public func encode(into sink: any FrameSink) throws {
        try Self.encode(prepared, order, into: sink)
    }

    private static func encode<Sink: FrameSink>(_ prepared: [any Sendable], _ order: [Int], into sink: Sink) throws {
        // The frames were prepared by a sink of the same type, so the cast always succeeds.
        let frames = prepared.map { $0 as! Sink.Preparer.Prepared }
        for index in order { try sink.write(frames[index]) }
        try sink.finish()
    }
}
