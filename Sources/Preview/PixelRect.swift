/// A rectangle of whole frame pixels: where one frame differs from another.
struct PixelRect: Sendable, Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// As the `X-Reel-Patch` header carries it: `x,y,width,height`.
    var header: String { "\(x),\(y),\(width),\(height)" }
}
