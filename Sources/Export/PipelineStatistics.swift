/// What a pipeline run did.
public struct PipelineStatistics: Sendable, Equatable {
    /// Frames handed to the sink.
    public var framesWritten: Int
    /// Frames drawn; the others were holds, identical to the frame before.
    public var framesRendered: Int
}
