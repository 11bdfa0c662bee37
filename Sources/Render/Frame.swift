/// One rendered image: premultiplied BGRA pixels (Cairo's ARGB32 on little-endian), rows top to
/// bottom, `stride` bytes apart.
public struct Frame: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    /// Premultiplied BGRA rows, `stride` bytes each, top to bottom.
    public var pixels: [UInt8]

    /// A frame of the given size filled with transparent black.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.stride = width * 4
        self.pixels = HugePages.bytes(count: width * 4 * height) { $0.initialize(repeating: 0) }
    }

    /// A frame whose pixels are not initialised: only for callers that overwrite every pixel
    /// at once (the renderer paints its background with Cairo's SOURCE operator), saving a
    /// pass over the whole buffer.
    init(uninitializedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        self.stride = width * 4
        self.pixels = HugePages.bytes(count: width * 4 * height) { _ in }
    }

    init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    /// The straight (un-premultiplied) RGBA colour of the pixel at (x, y), 0–255 each.
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = y * stride + x * 4
        let b = pixels[i], g = pixels[i + 1], r = pixels[i + 2], a = pixels[i + 3]
        guard a != 0, a != 255 else { return (r, g, b, a) }
        func unpremultiply(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return (unpremultiply(r), unpremultiply(g), unpremultiply(b), a)
    }
}
