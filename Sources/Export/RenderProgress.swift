/// How far a render has come, reported after each frame is handed to the encoder.
public struct RenderProgress: Sendable, Equatable {
    public var framesDone: Int
    public var frameCount: Int
    /// Seconds since the render started.
    public var elapsed: Double

    public var framesPerSecond: Double { elapsed > 0 ? Double(framesDone) / elapsed : 0 }
    /// Estimated seconds left at the current rate.
    public var estimatedRemaining: Double {
        framesPerSecond > 0 ? Double(frameCount - framesDone) / framesPerSecond : 0
    }
}
