import Foundation
import Scene

/// The value axis of a data story, whose top follows the data: at each period it runs from 0 to
/// that period's `maxima[k]`, with ticks at a round step (1, 2, 2.5 or 5 × 10ⁿ, about five of
/// them). Every tick value ever shown is one layer that slides with the axis and fades in or
/// out as the step changes.
struct RaceAxis {
    /// The axis top at each period (more than 0).
    var maxima: [Double]

    /// A round step giving about `count` ticks up to `top`.
    static func step(for top: Double, count: Double = 5) -> Double {
        let raw = max(top, 1e-9) / count
        let magnitude = pow10(floor(log10(raw)))
        let fraction = raw / magnitude
        let nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// Every tick value shown at some period, ascending, at most `limit` of them.
    func tickValues(limit: Int = 400) -> [Double] {
        var values = Set<Double>()
        for top in maxima {
            let step = Self.step(for: top)
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
        let step = Self.step(for: maxima[k])
        let ratio = value / step
        return value <= maxima[k] * 1.000001 && abs(ratio - ratio.rounded()) < 1e-6
    }

    /// A tick's label: the number as written (1,250 or 0.25) below ten thousand, else the short
    /// form without a needless decimal (50 K, 1.5 M, 2 B) — "1.0 K" reads as noise on an axis.
    static func label(for value: Double) -> String {
        let value = canonical(value)
        if value < 10_000 {
            guard value >= 1000, value == value.rounded() else { return String(format: "%g", value) }
            let thousands = Int(value) / 1000, rest = Int(value) % 1000
            return "\(thousands),\(String(format: "%03d", rest))"
        }
        return NumberFormat.short.string(for: value).replacingOccurrences(of: ".0 ", with: " ")
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
