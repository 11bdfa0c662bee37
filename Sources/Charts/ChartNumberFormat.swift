import Scene

/// How a chart writes a number in a label, a bar text or a counting value.
public enum ChartNumberFormat: Sendable, Hashable {
    /// Whole numbers without a decimal point (`95`), others as Swift writes them shortest
    /// (`2.5`); magnitudes from 1e15 in exponent form.
    case automatic
    /// A printf-style format, such as `%.1f%%`.
    case printf(NumberFormat)

    /// `value` written in this format.
    public func string(for value: Double) -> String {
        switch self {
        case .automatic:
            // Beyond 1e15 a Double no longer holds every whole number, and `Int` would trap past 9.2e18.
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .printf(let format):
            format.string(for: value)
        }
    }
}
