import Render

/// Straight (not premultiplied) RGBA pixels, rows `width * 4` bytes apart, as libimagequant
/// takes them.
struct StraightImage: Sendable, Equatable {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Converts a premultiplied BGRA frame. With `binaryAlpha`, pixels at least half covered
    /// become opaque and the rest fully transparent (as GIF stores them); with `opaque`, the
    /// frame is flattened onto black.
    init(_ frame: Frame, binaryAlpha: Bool, opaque: Bool = false) {
        let width = frame.width, height = frame.height
        self.width = width
        self.height = height
        var out = [UInt8](repeating: 0, count: width * height * 4)
        frame.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    var i = y * frame.stride
                    var o = y * width * 4
                    for _ in 0..<width {
                        let b = src[i], g = src[i + 1], r = src[i + 2], a = src[i + 3]
                        if a == 255 || opaque {
                            dst[o] = r; dst[o + 1] = g; dst[o + 2] = b; dst[o + 3] = 255
                        } else if a != 0 && (!binaryAlpha || a >= 128) {
                            let alpha = Int(a)
                            dst[o] = UInt8(min(255, (Int(r) * 255 + alpha / 2) / alpha))
                            dst[o + 1] = UInt8(min(255, (Int(g) * 255 + alpha / 2) / alpha))
                            dst[o + 2] = UInt8(min(255, (Int(b) * 255 + alpha / 2) / alpha))
                            dst[o + 3] = binaryAlpha ? 255 : a
                        }
                        i += 4
                        o += 4
                    }
                }
            }
        }
        pixels = out
    }
}
