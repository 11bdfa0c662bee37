import Render

/// Maps frames onto one fixed GIF palette, on a render worker.
///
/// A colour the palette holds exactly (a chart's flat fills, text, background) maps to that
/// entry, so flat areas stay flat and noise-free. Other colours (anti-aliased edges, shadows,
/// gradients) map to their nearest entry, after an ordered dither when `dithering` is above 0
/// (0 by default: on charts the dither costs bytes and fidelity): an 8×8 Bayer offset, scaled
/// by `dithering`, added before the nearest entry is taken. Unlike error diffusion, each
/// pixel's index then depends only on its own colour and position, so a pixel that does not
/// change between frames keeps its index and the GIF encoder stores only what moved (error
/// diffusion spreads a change across the rest of the row and the rows below). It also lets
/// frames be mapped in any order, on any worker.
///
/// libimagequant refines its palette while remapping each image, so frames remapped by it
/// would each get a slightly different palette and FFmpeg would store every frame whole.
/// Mapping onto the fixed palette here keeps the palette identical in every frame.
final class PaletteMapper: FramePreparer, @unchecked Sendable {
    private let palette: GIFPalette
    private let keepsAlpha: Bool
    private let transparentIndex: UInt8?
    /// Opaque entries only: (index, r, g, b).
    private let opaqueEntries: [(index: UInt8, r: Int32, g: Int32, b: Int32)]
    /// The dither offset for each position of the 8×8 Bayer matrix, row-major.
    private let offsets: [Int32]
    /// The nearest opaque entry of a colour (0xRRGGBB), and whether it is exact.
    private var nearestCache: [UInt32: (index: UInt8, exact: Bool)] = [:]

    /// The largest offset, at full dithering: about half the spacing of neighbouring entries
    /// in a 255-colour palette of anti-aliased chart colours.
    private static let amplitude = 12.0

    init(palette: GIFPalette, dithering: Double, keepsAlpha: Bool) {
        self.palette = palette
        self.keepsAlpha = keepsAlpha
        transparentIndex = keepsAlpha ? palette.transparentIndex.map(UInt8.init) : nil
        opaqueEntries = palette.entries.prefix(palette.usedCount).enumerated().compactMap { i, entry in
            entry >> 24 < 128 ? nil : (UInt8(i), Int32(entry >> 16 & 0xFF), Int32(entry >> 8 & 0xFF), Int32(entry & 0xFF))
        }
        let strength = max(0, min(1, dithering)) * Self.amplitude
        offsets = (0..<64).map { i in
            Int32(((Double(Self.bayer(x: i % 8, y: i / 8)) + 0.5) / 64 - 0.5) * 2 * strength)
        }
    }

    /// The 8×8 Bayer threshold at (x, y), 0–63.
    private static func bayer(x: Int, y: Int) -> Int {
        var value = 0
        for bit in 0..<3 {
            let xb = x >> (2 - bit) & 1, yb = y >> (2 - bit) & 1
            value = value << 2 | (xb ^ yb) << 1 | yb
        }
        return value
    }

    func prepare(_ frame: Frame) throws -> IndexedImage {
        map(StraightImage(frame, binaryAlpha: true, opaque: !keepsAlpha))
    }

    func map(_ image: StraightImage) -> IndexedImage {
        let width = image.width, height = image.height
        var indices = [UInt8](repeating: 0, count: width * height)
        let dithers = offsets.contains { $0 != 0 }
        image.pixels.withUnsafeBufferPointer { pixels in
            indices.withUnsafeMutableBufferPointer { out in
                // Runs of one colour are the rule in charts: remember the last one.
                var lastKey = UInt32.max
                var last: (index: UInt8, exact: Bool) = (0, true)
                for y in 0..<height {
                    for x in 0..<width {
                        let p = (y * width + x) * 4
                        if pixels[p + 3] < 128, let transparentIndex {
                            out[y * width + x] = transparentIndex
                            continue
                        }
                        let key = UInt32(pixels[p]) << 16 | UInt32(pixels[p + 1]) << 8 | UInt32(pixels[p + 2])
                        if key != lastKey {
                            lastKey = key
                            last = nearest(key)
                        }
                        guard !last.exact, dithers else {
                            out[y * width + x] = last.index
                            continue
                        }
                        let offset = offsets[(y & 7) << 3 | (x & 7)]
                        func shifted(_ c: UInt8) -> UInt32 { UInt32(max(0, min(255, Int32(c) + offset))) }
                        out[y * width + x] = nearest(shifted(pixels[p]) << 16 | shifted(pixels[p + 1]) << 8 | shifted(pixels[p + 2])).index
                    }
                }
            }
        }
        return IndexedImage(width: width, height: height, indices: indices, palette: palette.entries)
    }

    /// The opaque palette entry closest to the colour `key` (0xRRGGBB), remembered per colour.
    private func nearest(_ key: UInt32) -> (index: UInt8, exact: Bool) {
        if let found = nearestCache[key] { return found }
        let r = Int32(key >> 16), g = Int32(key >> 8 & 0xFF), b = Int32(key & 0xFF)
        var best: UInt8 = 0
        var bestDistance = Int32.max
        for entry in opaqueEntries {
            let dr = entry.r - r, dg = entry.g - g, db = entry.b - b
            // Weighted towards green, as the eye is most sensitive to it.
            let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if distance < bestDistance { bestDistance = distance; best = entry.index }
        }
        let found = (best, bestDistance == 0)
        nearestCache[key] = found
        return found
    }
}
