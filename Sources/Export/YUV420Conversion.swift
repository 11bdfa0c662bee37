import CYUV

/// Premultiplied BGRA to YUV 4:2:0, BT.709 limited range, in integers: each luma sample from
/// its pixel, each chroma sample from the mean of its 2×2 block. Within ±1 of the same
/// formulas in floating point on every sample (`YUV420ConversionTests`), and faster than
/// swscale's accurate path (0.24–0.6 ms a 1080p frame against 5.2 here), which skips its SIMD
/// code with the flags an exact conversion needs. Integers only, so every CPU gives the same bytes.
///
/// Alpha is ignored, as for every opaque YUV output: frames are drawn over an opaque
/// background, and a transparent pixel counts as black.
enum YUV420Conversion {
    /// Fixed-point coefficients, scaled by 2^16: Y = 16 + 219/255 (Kr R + Kg G + Kb B), with
    /// Kr = 0.2126 and Kb = 0.0722; Cb and Cr are (B − Y′) and (R − Y′) scaled to ±112.
    static let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
    static let luma = (r: fixed(219 * kr / 255), g: fixed(219 * kg / 255), b: fixed(219 * kb / 255))
    static let blueDifference = (
        r: fixed(-112 * kr / (1 - kb) / 255), g: fixed(-112 * kg / (1 - kb) / 255), b: fixed(112.0 / 255))
    static let redDifference = (
        r: fixed(112.0 / 255), g: fixed(-112 * kg / (1 - kr) / 255), b: fixed(-112 * kb / (1 - kr) / 255))

    private static func fixed(_ value: Double) -> Int32 { Int32((value * 65536).rounded()) }

    /// The coefficients as the C kernel takes them.
    static let coefficients = reel_yuv_coefficients(
        yr: luma.r, yg: luma.g, yb: luma.b,
        ur: blueDifference.r, ug: blueDifference.g, ub: blueDifference.b,
        vr: redDifference.r, vg: redDifference.g, vb: redDifference.b)

    /// Converts the pixels of `rows` × `columns` (even bounds: whole 2×2 blocks) of a BGRA
    /// image whose rows are `sourceStride` bytes apart into the same places of the three planes,
    /// with the widest vector kernel the CPU runs, or none wider than `widest`.
    static func convert(
        source: UnsafeRawPointer, sourceStride: Int, rows: Range<Int>, columns: Range<Int>,
        y: UnsafeMutablePointer<UInt8>, yStride: Int,
        cb: UnsafeMutablePointer<UInt8>, cbStride: Int,
        cr: UnsafeMutablePointer<UInt8>, crStride: Int,
        widest: reel_yuv_kernel = reel_yuv_widest_kernel()
    ) {
        precondition(rows.lowerBound % 2 == 0 && rows.count % 2 == 0 && columns.lowerBound % 2 == 0 && columns.count % 2 == 0,
                     "4:2:0 conversion works on whole 2×2 blocks")
        // In C (Sources/CYUV): the same integer arithmetic, vectorised with AVX-512 or AVX2 where
        // the CPU has them, 0.24 or 0.4 ms a 1080p frame against 3.5 for this formula in Swift,
        // which compiles for x86-64's baseline (SSE2, no 32-bit vector multiply).
        withUnsafePointer(to: coefficients) { k in
            reel_bgra_to_yuv420_using(
                widest, source.assumingMemoryBound(to: UInt8.self), sourceStride,
                Int32(rows.lowerBound), Int32(rows.upperBound), Int32(columns.lowerBound), Int32(columns.upperBound),
                y, yStride, cb, cbStride, cr, crStride, k)
        }
    }
}
