import Render

/// What a media file holds, as read back by decoding it with libavformat/libavcodec.
public struct MediaInfo: Sendable {
    public var formatName: String
    public var codecName: String
    public var pixelFormat: String
    public var width: Int
    public var height: Int
    /// Frames per second as the stream declares it.
    public var frameRate: Double
    public var colorSpace: String
    public var colorPrimaries: String
    public var colorTransfer: String
    public var colorRange: String
    /// The presentation time of every decoded frame, in seconds.
    public var frameTimes: [Double]
    /// Decoded frames converted to BGRA, for the indices asked for.
    public var frames: [Int: Frame]

    public var frameCount: Int { frameTimes.count }
}
