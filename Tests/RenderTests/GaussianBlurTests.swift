import Foundation
import Testing
@testable import Render

/// The blur's shortcuts (equal rows, flat runs) must give exactly what the plain separable
/// convolution gives.
@Suite struct GaussianBlurTests {
    func reference(_ input: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        let blur = GaussianBlur(sigma: sigma)
        func pass(_ data: [UInt8], horizontal: Bool) -> [UInt8] {
            var out = data
            for y in 0..<height {
                for x in 0..<width {
                    var sum: Int32 = 32768
                    for k in -blur.radius...blur.radius {
                        let (sx, sy) = horizontal ? (x + k, y) : (x, y + k)
                        guard sx >= 0, sx < width, sy >= 0, sy < height else { continue }
                        sum += blur.weights[k + blur.radius] * Int32(data[sy * width + sx])
                    }
                    out[y * width + x] = UInt8(min(sum >> 16, 255))
                }
            }
            return out
        }
        return pass(pass(input, horizontal: true), horizontal: false)
    }

    @Test(arguments: [0.6, 1.8, 4.0])
    func matchesThePlainConvolution(sigma: Double) {
        let width = 37, height = 53
        var generator = SystemRandomNumberGenerator()
        var input = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                // A bar (equal rows), a flat block, some noise, blank margins.
                if (10..<40).contains(y), (8..<20).contains(x) { input[y * width + x] = 255 }
                if (44..<50).contains(y), (25..<35).contains(x) { input[y * width + x] = UInt8.random(in: 0...255, using: &generator) }
                if (2..<6).contains(y), x > 20 { input[y * width + x] = 90 }
            }
        }
        var blurred = input
        blurred.withUnsafeMutableBufferPointer { try! GaussianBlur(sigma: sigma).apply(to: $0.baseAddress!, width: width, height: height, stride: width) }
        #expect(blurred == reference(input, width: width, height: height, sigma: sigma))
    }
}
