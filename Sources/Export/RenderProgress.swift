/// How far a render has come, reported after each frame is handed to the encoder.
///
/// Some formats render the frames more than once (a GIF with one palette for all frames first
/// collects every frame's colours, then renders again to encode): `pass` says which time this is.
public struct RenderProgress: Sendable, Equatable {
    /// Frames done in this pass.
    public var framesDone: Int
    /// Frames each pass renders.
    public var frameCount: Int
    /// Seconds since this pass started.
    public var elapsed: Double
    /// Which pass this is, from 1.
    public var pass: Int
    /// How many passes the export makes (2 for a one-palette GIF).
    public var passCount: Int

    /// Progress after `framesDone` of `frameCount` frames in `elapsed` seconds.
    public init(framesDone: Int, frameCount: Int, elapsed: Double, pass: Int = 1, passCount: Int = 1) {
        self.framesDone = framesDone
        self.frameCount = frameCount
        self.elapsed = elapsed
        self.pass = pass
        self.passCount = passCount
    }

    /// Frames written per second so far.
    public var framesPerSecond: Double { elapsed > 0 ? Double(framesDone) / elapsed : 0 }

    /// Whether this is the last frame of the last pass.
    public var isComplete: Bool { pass >= passCount && framesDone >= frameCount }

    /// Estimated seconds left at the current rate, this pass and the passes after it.
    public var estimatedRemaining: Double {
        guard framesPerSecond > 0 else { return 0 }
        let framesLeft = frameCount - framesDone + max(passCount - pass, 0) * frameCount
        return Double(framesLeft) / framesPerSecond
    }
}
