import Render

/// What a media file holds, as read back by decoding it with libavformat/libavcodec.
public struct MediaInfo: Sendable {
    /// The container, as libavformat names it (`mov,mp4,m4a,3gp,3g2,mj2` …).
    public var formatName: String
    /// The video codec, as libavcodec names it (`h264` …).
    public var codecName: String
    /// The codec profile's name (`4444`, `High`, `Profile 0` …), or `unknown`.
    public var profile: String
    /// The pixel format the container declares.
    public var pixelFormat: String
    /// The pixel format the decoder produced (VP9 alpha shows only here: `yuva420p`).
    public var decodedPixelFormat: String
    /// The coded width in pixels.
    public var width: Int
    /// The coded height in pixels.
    public var height: Int
    /// Frames per second as the stream declares it.
    public var frameRate: Double
    /// The stream's colour matrix tag (`bt709` …).
    public var colorSpace: String
    /// The stream's primaries tag.
    public var colorPrimaries: String
    /// The stream's transfer tag.
    public var colorTransfer: String
    /// `tv` (limited) or `pc` (full).
    public var colorRange: String
    /// The presentation time of every decoded frame, in seconds.
    public var frameTimes: [Double]
    /// How long each decoded frame shows, in seconds (GIF delays, APNG delays).
    public var frameDurations: [Double]
    /// How many times an animated image plays (0 = forever), read from its GIF NETSCAPE block
    /// or APNG `acTL` chunk; `nil` for other files.
    public var loopCount: Int?
    /// Decoded frames converted to premultiplied BGRA, for the indices asked for.
    public var frames: [Int: Frame]

    /// The number of frames decoded.
    public var frameCount: Int { frameTimes.count }
    /// Whether the decoded pictures carry an alpha channel.
    public var hasAlpha: Bool {
        ["yuva", "rgba", "bgra", "argb", "abgr", "ya8", "pal8"].contains { decodedPixelFormat.hasPrefix($0) }
    }
    /// The sum of the frame durations, in seconds.
    public var totalDuration: Double { frameDurations.reduce(0, +) }
}
