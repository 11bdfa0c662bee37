import Render

/// How far a decoded frame is from the frame Reel rendered, per channel of straight RGBA.
public struct FrameDifference: Sendable, CustomStringConvertible {
    /// Pixels with a channel further than the tolerance.
    public var mismatched = 0
    /// The largest difference of any channel.
    public var worst = 0
    /// The first mismatched pixel, with both colours.
    public var first: (x: Int, y: Int, actual: (Int, Int, Int, Int), expected: (Int, Int, Int, Int))?

    /// Compares `actual` with `expected`. With `binaryAlpha`, the expected alpha is rounded to
    /// 0 or 255 first (GIF keeps one level of transparency); colours of pixels transparent in
    /// both are not compared.
    public init(_ actual: Frame, _ expected: Frame, tolerance: Int, binaryAlpha: Bool = false) {
        precondition(actual.width == expected.width && actual.height == expected.height, "frame sizes differ")
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.rgba(x: x, y: y), e = expected.rgba(x: x, y: y)
                let expectedAlpha = binaryAlpha ? (e.a >= 128 ? 255 : 0) : Int(e.a)
                var delta = abs(Int(a.a) - expectedAlpha)
                if a.a != 0 || expectedAlpha != 0 {
                    delta = max(delta, abs(Int(a.r) - Int(e.r)), abs(Int(a.g) - Int(e.g)), abs(Int(a.b) - Int(e.b)))
                }
                guard delta > tolerance else { continue }
                mismatched += 1
                worst = max(worst, delta)
                if first == nil {
                    first = (x, y, (Int(a.r), Int(a.g), Int(a.b), Int(a.a)), (Int(e.r), Int(e.g), Int(e.b), expectedAlpha))
                }
            }
        }
    }

    public var description: String {
        guard let first else { return "no pixel differs" }
        return "\(mismatched) pixels differ (worst by \(worst)); first at \(first.x),\(first.y): rgba \(first.actual), expected \(first.expected)"
    }
}
