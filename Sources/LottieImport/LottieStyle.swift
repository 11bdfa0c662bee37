import Scene

/// A fill, stroke, gradient fill or gradient stroke of a shape group (`fl`, `st`, `gf`, `gs`).
struct LottieStyle {
    var name: String
    /// The solid colour (fills and strokes).
    var color: LottieProperty<[Double]>?
    /// Opacity in percent.
    var opacity: LottieProperty<[Double]>?
    var evenOdd: Bool
    /// Stroke parameters, for strokes.
    var stroke: Stroke?
    /// Gradient parameters, for gradient fills and strokes.
    var gradient: Gradient?
    var cursor: JSONCursor

    struct Stroke {
        var width: LottieProperty<[Double]>
        var cap: LineCap
        var join: LineJoin
        var miterLimit: Double
        var dashes: [LottieProperty<[Double]>]
        var dashOffset: LottieProperty<[Double]>?
    }

    struct Gradient {
        var isRadial: Bool
        var start: LottieProperty<[Double]>
        var end: LottieProperty<[Double]>
        var stopCount: Int
        var stops: LottieProperty<[Double]>
    }

    /// A Lottie colour `[r, g, b(, a)]` in 0…1 (0…255 in some old files) as a Reel colour with `alpha`.
    static func color(_ value: [Double], alpha: Double) -> Color {
        let scale = value.prefix(3).contains { $0 > 1 } ? 255.0 : 1
        func channel(_ index: Int) -> Double { index < value.count ? min(max(value[index] / scale, 0), 1) : 0 }
        return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: min(max(alpha, 0), 1))
    }

    /// The gradient's stops at a value of `g.k`: colours `[offset, r, g, b] × count`, then
    /// optional opacity stops `[offset, alpha]`, merged at the union of their offsets.
    static func stops(_ value: [Double], count: Int, opacity: Double) -> (colors: [Color], locations: [Double]) {
        var colorStops: [(Double, [Double])] = []
        for index in 0..<count where index * 4 + 3 < value.count {
            let base = index * 4
            colorStops.append((value[base], [value[base + 1], value[base + 2], value[base + 3]]))
        }
        var alphaStops: [(Double, Double)] = []
        var index = count * 4
        while index + 1 < value.count {
            alphaStops.append((value[index], value[index + 1]))
            index += 2
        }
        guard !colorStops.isEmpty else { return ([.clear], [0]) }
        let offsets = Array(Set(colorStops.map(\.0) + alphaStops.map(\.0))).sorted()
        func colorAt(_ t: Double) -> [Double] {
            if t <= colorStops[0].0 { return colorStops[0].1 }
            for (a, b) in zip(colorStops, colorStops.dropFirst()) where t <= b.0 {
                let f = b.0 > a.0 ? (t - a.0) / (b.0 - a.0) : 1
                return a.1.interpolated(to: b.1, progress: [f])
            }
            return colorStops[colorStops.count - 1].1
        }
        func alphaAt(_ t: Double) -> Double {
            guard let first = alphaStops.first else { return 1 }
            if t <= first.0 { return first.1 }
            for (a, b) in zip(alphaStops, alphaStops.dropFirst()) where t <= b.0 {
                let f = b.0 > a.0 ? (t - a.0) / (b.0 - a.0) : 1
                return a.1 + (b.1 - a.1) * f
            }
            return alphaStops[alphaStops.count - 1].1
        }
        return (offsets.map { color(colorAt($0), alpha: alphaAt($0) * opacity) }, offsets.map { min(max($0, 0), 1) })
    }
}
