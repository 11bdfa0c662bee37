import Animation

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

    /// What is wrong, for a diagnostic's message line (`fix` says what to change).
    public var message: String {
        switch self {
        case .nonFiniteValue(let chart, let index):
            "\(chart): value \(index) is not a finite number"
        case .negativeValue(let chart, let index, let value):
            "\(chart): value \(index) is \(value.plainText), but a \(chart) draws sizes, which cannot be negative"
        case .countMismatch(let chart, let what, let expected, let found):
            "\(chart): \(found) \(what) for \(expected) values"
        case .invalidSetting(let chart, let name, let value, _):
            "\(chart): '\(name)' is \(value.plainText), out of range"
        case .invalidFormat(let chart, let format, let reason):
            "\(chart): the format '\(format)' cannot be used: \(reason)"
        case .invalidData(let chart, let message, _):
            "\(chart): \(message)"
        }
    }

    /// What to change, for a diagnostic's fix line.
    public var fix: String {
        switch self {
        case .nonFiniteValue: "give every value as a number such as 42.5"
        case .negativeValue: "use values of 0 or more (shift the data, or use a bar or line chart for signed data)"
        case .countMismatch(_, let what, let expected, _): "give \(expected) \(what), one per value, or none"
        case .invalidSetting(_, let name, _, let allowed): "make '\(name)' \(allowed)"
        case .invalidFormat: "write one number conversion such as %.0f or %d"
        case .invalidData(_, _, let fix): fix
        }
    }

    /// The message and the fix, for logs and errors.
    public var description: String { "\(message); \(fix)" }
}
