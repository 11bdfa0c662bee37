import Foundation

extension ChartScale {
    /// The ratio between ticks at 1, 2 and 5 × 10ⁿ, on average: the densest log ticks.
    static let oneTwoFive = pow(10, 1.0 / 3)

    /// A log scale: `lower...upper` (both more than 0), ticks every `ratio` (a power of ten), or
    /// at 1, 2 and 5 × 10ⁿ when `ratio` is less than 10.
    public init(logarithmicFrom lower: Double, to upper: Double, ratio: Double) {
        self.init(lower: lower, upper: upper, step: ratio)
        isLogarithmic = true
        ticks = Self.logTicks(from: lower, to: upper, ratio: ratio)
    }

    /// The log scale covering `low...high` (both more than 0) with at most `maxTicks` ticks (at
    /// least 2): the ends rounded outward to 1, 2 or 5 × 10ⁿ, the ticks at those values when
    /// they fit, else at powers of ten, else every other power … (as Vega-Lite and D3 draw a
    /// log axis).
    public static func logarithmic(covering low: Double, _ high: Double, maxTicks: Int = 6) -> ChartScale {
        let low = low.isFinite && low > 0 ? low : 1, high = high.isFinite && high > low ? high : low
        let lower = oneTwoFive(atMost: low)
        var upper = oneTwoFive(atLeast: high)
        if upper <= lower { upper = oneTwoFive(atLeast: lower * 1.0001) }
        var scale = ChartScale(logarithmicFrom: lower, to: upper, ratio: oneTwoFive)
        while scale.ticks.count > max(maxTicks, 2), scale.step < 1e300 { scale = scale.thinned }
        return scale
    }

    /// The largest 1, 2 or 5 × 10ⁿ at most `value` (more than 0).
    static func oneTwoFive(atMost value: Double) -> Double {
        let decade = pow(10, floor(log10(value)))
        let m = [5.0, 2, 1].first { canonical($0 * decade) <= value * (1 + 1e-9) } ?? 1
        return canonical(m * decade)
    }

    /// The smallest 1, 2 or 5 × 10ⁿ at least `value` (more than 0).
    static func oneTwoFive(atLeast value: Double) -> Double {
        let decade = pow(10, floor(log10(value)))
        let m = [1.0, 2, 5, 10].first { canonical($0 * decade) >= value * (1 - 1e-9) } ?? 10
        return canonical(m * decade)
    }

    /// The log ticks within `low...high`: 1, 2 and 5 × 10ⁿ for a ratio under 10, else the powers
    /// of ten whose exponent is a multiple of log10(`ratio`).
    static func logTicks(from low: Double, to high: Double, ratio: Double) -> [Double] {
        guard low > 0, high >= low, high.isFinite else { return [] }
        let first = Int(floor(log10(low))), last = Int(ceil(log10(high)))
        guard last - first < 700 else { return [] }
        let every = ratio < 9.999 ? 1 : max(1, Int(log10(ratio).rounded()))
        let multipliers: [Double] = ratio < 9.999 ? [1, 2, 5] : [1]
        var ticks: [Double] = []
        for exponent in first...last where exponent % every == 0 {
            for m in multipliers {
                let tick = canonical(m * pow(10, Double(exponent)))
                if tick >= low * (1 - 1e-9), tick <= high * (1 + 1e-9) { ticks.append(tick) }
            }
        }
        return ticks
    }
}
