import Foundation

/// A separable Gaussian blur of an 8-bit alpha buffer, in place, with 16-bit fixed-point
/// weights (integer arithmetic keeps results identical on every machine).
struct GaussianBlur {
    let radius: Int
    /// Kernel weights from −radius to +radius, summing to 65536.
    let weights: [Int32]

    init(sigma: Double) {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var weights = raw.map { Int32(($0 / total * 65536).rounded()) }
        // Put the rounding remainder in the centre so a flat area stays exactly flat.
        weights[radius] += 65536 - weights.reduce(0, +)
        self.radius = radius
        self.weights = weights
    }

    /// Blurs the buffer; `checkInterrupt` runs every row, so a wide blur (a second or more)
    /// can be stopped part-way (the buffer is then half blurred and should be dropped).
    func apply(
        to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        checkInterrupt: () throws(RenderError) -> Void = {}
    ) throws(RenderError) {
        guard width > 0, height > 0 else { return }
        try blurRows(pixels, width: width, height: height, stride: stride, checkInterrupt: checkInterrupt)
        try blurColumns(pixels, width: width, height: height, stride: stride, checkInterrupt: checkInterrupt)
    }

    /// The horizontal pass. A row equal to the one before it (the inside of a vertical bar)
    /// gets that row's result without recomputing it.
    private func blurRows(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, checkInterrupt: () throws(RenderError) -> Void
    ) throws(RenderError) {
        var line = [UInt8](repeating: 0, count: width + 2 * radius)
        var previousInput = [UInt8](repeating: 0, count: width)
        var stopped = false
        weights.withUnsafeBufferPointer { w in
            line.withUnsafeMutableBufferPointer { padded in
                previousInput.withUnsafeMutableBufferPointer { previous in
                    for y in 0..<height {
                        if (try? checkInterrupt()) == nil { stopped = true; return }
                        let row = pixels + y * stride
                        if y > 0, memcmp(row, previous.baseAddress!, width) == 0 {
                            (row).update(from: row - stride, count: width)
                            continue
                        }
                        previous.baseAddress!.update(from: row, count: width)
                        blurLine(row, step: 1, count: width, padded: padded.baseAddress!, weights: w.baseAddress!)
                    }
                }
            }
        }
        if stopped { throw RenderError.interrupted }
    }

    /// The vertical pass, a row at a time (contiguous memory) into a scratch buffer. Where
    /// every row under the kernel is the same, the row is copied: exact, as the weights sum
    /// to 65536.
    private func blurColumns(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, checkInterrupt: () throws(RenderError) -> Void
    ) throws(RenderError) {
        // The last row, at or before y, that differs from the row above it; and blank rows.
        var lastChange = [Int](repeating: 0, count: height)
        var isBlank = [Bool](repeating: false, count: height)
        for y in 0..<height {
            let row = pixels + y * stride
            lastChange[y] = y > 0 && memcmp(row, row - stride, width) == 0 ? lastChange[y - 1] : y
            isBlank[y] = y > 0 && lastChange[y] != y ? isBlank[y - 1] : !UnsafeBufferPointer(start: row, count: width).contains { $0 != 0 }
        }
        var output = [UInt8](repeating: 0, count: width * height)
        var sums = [Int32](repeating: 0, count: width)
        var stopped = false
        output.withUnsafeMutableBufferPointer { out in
            sums.withUnsafeMutableBufferPointer { acc in
                for y in 0..<height {
                    if (try? checkInterrupt()) == nil { stopped = true; return }
                    let low = max(y - radius, 0), high = min(y + radius, height - 1)
                    let target = out.baseAddress! + y * width
                    let uniform = lastChange[high] <= low
                    if uniform, (y - radius >= 0 && y + radius < height) || isBlank[y] {
                        target.update(from: pixels + y * stride, count: width)
                        continue
                    }
                    for x in 0..<width { acc[x] = 32768 }
                    for row in low...high {
                        let weight = weights[row - y + radius]
                        let source = pixels + row * stride
                        for x in 0..<width { acc[x] &+= weight &* Int32(source[x]) }
                    }
                    for x in 0..<width { target[x] = UInt8(truncatingIfNeeded: min(acc[x] >> 16, 255)) }
                }
                for y in 0..<height { (pixels + y * stride).update(from: out.baseAddress! + y * width, count: width) }
            }
        }
        if stopped { throw RenderError.interrupted }
    }

    /// Blurs `count` samples `step` apart; outside the buffer counts as transparent.
    private func blurLine(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, padded: UnsafeMutablePointer<UInt8>, weights: UnsafePointer<Int32>) {
        let taps = 2 * radius + 1
        var any = false
        for i in 0..<count {
            let v = start[i * step]
            padded[radius + i] = v
            any = any || v != 0
        }
        guard any else { return }
        for i in 0..<radius {
            padded[i] = 0
            padded[radius + count + i] = 0
        }
        // Where the whole window holds one value the weighted sum is that value exactly (the
        // weights sum to 65536), so long flat runs — the inside of a shape, the empty margin —
        // cost nothing; `sameUntil` is the end of the current run of equal samples.
        var sameUntil = 0
        for i in 0..<count {
            let window = padded + i
            if sameUntil < i + taps {
                sameUntil = max(sameUntil, i + 1)
                while sameUntil < count + 2 * radius, padded[sameUntil] == window[0] { sameUntil += 1 }
            }
            if sameUntil >= i + taps {
                start[i * step] = window[0]
                continue
            }
            var sum: Int32 = 32768
            for k in 0..<taps { sum &+= weights[k] &* Int32(window[k]) }
            start[i * step] = UInt8(truncatingIfNeeded: min(sum >> 16, 255))
        }
    }
}
