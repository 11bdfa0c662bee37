/// Input a chart cannot draw, with what to change.
public enum ChartError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value is NaN or infinite.
    case nonFiniteValue(chart: String, index: Int)
    /// A value is negative where the chart draws magnitudes only.
    case negativeValue(chart: String, index: Int, value: Double)
    /// Two lists that must pair up have different lengths.
    case countMismatch(chart: String, what: String, expected: Int, found: Int)
    /// A setting outside the range the chart can draw.
    case invalidSetting(chart: String, name: String, value: Double, allowed: String)
    /// A number format the chart cannot use.
    case invalidFormat(chart: String, format: String, reason: String)
    /// A data story's table it cannot tell, with what to change.
    case invalidData(chart: String, message: String, fix: String)

    /// The message, for logs and errors.
    public var description: String {
        switch self {
        case .nonFiniteValue(let chart, let index):
            "\(chart): value \(index) is not a finite number; give every value as a number such as 42.5"
        case .negativeValue(let chart, let index, let value):
            "\(chart): value \(index) is \(value), but a \(chart) draws sizes, which cannot be negative; "
                + "use values of 0 or more (shift the data, or use a line chart for signed data)"
        case .countMismatch(let chart, let what, let expected, let found):
            "\(chart): \(found) \(what) for \(expected) values; give one per value or none"
        case .invalidSetting(let chart, let name, let value, let allowed):
            "\(chart): '\(name)' is \(value); it must be \(allowed)"
        case .invalidFormat(let chart, let format, let reason):
            "\(chart): the format '\(format)' cannot be used: \(reason); write one number conversion such as %.0f or %d"
        case .invalidData(let chart, let message, let fix):
            "\(chart): \(message); \(fix)"
        }
    }
}
