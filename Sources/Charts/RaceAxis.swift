import Foundation
import Scene

/// The value axis of a data story, whose ends follow the data: at each period it runs from
/// `minima[k]` (0 unless values go below it) to `maxima[k]`, with ticks at a round step (1, 2 or
/// 5 × 10ⁿ), as many as `count` allows (callers make `count` fewer where labels would not fit).
/// Every tick value ever shown is one layer that slides with the axis and fades in or out as
/// the step changes. The bottom is no tick of its own when it is 0 (the axis line is drawn
/// there), but 0 is one when the axis goes below it.
struct RaceAxis {
    /// The axis top at each period (more than 0, or 0 when every value is below 0).
    let maxima: [Double]
    /// The axis bottom at each period: empty for 0 at every period.
    let minima: [Double]
    /// The most ticks along the axis at any period.
    let count: Int
    /// The tick step at each period, worked out once: every tick asks it at every period.
    private let steps: [Double]

    /// An axis from `minima[k]` (0 when empty) to `maxima[k]` at period k, with at most `count` ticks.
    init(maxima: [Double], minima: [Double] = [], count: Int = 5) {
        self.maxima = maxima
        self.minima = minima
        self.count = count
        steps = maxima.indices.map { Self.step(from: $0 < minima.count ? minima[$0] : 0, to: maxima[$0], count: count) }
    }

    /// The axis bottom at period k.
    func bottom(atPeriod k: Int) -> Double { k < minima.count ? minima[k] : 0 }

    /// The smallest round step that puts at most `count` ticks on an axis from `bottom` to
    /// `top`: the most ticks that `count` allows (a top of 1100 with 5 has 200, 400 … 1000, not
    /// 500 and 1000 alone).
    static func step(from bottom: Double = 0, to top: Double, count: Int = 5) -> Double {
        var step = ChartScale.niceStep(max(top - bottom, 1e-9) / Double(max(count, 1) + 1))
        while true {
            let (first, last) = multiples(of: step, from: bottom, to: top)
            if last - first + 1 <= Double(max(count, 1)) { return step }
            step = ChartScale.niceStep(step * 1.5)
        }
    }

    /// The first and last m of the ticks m × `step` on an axis from `bottom` to `top` (none when
    /// `last < first`): from the lowest multiple on it, or from 1 when it starts at 0, where the
    /// axis line is.
    static func multiples(of step: Double, from bottom: Double, to top: Double) -> (first: Double, last: Double) {
        (bottom < 0 ? (bottom * 1.000001 / step).rounded(.up) : 1, (top * 1.000001 / step).rounded(.down))
    }

    /// The step at period k.
    func step(atPeriod k: Int) -> Double { steps[k] }

    /// Every tick value shown at some period, ascending, at most `limit` of them.
    func tickValues(limit: Int = 400) -> [Double] {
        var values = Set<Double>()
        for k in maxima.indices {
            let step = step(atPeriod: k)
            var (m, last) = Self.multiples(of: step, from: bottom(atPeriod: k), to: maxima[k])
            while m <= last, values.count < limit {
                values.insert(Self.canonical(m * step))
                m += 1
            }
        }
        return values.sorted()
    }

    /// Whether `value` is a tick at period k: a whole multiple of the period's step on its axis.
    /// A value far smaller than the step (2 on an axis of billions) is no multiple of it, though
    /// its ratio to the step is within any tolerance of 0.
    func shows(_ value: Double, atPeriod k: Int) -> Bool {
        let step = step(atPeriod: k), bottom = bottom(atPeriod: k)
        let ratio = value / step
        return value <= maxima[k] * 1.000001 && (bottom < 0 ? value >= bottom * 1.000001 : value > 0)
            && abs(ratio - ratio.rounded()) < 1e-6 && (value == 0 || ratio.rounded() != 0)
    }

    /// A tick's label: the value written in the chart's `format` (its units and grouping), with
    /// as many decimals as the tick itself has (0.25, 1.25 K) and no noise ("1 K", not "1.0 K").
    static func label(for value: Double, format: ChartNumberFormat) -> String {
        let value = canonical(value)
        return format.tickString(for: value, step: value == 0 ? 1 : value)
    }

    /// `value` with the floating-point noise of `m × step` rounded away, so that equal ticks of
    /// different steps are one layer.
    static func canonical(_ value: Double) -> Double {
        guard value > 0 else { return value < 0 ? -canonical(-value) : 0 }
        // Ten significant digits. Below 10¹⁰ the digits are divided by an exact power of ten
        // rather than multiplied by an inexact one (30000, not 30000.000000000004).
        let exponent = floor(log10(value)) - 9
        if exponent < 0 {
            let scale = pow10(-exponent)
            return (value * scale).rounded() / scale
        }
        let scale = pow10(exponent)
        return (value / scale).rounded() * scale
    }

    private static func pow10(_ exponent: Double) -> Double { Foundation.pow(10, exponent) }
}
