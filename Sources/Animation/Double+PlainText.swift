extension Double {
    /// 2⁵³: up to it a Double holds every whole number exactly (and `Int` holds it).
    public static let largestExactWholeNumber = 9_007_199_254_740_992.0

    /// The number as a scene file would write it, for messages and JSON: `2` (no trailing
    /// `.0`), `0.25`, `NaN`, `infinity`; whole numbers from 10¹⁵ to 2⁵³ in powers of ten
    /// (`1e15`, `-2.5e15`), not sixteen digits to count.
    public var plainText: String {
        if isNaN { return "NaN" }
        if isInfinite { return self < 0 ? "-infinity" : "infinity" }
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        if self == rounded(), abs(self) <= Self.largestExactWholeNumber {
            let digits = String(Int(abs(self))), exponent = digits.count - 1
            var mantissa = digits
            while mantissa.count > 1, mantissa.hasSuffix("0") { mantissa.removeLast() }
            let fraction = mantissa.dropFirst()
            return (self < 0 ? "-" : "") + String(mantissa.prefix(1)) + (fraction.isEmpty ? "" : "." + fraction) + "e\(exponent)"
        }
        return String(self)
    }

    /// A computed figure for a message, to the thousandth: `691.2`, not the `691.1999999999999`
    /// that 96 % of 720 gives, or a time to the millisecond.
    public var roundedForDisplay: String { ((self * 1000).rounded() / 1000).plainText }
}
