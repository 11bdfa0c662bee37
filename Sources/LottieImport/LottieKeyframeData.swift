/// One keyframe of a Lottie property: its frame, value, the Bézier easing to the next keyframe
/// (out handle here, in handle on this keyframe's `in*` for the segment that ends here) and,
/// for positions, the spatial tangents of the motion curve.
struct LottieKeyframeData<Value: LottieValue> {
    var time: Double
    var value: Value
    /// Old files give each segment's end value on its keyframe instead of on the next one.
    var end: Value?
    var outX: [Double], outY: [Double]
    var inX: [Double], inY: [Double]
    var hold: Bool
    var spatialOut: [Double]?
    var spatialIn: [Double]?

    /// The eased fraction per dimension for the linear fraction `x` of this keyframe's segment.
    func easedProgress(_ x: Double, dimensions: Int) -> [Double] {
        let count = max(1, min(dimensions, max(outX.count, 1)))
        return (0..<count).map { d in
            let x1 = pick(outX, d, 0), y1 = pick(outY, d, 0), x2 = pick(inX, d, 1), y2 = pick(inY, d, 1)
            return LottieEasing(x1: x1, y1: y1, x2: x2, y2: y2).value(at: x)
        }
    }

    /// Whether every dimension eases the same way (so one timing function serves them all).
    var easesUniformly: Bool {
        func same(_ a: [Double]) -> Bool { a.allSatisfy { $0 == a.first } }
        return same(outX) && same(outY) && same(inX) && same(inY)
    }

    /// Whether the motion between this keyframe and the next follows a curve.
    var hasSpatialCurve: Bool {
        (spatialOut?.contains { $0 != 0 } ?? false) || (spatialIn?.contains { $0 != 0 } ?? false)
    }

    private func pick(_ values: [Double], _ index: Int, _ fallback: Double) -> Double {
        values.isEmpty ? fallback : values[min(index, values.count - 1)]
    }
}
