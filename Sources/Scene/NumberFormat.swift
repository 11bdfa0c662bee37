import Foundation

/// A printf-style format with exactly one numeric conversion, such as `"%.1f%% 百分比"`.
///
/// Conversions: `f F e E g G` (the number as is) and `d i` (truncated toward zero, as C's cast
/// to `int`), with flags `- + space 0 #`, a width and a precision; `%%` is a percent sign.
/// The flag `'` groups the whole part's digits in thousands with commas (`%'d` writes 48210 as
/// `48,210`), as POSIX printf does in an English locale.
/// Formatting is locale-independent (a `.` decimal point) and never fails: non-finite numbers
/// print as `nan`, `inf` or `-inf`.
public struct NumberFormat: Sendable, Hashable, CustomStringConvertible {
    /// The format as written (`short` for the short form).
    public private(set) var description: String
    private let prefix: String
    private let specifier: String
    private let isInteger: Bool
    private let suffix: String
    /// Whether the `'` flag groups thousands: the C conversion then runs without width, and
    /// the grouped text is padded to it.
    private var grouping: (width: Int, leftAligned: Bool, zeroPadded: Bool)?
    /// Whether this is the short form, which scales the number by its magnitude (1.2 B, 708 M).
    private var isShort = false

    /// The short form for large counts, as a video's value labels write them: `950`, `12.5 K`,
    /// `708 M`, `1.2 B`, `3.4 T` (one decimal below 100 of the unit, none above).
    public static let short: NumberFormat = {
        var format = try! NumberFormat("%.0f")
        format.isShort = true
        format.description = "short"
        return format
    }()

    /// Parses `format`, or throws an error naming the column of the problem.
    public init(_ format: String) throws(NumberFormatError) {
        let characters = Array(format)
        var prefix = "", suffix = ""
        var conversion: (specifier: String, isInteger: Bool)?
        var grouping: (width: Int, leftAligned: Bool, zeroPadded: Bool)?
        var index = 0
        while index < characters.count {
            let c = characters[index]
            guard c == "%" else {
                if conversion == nil { prefix.append(c) } else { suffix.append(c) }
                index += 1
                continue
            }
            let start = index
            index += 1
            if index < characters.count, characters[index] == "%" {
                if conversion == nil { prefix.append("%") } else { suffix.append("%") }
                index += 1
                continue
            }
            var spec = "%"
            var flags = ""
            while index < characters.count, "-+ 0#'".contains(characters[index]) { flags.append(characters[index]); index += 1 }
            // C's `'` groups only in a grouping locale; Reel groups itself, the same in any locale.
            let groups = flags.contains("'")
            spec += flags.filter { $0 != "'" && (!groups || ($0 != "-" && $0 != "0")) }
            // Width and precision are bounded: printf builds the whole text in memory.
            var digits = ""
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                digits.append(characters[index]); index += 1
            }
            var precision: String?
            if index < characters.count, characters[index] == "." {
                index += 1
                precision = ""
                while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                    precision!.append(characters[index]); index += 1
                }
            }
            for (name, value) in [("width", digits), ("precision", precision ?? "")] where !value.isEmpty {
                guard value.count <= 4, let number = Int(value), number <= InputLimits.formatWidth else {
                    throw NumberFormatError(
                        column: start + 1,
                        message: "the conversion's \(name) \(value.echoed) is too large; the largest is \(InputLimits.formatWidth)")
                }
            }
            if groups { grouping = (Int(digits) ?? 0, flags.contains("-"), flags.contains("0")) }
            spec += (groups ? "" : digits) + (precision.map { "." + $0 } ?? "")
            guard index < characters.count else {
                throw NumberFormatError(column: start + 1, message: "the format ends inside a conversion; write `%%` for a percent sign")
            }
            let letter = characters[index]
            guard "fFeEgGdi".contains(letter) else {
                throw NumberFormatError(
                    column: index + 1,
                    message: "'%\(letter)' is not a number conversion; use %f, %e, %g or %d (and %% for a percent sign)")
            }
            guard conversion == nil else {
                throw NumberFormatError(column: start + 1, message: "the format has more than one number conversion; it formats one number")
            }
            let isInteger = letter == "d" || letter == "i"
            conversion = (spec + (isInteger ? "lld" : String(letter)), isInteger)
            index += 1
        }
        guard let conversion else {
            throw NumberFormatError(column: 1, message: "the format has no number conversion such as %.1f or %d")
        }
        self.description = format
        self.prefix = prefix
        self.specifier = conversion.specifier
        self.isInteger = conversion.isInteger
        self.suffix = suffix
        self.grouping = grouping
    }

    /// `number` formatted.
    public func string(for number: Double) -> String {
        if isShort { return Self.shortString(for: number) }
        let body: String
        if !number.isFinite {
            body = number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf")
        } else if isInteger {
            let clamped = min(max(number.rounded(.towardZero), -9.0e18), 9.0e18)
            body = String(format: specifier, Int64(clamped))
        } else {
            body = String(format: specifier, number)
        }
        guard let grouping, number.isFinite else { return prefix + body + suffix }
        return prefix + Self.grouped(body, width: grouping.width, leftAligned: grouping.leftAligned, zeroPadded: grouping.zeroPadded) + suffix
    }

    /// `body` with commas between the thousands of its whole part (the first run of digits),
    /// then padded to `width` as printf pads: spaces before, after (`-`) or zeros after the sign.
    static func grouped(_ body: String, width: Int, leftAligned: Bool, zeroPadded: Bool) -> String {
        let characters = Array(body)
        let start = characters.firstIndex(where: \.isNumber) ?? characters.count
        var end = start
        while end < characters.count, characters[end].isNumber { end += 1 }
        var digits = Array(characters[start..<end])
        var grouped: [Character] = []
        while digits.count > 3 {
            grouped = [","] + Array(digits.suffix(3)) + grouped
            digits.removeLast(3)
        }
        let sign = String(characters[..<start])
        let rest = String(digits + grouped) + String(characters[end...])
        let padding = max(width - sign.count - rest.count, 0)
        if leftAligned { return sign + rest + String(repeating: " ", count: padding) }
        if zeroPadded { return sign + String(repeating: "0", count: padding) + rest }
        return String(repeating: " ", count: padding) + sign + rest
    }

    /// Whether the two are the same.
    public static func == (lhs: NumberFormat, rhs: NumberFormat) -> Bool { lhs.description == rhs.description }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
