import CFFmpeg

/// Everything an `EncodedFileSink` needs to set up one video stream in one file.
struct StreamSettings: Sendable {
    /// libavformat's muxer name (`mp4`, `webm`, `mov`, `apng`, `webp`).
    var container: String
    /// libavcodec's encoder name (`libx264`, `prores_ks` …).
    var encoder: String
    var layout: PictureLayout
    var frameRate: AVRational
    /// Options for the encoder (its private options or generic codec options such as `b`).
    var codecOptions: [(name: String, value: String)] = []
    var muxerOptions: [(name: String, value: String)] = []
    /// A FourCC to store instead of the muxer's default (`hvc1` for HEVC in MP4).
    var codecTag: String?
    /// Frames between keyframes; `nil` leaves the encoder's default.
    var gopSize: Int?
    /// Container tags (such as a part's `comment`).
    var metadata: [(name: String, value: String)] = []
}
