import Foundation
import Scene

/// How a chart writes a number in a label, a bar text, a counting value or a tick: one format
/// per chart, so that its ticks and its value labels share their units, grouping and style (a
/// race whose values read "3,178 TWh" has ticks reading "1,000 TWh", not "1000").
public enum ChartNumberFormat: Sendable, Hashable {
    /// Whole numbers without a decimal point (`95`), others as Swift writes them shortest
    /// (`2.5`); magnitudes from 1e15 in exponent form.
    case automatic
    /// A printf-style format, such as `%.1f%%`, or `NumberFormat.short` (1.2 B, 708 M).
    case printf(NumberFormat)

    /// `value` written in this format.
    public func string(for value: Double) -> String {
        switch self {
        case .automatic:
            value == value.rounded() && abs(value) <= Double.largestExactWholeNumber ? String(Int(value)) : String(value)
        case .printf(let format):
            format.string(for: value)
        }
    }

    /// A value label's text (a line chart's point labels): as `string(for:)` writes it, but a
    /// bare whole number from 100,000 (the default `%1.f` of 600 T) abbreviated as `compact`
    /// writes it, as the axis's ticks are: thirteen digits do not fit over a point.
    public func labelString(for value: Double) -> String {
        let text = string(for: value)
        guard case .printf = self, abs(value) >= 100_000, text.allSatisfy({ $0 == "-" || ("0"..."9").contains($0) }) else { return text }
        return Self.compact(value)
    }

    /// A tick's label for `value` on an axis whose ticks are `step` apart: the value written as
    /// the chart's values are, with just enough digits to tell neighbouring ticks apart. The
    /// short form and automatic numbers from 10,000 up are abbreviated (`50 K`, `1.5 M`).
    public func tickString(for value: Double, step: Double) -> String {
        let digits = Self.fractionDigits(of: step)
        switch self {
        case .automatic:
            if abs(value) >= 10_000 { return Self.abbreviated(value, step: step) }
            return Self.plain(value, digits: digits)
        case .printf(let format):
            if format == .short { return abs(value) >= 1000 ? Self.abbreviated(value, step: step) : Self.plain(value, digits: digits) }
            let text = format.withFractionDigits(atLeast: digits).string(for: value)
            // A bare whole number from 100,000 (a line chart's default `%1.f` of 600 T) is
            // abbreviated, as a bar chart's axis is: fifteen digits do not fit beside an axis.
            // A format that groups, adds a unit or decimals is written as asked.
            if abs(value) >= 100_000, text.allSatisfy({ $0 == "-" || ("0"..."9").contains($0) }) { return Self.abbreviated(value, step: step) }
            return text
        }
    }

    /// `value` as a label on a mark writes it when no format is given: whole numbers as they are
    /// (`95`), others with at most three significant decimals (`23.86`, `0.00786`), from 100,000
    /// abbreviated (`250 K`, `1.5 T`), so that a label stays about as wide as its mark.
    public static func compact(_ value: Double) -> String {
        guard value.isFinite else { return ChartNumberFormat.automatic.string(for: value) }
        if abs(value) >= 100_000 {
            let magnitude = pow(10, floor(log10(abs(value))) - 2)
            return abbreviated((value / magnitude).rounded() * magnitude, step: magnitude)
        }
        if value == value.rounded() { return String(Int(value)) }
        let digits = max(0, min(12, 2 - Int(floor(log10(abs(value))))))
        var text = String(format: "%.\(digits)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` with `digits` decimals, or none when it is whole; under a millionth or beyond 2⁵³
    /// (a log axis's 1e-9 or 1e20), in exponent form.
    static func plain(_ value: Double, digits: Int) -> String {
        let value = ChartScale.canonical(value)
        if value == value.rounded(), abs(value) <= Double.largestExactWholeNumber { return String(Int(value)) }
        if value != 0, !(1e-6..<Double.largestExactWholeNumber).contains(abs(value)) { return exponentForm(value) }
        return String(format: "%.\(digits)f", value)
    }

    /// `value` as a power of ten with at most three significant digits: `1e15`, `2.5e-13`.
    static func exponentForm(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return ChartNumberFormat.automatic.string(for: value) }
        var exponent = floor(log10(abs(value)))
        var mantissa = ChartScale.canonical((value / pow(10, exponent) * 100).rounded() / 100)
        if abs(mantissa) >= 10 { mantissa /= 10; exponent += 1 }
        var text = String(format: "%.2f", mantissa)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "e\(Int(exponent))"
    }

    /// The units of the abbreviated form, each a thousand times the one before.
    private static let units = ["K", "M", "B", "T"]

    /// `value` in thousands, millions, billions or trillions (`1.2 K`, `3.4 M`), with enough
    /// digits to tell values `step` apart.
    public static func abbreviated(_ value: Double, step: Double) -> String {
        var unit = -1, divisor = 1.0
        while unit < units.count - 1, abs(value) / divisor >= 999.5 {
            divisor *= 1000
            unit += 1
        }
        guard unit >= 0 else { return plain(value, digits: fractionDigits(of: step)) }
        // Past a million trillions a power of ten, not seven digits of trillions to count (and
        // past 9.2e30, more than an `Int` holds).
        if abs(value) / divisor >= 999_999.5 { return exponentForm(value) }
        let scaled = ChartScale.canonical(value / divisor)
        let digits = min(fractionDigits(of: step / divisor), 3)
        let text = scaled == scaled.rounded() ? String(Int(scaled)) : String(format: "%.\(max(digits, 1))f", scaled)
        return text + " " + units[unit]
    }

    /// How many decimals tell values `step` apart (0 for whole steps, 1 for 0.5, 2 for 0.25).
    static func fractionDigits(of step: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        var digits = 0
        while digits < 12 {
            let scaled = step * pow(10, Double(digits)), whole = scaled.rounded()
            // Not yet a whole number of units while it rounds to 0: a step of 1e-9 needs 9 digits.
            if whole != 0, abs(scaled - whole) < 1e-6 * max(1, scaled) { break }
            digits += 1
        }
        return digits
    }
}
