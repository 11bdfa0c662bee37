import Render

/// Maps frames onto one fixed GIF palette, on a render worker: nearest colour, with
/// Floyd–Steinberg dithering scaled by `dithering`.
///
/// libimagequant refines its palette while remapping each image, so frames remapped by it
/// would each get a slightly different palette and FFmpeg would store every frame whole.
/// Mapping onto the fixed palette here keeps the palette identical in every frame.
final class PaletteMapper: FramePreparer, @unchecked Sendable {
    private let palette: GIFPalette
    private let dithering: Float
    private let keepsAlpha: Bool
    private let transparentIndex: UInt8?
    /// Opaque entries only: (index, r, g, b).
    private let opaqueEntries: [(index: UInt8, r: Int32, g: Int32, b: Int32)]
    private var nearestCache: [UInt32: UInt8] = [:]

    init(palette: GIFPalette, dithering: Double, keepsAlpha: Bool) {
        self.palette = palette
        self.dithering = Float(dithering)
        self.keepsAlpha = keepsAlpha
        transparentIndex = keepsAlpha ? palette.transparentIndex.map(UInt8.init) : nil
        opaqueEntries = palette.entries.prefix(palette.usedCount).enumerated().compactMap { i, entry in
            entry >> 24 < 128 ? nil : (UInt8(i), Int32(entry >> 16 & 0xFF), Int32(entry >> 8 & 0xFF), Int32(entry & 0xFF))
        }
    }

    func prepare(_ frame: Frame) throws -> IndexedImage {
        let image = StraightImage(frame, binaryAlpha: true, opaque: !keepsAlpha)
        return map(image)
    }

    func map(_ image: StraightImage) -> IndexedImage {
        let width = image.width, height = image.height
        var indices = [UInt8](repeating: 0, count: width * height)
        let dither = dithering > 0
        // Errors carried to this row and the next, per channel, with a pixel of margin each side.
        var current = [Float](repeating: 0, count: (width + 2) * 3)
        var next = current
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let p = (y * width + x) * 4
                    if pixels[p + 3] < 128, let transparentIndex {
                        indices[y * width + x] = transparentIndex
                        continue
                    }
                    var r = Int32(pixels[p]), g = Int32(pixels[p + 1]), b = Int32(pixels[p + 2])
                    let e = (x + 1) * 3
                    if dither {
                        r = clamp(Float(r) + current[e]); g = clamp(Float(g) + current[e + 1]); b = clamp(Float(b) + current[e + 2])
                    }
                    let index = nearest(r: r, g: g, b: b)
                    indices[y * width + x] = index
                    guard dither else { continue }
                    let chosen = palette.entries[Int(index)]
                    let scale = dithering / 16
                    let er = Float(r - Int32(chosen >> 16 & 0xFF)) * scale
                    let eg = Float(g - Int32(chosen >> 8 & 0xFF)) * scale
                    let eb = Float(b - Int32(chosen & 0xFF)) * scale
                    for (k, error) in [(0, er), (1, eg), (2, eb)] {
                        current[e + 3 + k] += error * 7
                        next[e - 3 + k] += error * 3
                        next[e + k] += error * 5
                        next[e + 3 + k] += error
                    }
                }
                if dither {
                    swap(&current, &next)
                    for i in next.indices { next[i] = 0 }
                }
            }
        }
        return IndexedImage(width: width, height: height, indices: indices, palette: palette.entries)
    }

    private func clamp(_ value: Float) -> Int32 { Int32(max(0, min(255, value.rounded()))) }

    /// The opaque palette entry closest to (r, g, b), remembered per colour.
    private func nearest(r: Int32, g: Int32, b: Int32) -> UInt8 {
        let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        if let index = nearestCache[key] { return index }
        var best: UInt8 = 0
        var bestDistance = Int32.max
        for entry in opaqueEntries {
            let dr = entry.r - r, dg = entry.g - g, db = entry.b - b
            // Weighted towards green, as the eye is most sensitive to it.
            let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if distance < bestDistance { bestDistance = distance; best = entry.index }
        }
        nearestCache[key] = best
        return best
    }
}
