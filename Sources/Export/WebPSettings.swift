/// How an animated WebP is encoded: libwebp's settings for each frame.
struct WebPSettings: Sendable {
    /// VP8L (exact) instead of VP8 (lossy).
    var lossless: Bool
    /// Lossy: 0–100, higher is better and larger. Lossless: effort.
    var quality: Float
    /// 0 (fast) to 6 (small).
    var method: Int32
    var layout: PictureLayout
    var fps: Double
    /// Plays; 0 is forever.
    var loopCount: Int
}
