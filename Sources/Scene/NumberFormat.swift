import Foundation

/// A printf-style format with exactly one numeric conversion, such as `"%.1f%% 百分比"`.
///
/// Conversions: `f F e E g G` (the number as is) and `d i` (truncated toward zero, as C's cast
/// to `int`), with flags `- + space 0 #` and `'` (thousands grouped with commas, `1,250`), a
/// width and a precision; `%%` is a percent sign.
/// Formatting is locale-independent (a `.` decimal point) and never fails: non-finite numbers
/// print as `nan`, `inf` or `-inf`.
public struct NumberFormat: Sendable, Hashable, CustomStringConvertible {
    /// The format as written (`short` for the short form).
    public private(set) var description: String
    private let prefix: String
    private var specifier: String
    private var isInteger: Bool
    private let suffix: String
    /// Whether this is the short form, which scales the number by its magnitude (1.2 B, 708 M).
    private var isShort = false
    /// Whether the whole part's digits are grouped by thousands with commas (the `'` flag).
    public private(set) var groupsThousands = false
    /// The precision written in the conversion (`nil` for none, 0 for an integer conversion).
    private var precision: Int?
    /// The conversion letter (`f`, `e`, `g`, `d` …).
    private var letter: Character = "f"

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
        var grouping = false, parsedPrecision: Int?, parsedLetter: Character = "f"
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
            while index < characters.count, "-+ 0#'".contains(characters[index]) {
                // printf's `'` groups only in a locale that says so; Reel groups itself, in any locale.
                if characters[index] == "'" { grouping = true } else { spec.append(characters[index]) }
                index += 1
            }
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
            spec += digits + (precision.map { "." + $0 } ?? "")
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
            parsedPrecision = isInteger ? 0 : precision.map { Int($0) ?? 0 }
            parsedLetter = letter
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
        groupsThousands = grouping
        self.precision = parsedPrecision
        self.letter = parsedLetter
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
        return prefix + (groupsThousands ? Self.grouped(body) : body) + suffix
    }

    /// How many digits this format writes after the decimal point (`nil` when the conversion
    /// decides, as `%g` and `%e` do, or for the short form).
    public var fractionDigits: Int? {
        guard !isShort, "fFdi".contains(letter) else { return nil }
        return precision ?? 6
    }

    /// This format writing at least `digits` digits after the decimal point (an integer
    /// conversion becomes `%f`): for axis ticks whose step is finer than the values' precision.
    /// Other conversions and the short form are returned as they are.
    public func withFractionDigits(atLeast digits: Int) -> NumberFormat {
        guard let current = fractionDigits, current < digits else { return self }
        var copy = self
        let flags = specifier.dropFirst().prefix { "-+ 0#".contains($0) }
        let width = String(specifier.dropFirst(1 + flags.count).prefix { $0.isNumber })
        copy.specifier = "%" + flags + width + ".\(digits)" + (letter == "d" || letter == "i" ? "f" : String(letter))
        copy.isInteger = false
        copy.precision = digits
        copy.letter = "f"
        copy.description = prefix.replacingOccurrences(of: "%", with: "%%") + copy.specifier.replacingOccurrences(of: "%", with: groupsThousands ? "%'" : "%")
            + suffix.replacingOccurrences(of: "%", with: "%%")
        return copy
    }

    /// `body` (a printf result) with its whole part's digits grouped by thousands.
    static func grouped(_ body: String) -> String {
        let characters = Array(body)
        guard let first = characters.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return body }
        var end = first
        while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
        let digits = characters[first..<end]
        guard digits.count > 3 else { return body }
        var result = String(characters[..<first])
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result + String(characters[end...])
    }

    /// Whether the two are the same.
    public static func == (lhs: NumberFormat, rhs: NumberFormat) -> Bool { lhs.description == rhs.description }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
