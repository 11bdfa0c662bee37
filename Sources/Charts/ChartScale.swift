import Foundation

/// A numeric axis: the range it spans and its ticks at a round step (1, 2 or 5 × 10ⁿ), as
/// Vega-Lite, Datawrapper and the other tools people compare charts with draw them. A mark's
/// place comes from `fraction(of:)`, the tick labels' from the same range, so marks sit on the
/// scale their labels show.
public struct ChartScale: Sendable, Equatable {
    /// The value at the axis's start (bottom or left).
    public var lower: Double
    /// The value at the axis's end (top or right).
    public var upper: Double
    /// The tick values, ascending, within `lower...upper`.
    public var ticks: [Double]
    /// The distance between two ticks; on a log scale the ratio (10 for a tick every power of
    /// ten, 100 for every other one; ∛10 for ticks at 1, 2 and 5 × 10ⁿ).
    public var step: Double
    /// Whether values sit by their logarithm (`logarithmic(covering:_:maxTicks:)`).
    public var isLogarithmic = false

    /// A scale of `lower...upper` with ticks every `step` from the first multiple of it.
    public init(lower: Double, upper: Double, step: Double) {
        self.lower = lower
        self.upper = upper
        self.step = step
        ticks = Self.multiples(of: step, from: lower, to: upper)
    }

    /// A scale of exactly the given tick values (numeric y labels given by the user): its range
    /// runs from the smallest to the largest.
    public init(ticks: [Double]) {
        let sorted = ticks.sorted()
        lower = sorted.first ?? 0
        upper = sorted.last ?? 1
        if upper == lower { upper = lower + 1 }
        self.ticks = sorted
        step = sorted.count > 1 ? (upper - lower) / Double(sorted.count - 1) : upper - lower
    }

    /// The round scale covering `low...high` with at most `maxTicks` ticks (at least 2): the ends
    /// are rounded outward to the step, and a range of positive values starts at 0 (bars and
    /// lines of counts read against 0).
    public static func nice(covering low: Double, _ high: Double, maxTicks: Int = 6, includingZero: Bool = true) -> ChartScale {
        var low = low.isFinite ? low : 0, high = high.isFinite ? high : 1
        if includingZero { low = min(low, 0); high = max(high, 0) }
        if high == low { high = low == 0 ? 1 : low + abs(low) }
        let count = Double(max(maxTicks, 2) - 1)
        var step = niceStep((high - low) / count)
        // Rounded ends can need one more step than the raw division gave.
        while ((high / step).rounded(.up) - (low / step).rounded(.down)) > count, step.isFinite {
            step = niceStep(step * 1.01)
        }
        let lower = (low / step).rounded(.down) * step, upper = (high / step).rounded(.up) * step
        return ChartScale(lower: lower, upper: upper == lower ? lower + step : upper, step: step)
    }

    /// The smallest round step (1, 2 or 5 × 10ⁿ) at least `raw`.
    public static func niceStep(_ raw: Double) -> Double {
        let raw = max(abs(raw), 1e-12)
        let magnitude = pow(10, floor(log10(raw)))
        let fraction = raw / magnitude
        let nice: Double = fraction <= 1 + 1e-9 ? 1 : fraction <= 2 + 1e-9 ? 2 : fraction <= 5 + 1e-9 ? 5 : 10
        return nice * magnitude
    }

    /// Where `value` sits along the axis, 0 at `lower` and 1 at `upper` (outside 0…1 for values
    /// outside the range).
    public func fraction(of value: Double) -> Double {
        if isLogarithmic {
            guard upper > lower, lower > 0 else { return 0.5 }
            return (log10(max(value, .leastNormalMagnitude)) - log10(lower)) / (log10(upper) - log10(lower))
        }
        return upper == lower ? 0.5 : (value - lower) / (upper - lower)
    }

    /// How many digits after the decimal point tell the ticks apart (0 for whole steps, 1 for
    /// 0.5, 2 for 0.25 …).
    public var fractionDigits: Int { ChartNumberFormat.fractionDigits(of: step) }

    /// This scale with the step widened to the next round step, for fewer ticks (when labels
    /// would otherwise collide); the range stays.
    public var thinned: ChartScale {
        if isLogarithmic { return ChartScale(logarithmicFrom: lower, to: upper, ratio: step < 9.999 ? 10 : step * 10) }
        return ChartScale(lower: lower, upper: upper, step: Self.niceStep(step * 1.01))
    }

    /// The multiples of `step` within `low...high`, with floating-point noise rounded away.
    static func multiples(of step: Double, from low: Double, to high: Double) -> [Double] {
        guard step > 0, step.isFinite, high >= low else { return [] }
        let first = (low / step - 1e-9).rounded(.up), last = (high / step + 1e-9).rounded(.down)
        guard last - first < 10_000 else { return [] }
        // `+ 0` turns −0 into 0.
        return stride(from: first, through: last, by: 1).map { canonical($0 * step) + 0 }
    }

    /// `value` with the noise of `m × step` rounded to 12 significant digits.
    static func canonical(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        // Multiplying then dividing by an exact power of ten gives the double nearest the decimal.
        let factor = pow(10, 11 - floor(log10(abs(value))))
        return (value * factor).rounded() / factor + 0
    }
}
