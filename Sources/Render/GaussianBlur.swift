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

    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height) + 2 * radius)
        weights.withUnsafeBufferPointer { w in
            line.withUnsafeMutableBufferPointer { buffer in
                let padded = buffer.baseAddress!
                for y in 0..<height {
                    let row = pixels + y * stride
                    blurLine(row, step: 1, count: width, padded: padded, weights: w.baseAddress!)
                }
                for x in 0..<width {
                    blurLine(pixels + x, step: stride, count: height, padded: padded, weights: w.baseAddress!)
                }
            }
        }
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
