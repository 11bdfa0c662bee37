/// Encoder settings for a video file.
public struct VideoOptions: Sendable, Equatable {
    /// FFmpeg's encoder name, such as `libx264`.
    public var codec: String
    /// Constant rate factor: lower is better quality and larger files.
    public var crf: Int
    /// The encoder's speed/size trade-off, such as `veryfast` or `slow`.
    public var preset: String

    public init(codec: String = "libx264", crf: Int = 20, preset: String = "veryfast") {
        self.codec = codec
        self.crf = crf
        self.preset = preset
    }
}
