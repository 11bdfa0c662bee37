import CImageQuant

/// A GIF palette: up to 256 straight RGBA colours, as FFmpeg's PAL8 entries (0xAARRGGBB).
struct GIFPalette: Sendable, Equatable {
    /// Always 256 entries; unused ones are opaque black, so they are never taken as the
    /// transparent colour.
    var entries: [UInt32]
    /// How many entries the quantizer chose.
    var usedCount: Int

    init(entries: [UInt32], usedCount: Int) {
        self.entries = entries
        self.usedCount = usedCount
    }

    init(_ palette: UnsafePointer<liq_palette>) {
        let count = Int(palette.pointee.count)
        var entries = [UInt32](repeating: 0xFF00_0000, count: 256)
        withUnsafePointer(to: palette.pointee.entries) { tuple in
            tuple.withMemoryRebound(to: liq_color.self, capacity: 256) { colors in
                for i in 0..<count {
                    let c = colors[i]
                    entries[i] = UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
                }
            }
        }
        self.entries = entries
        self.usedCount = count
    }

    /// The index of the entry GIF treats as transparent (FFmpeg takes the lowest alpha, if
    /// under 128), or `nil`.
    var transparentIndex: Int? {
        let candidates = entries.prefix(usedCount).enumerated().filter { $0.element >> 24 < 128 }
        return candidates.min { $0.element >> 24 < $1.element >> 24 }?.offset
    }
}
