import Foundation
import Scene

/// The value axis of a data story, whose top follows the data: at each period it runs from 0 to
/// that period's `maxima[k]`, with ticks at a round step (1, 2 or 5 × 10ⁿ, at most `count`
/// of them, fewer where the labels would not fit). Every tick value ever shown is one layer that slides with the axis and fades in or
/// out as the step changes.
struct RaceAxis {
    /// The axis top at each period (more than 0).
    var maxima: [Double]
    /// The most ticks above 0 at any period.
    var count = 5

    /// A round step giving at most `count` ticks up to `top`.
    static func step(for top: Double, count: Int = 5) -> Double {
        ChartScale.niceStep(max(top, 1e-9) / Double(max(count, 1)))
    }

    /// The step at period k.
    func step(atPeriod k: Int) -> Double { Self.step(for: maxima[k], count: count) }

    /// Every tick value shown at some period, ascending, at most `limit` of them.
    func tickValues(limit: Int = 400) -> [Double] {
        var values = Set<Double>()
        for top in maxima {
            let step = Self.step(for: top, count: count)
            var m = 1.0
            while m * step <= top * 1.000001, values.count < limit {
                values.insert(Self.canonical(m * step))
                m += 1
            }
        }
        return values.sorted()
    }

    /// Whether `value` is a tick at period k.
    func shows(_ value: Double, atPeriod k: Int) -> Bool {
        let step = step(atPeriod: k)
        let ratio = value / step
        return value <= maxima[k] * 1.000001 && abs(ratio - ratio.rounded()) < 1e-6
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
        guard value > 0 else { return value }
        let scale = pow10(floor(log10(value)) - 9)
        return (value / scale).rounded() * scale
    }

    private static func pow10(_ exponent: Double) -> Double { Foundation.pow(10, exponent) }
}
