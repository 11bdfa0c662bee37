import CFFmpeg
import CYUV
import Charts
import Render
import SceneFile
import Testing
import TestSupport
@testable import Export

/// The integer BGRA → YUV 4:2:0 conversion against BT.709 limited range computed in floating
/// point: every luma sample within ±1 of 16 + 219 (Kr R + Kg G + Kb B) / 255 of its pixel, every
/// chroma sample within ±1 of the same formulas on its 2×2 block's mean colour.
@Suite struct YUV420ConversionTests {
    /// Planes of a converted image, tightly packed.
    struct Planes {
        var width: Int, height: Int
        var y: [UInt8], cb: [UInt8], cr: [UInt8]
    }

    static let kr = 0.2126, kb = 0.0722, kg = 1 - 0.2126 - 0.0722

    /// The largest difference from the floating-point reference over all samples of each plane.
    static func worstDifferences(bgra: [UInt8], stride: Int, planes: Planes) -> (y: Double, cb: Double, cr: Double) {
        var worst = (y: 0.0, cb: 0.0, cr: 0.0)
        func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let i = y * stride + x * 4
            return (Double(bgra[i + 2]), Double(bgra[i + 1]), Double(bgra[i]))
        }
        for y in 0..<planes.height {
            for x in 0..<planes.width {
                let (r, g, b) = rgb(x, y)
                let reference = 16 + 219 * (kr * r + kg * g + kb * b) / 255
                worst.y = max(worst.y, abs(Double(planes.y[y * planes.width + x]) - reference))
            }
        }
        for y in 0..<planes.height / 2 {
            for x in 0..<planes.width / 2 {
                var (r, g, b) = (0.0, 0.0, 0.0)
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let p = rgb(2 * x + dx, 2 * y + dy)
                    r += p.0 / 4; g += p.1 / 4; b += p.2 / 4
                }
                let luma = kr * r + kg * g + kb * b
                let cb = 128 + 112 * (b - luma) / ((1 - kb) * 255)
                let cr = 128 + 112 * (r - luma) / ((1 - kr) * 255)
                let i = y * planes.width / 2 + x
                worst.cb = max(worst.cb, abs(Double(planes.cb[i]) - cb))
                worst.cr = max(worst.cr, abs(Double(planes.cr[i]) - cr))
            }
        }
        return worst
    }

    static func convert(_ bgra: [UInt8], width: Int, height: Int) -> Planes {
        var planes = Planes(width: width, height: height, y: .init(repeating: 0, count: width * height),
                            cb: .init(repeating: 0, count: width * height / 4), cr: .init(repeating: 0, count: width * height / 4))
        bgra.withUnsafeBytes { source in
            YUV420Conversion.convert(
                source: source.baseAddress!, sourceStride: width * 4, rows: 0..<height, columns: 0..<width,
                y: &planes.y, yStride: width, cb: &planes.cb, cbStride: width / 2, cr: &planes.cr, crStride: width / 2)
        }
        return planes
    }

    /// Images whose pixels sweep every level of each channel, alone and mixed, and blocks whose
    /// four pixels are far apart (the chroma average at its extremes).
    static let gradients: [(name: String, width: Int, height: Int, pixel: @Sendable (Int, Int) -> (b: Int, g: Int, r: Int))] = [
        ("grey ramp", 512, 2, { x, _ in (x / 2, x / 2, x / 2) }),
        ("red × green", 256, 256, { x, y in (0, y, x) }),
        ("blue × red", 256, 256, { x, y in (x, 0, 255 - y) }),
        ("green × blue, red diagonal", 256, 256, { x, y in (y, x, (x + y) / 2) }),
        ("scrambled", 256, 256, { x, y in ((x * 7 + y * 13) & 255, (x * y) & 255, (x ^ y) & 255) }),
        ("cube corners", 64, 64, { x, y in
            let corner = (x + 3 * y) % 8
            return ((corner & 1) * 255, (corner >> 1 & 1) * 255, (corner >> 2) * 255)
        }),
    ]

    @Test func gradientsAreWithinOneLevelOfTheReference() {
        for gradient in Self.gradients {
            var bgra = [UInt8](repeating: 255, count: gradient.width * gradient.height * 4)
            for y in 0..<gradient.height {
                for x in 0..<gradient.width {
                    let p = gradient.pixel(x, y), i = (y * gradient.width + x) * 4
                    bgra[i] = UInt8(p.b); bgra[i + 1] = UInt8(p.g); bgra[i + 2] = UInt8(p.r)
                }
            }
            let planes = Self.convert(bgra, width: gradient.width, height: gradient.height)
            let worst = Self.worstDifferences(bgra: bgra, stride: gradient.width * 4, planes: planes)
            #expect(worst.y <= 1 && worst.cb <= 1 && worst.cr <= 1, "\(gradient.name): \(worst)")
        }
        // The range's ends: black is 16/128/128, white 235/128/128.
        let ends = Self.convert([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255] + .init(repeating: 255, count: 16), width: 2, height: 4)
        #expect(ends.y == [16, 16, 16, 16, 235, 235, 235, 235] && ends.cb == [128, 128] && ends.cr == [128, 128])
    }

    /// The kernels this CPU runs: the plain loops, AVX2, AVX-512, up to its widest.
    static let kernels = [REEL_YUV_KERNEL_PLAIN, REEL_YUV_KERNEL_AVX2, REEL_YUV_KERNEL_AVX512]
        .filter { $0.rawValue <= reel_yuv_widest_kernel().rawValue }

    /// The conversion's bytes are the integer formula's, exactly, with every kernel this CPU runs
    /// (the vector ones work 32 pixels at a time with 16-bit multipliers, the plain loops on the
    /// rest): random pixels, ragged widths, rectangles starting at any even column.
    @Test(arguments: kernels.map(\.rawValue))
    func everySampleIsTheIntegerFormulas(kernel: UInt32) {
        var generator = SeededGenerator(seed: 27)
        let k = YUV420Conversion.self
        for (width, height, columns, rows) in [(1920, 8, 0..<1920, 0..<8), (998, 6, 34..<996, 2..<6), (70, 4, 2..<68, 0..<4), (96, 2, 0..<30, 0..<2)] {
            let stride = width * 4 + 8
            let bgra = (0..<stride * height).map { i in
                // A third of the rows only 0 or 255: the sums at their extremes.
                (i / stride) % 3 == 0 ? UInt8(generator.next() & 1 == 0 ? 0 : 255) : UInt8(truncatingIfNeeded: generator.next())
            }
            var y = [UInt8](repeating: 1, count: width * height)
            var cb = [UInt8](repeating: 1, count: width * height / 4), cr = cb
            bgra.withUnsafeBytes { source in
                YUV420Conversion.convert(source: source.baseAddress!, sourceStride: stride, rows: rows, columns: columns,
                                         y: &y, yStride: width, cb: &cb, cbStride: width / 2, cr: &cr, crStride: width / 2,
                                         widest: reel_yuv_kernel(rawValue: kernel))
            }
            func channels(_ x: Int, _ row: Int) -> (r: Int32, g: Int32, b: Int32) {
                let i = row * stride + x * 4
                return (Int32(bgra[i + 2]), Int32(bgra[i + 1]), Int32(bgra[i]))
            }
            var mismatches = 0
            for row in 0..<height {
                for x in 0..<width {
                    let p = channels(x, row)
                    let expected = rows.contains(row) && columns.contains(x)
                        ? UInt8((k.luma.r * p.r + k.luma.g * p.g + k.luma.b * p.b + (16 << 16) + (1 << 15)) >> 16) : 1
                    if y[row * width + x] != expected { mismatches += 1 }
                }
            }
            for row in 0..<height / 2 {
                for x in 0..<width / 2 {
                    var (r, g, b): (Int32, Int32, Int32) = (0, 0, 0)
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let p = channels(2 * x + dx, 2 * row + dy)
                        r += p.r; g += p.g; b += p.b
                    }
                    let inside = rows.contains(2 * row) && columns.contains(2 * x)
                    let offset: Int32 = (128 << 18) + (1 << 17)
                    let expectedCb = inside ? UInt8((k.blueDifference.r * r + k.blueDifference.g * g + k.blueDifference.b * b + offset) >> 18) : 1
                    let expectedCr = inside ? UInt8((k.redDifference.r * r + k.redDifference.g * g + k.redDifference.b * b + offset) >> 18) : 1
                    if cb[row * width / 2 + x] != expectedCb || cr[row * width / 2 + x] != expectedCr { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "kernel \(kernel), \(width)×\(height), columns \(columns), rows \(rows)")
        }
    }

    /// Only the given rectangle changes; the samples around it keep what they held.
    @Test func aRectangleConvertsOnlyItsSamples() {
        let width = 8, height = 6
        let bgra = [UInt8](repeating: 255, count: width * height * 4)
        var y = [UInt8](repeating: 1, count: width * height), cb = [UInt8](repeating: 1, count: 12), cr = cb
        bgra.withUnsafeBytes { source in
            YUV420Conversion.convert(source: source.baseAddress!, sourceStride: width * 4, rows: 2..<4, columns: 4..<8,
                                     y: &y, yStride: width, cb: &cb, cbStride: 4, cr: &cr, crStride: 4)
        }
        for row in 0..<height {
            for column in 0..<width {
                #expect(y[row * width + column] == ((2..<4).contains(row) && column >= 4 ? 235 : 1))
            }
        }
        #expect(cb == [1, 1, 1, 1, 1, 1, 128, 128, 1, 1, 1, 1])
    }

    /// The seed charts, rendered and converted for H.264 by the pipeline's own converter, at
    /// times when their bars, lines, text and gradients are on screen.
    @Test(arguments: ["bar-chart", "line-chart", "pie-chart", "gauge", "wave", "step-progress"])
    func seedChartsAreWithinOneLevelOfTheReference(_ name: String) throws {
        let scene = try SceneDecoder.decode(contentsOf: PackagePaths.scene(name + ".yaml"), measuring: TextMeasurer())
        let (width, height) = try Renderer.frameSize(for: scene)
        let layout = PictureLayout(width: width, height: height, encodedWidth: width + width % 2, encodedHeight: height + height % 2,
                                   pixelFormat: AV_PIX_FMT_YUV420P, isYUV: true, keepsAlpha: false, padColor: scene.background)
        let converter = try PictureConverter(layout: layout)
        let renderer = Renderer()
        for time in [0.6, 1.5, scene.duration - 0.1] {
            let frame = try renderer.render(scene, at: time)
            let picture = try converter.prepare(frame)
            let data = picture.frame.pointee.data, linesize = picture.frame.pointee.linesize
            func plane(_ pointer: UnsafeMutablePointer<UInt8>?, _ stride: Int32, _ w: Int, _ h: Int) -> [UInt8] {
                (0..<h).flatMap { row in Array(UnsafeBufferPointer(start: pointer! + row * Int(stride), count: w)) }
            }
            #expect(width % 2 == 0 && height % 2 == 0, "the seed charts have even sides")
            let planes = Planes(width: width, height: height, y: plane(data.0, linesize.0, width, height),
                                cb: plane(data.1, linesize.1, width / 2, height / 2), cr: plane(data.2, linesize.2, width / 2, height / 2))
            let worst = Self.worstDifferences(bgra: frame.pixels, stride: frame.stride, planes: planes)
            #expect(worst.y <= 1 && worst.cb <= 1 && worst.cr <= 1, "\(name) at \(time) s: \(worst)")
        }
    }
}
