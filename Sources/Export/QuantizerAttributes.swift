import CImageQuant

/// libimagequant's settings object (`liq_attr`), owned and freed here.
final class QuantizerAttributes: @unchecked Sendable {
    let handle: OpaquePointer

    /// - Parameters:
    ///   - maximumColors: palette size, at most 256.
    ///   - speed: 1 (slow, best) … 10 (fast).
    init(maximumColors: Int, speed: Int) throws(ExportError) {
        guard let handle = liq_attr_create() else {
            throw ExportError.ffmpeg(operation: "set up libimagequant", message: "out of memory")
        }
        self.handle = handle
        liq_set_max_colors(handle, Int32(maximumColors))
        liq_set_speed(handle, Int32(speed))
    }

    deinit { liq_attr_destroy(handle) }

    /// The speed for a quality level.
    static func speed(for quality: ExportQuality) -> Int {
        switch quality {
        case .draft: return 10
        case .standard: return 4
        case .high: return 1
        }
    }
}
