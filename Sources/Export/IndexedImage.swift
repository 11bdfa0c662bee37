/// A palette image: one byte per pixel indexing `palette`, as the GIF encoder takes it.
struct IndexedImage: Sendable, Equatable {
    let width: Int
    let height: Int
    /// Palette indices, rows `width` bytes apart.
    var indices: [UInt8]
    /// 256 entries of 0xAARRGGBB (FFmpeg's PAL8 layout).
    var palette: [UInt32]
}
