import Foundation

extension NumberFormat {
    /// The units of the short form, each a thousand times the one before.
    private static let shortUnits = ["K", "M", "B", "T"]

    /// `number` in the short form (see `short`).
    static func shortString(for number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf") }
        let magnitude = abs(number)
        // A value that rounds to 1000 of a unit is written in the next one (999.96 K is 1.0 M).
        guard magnitude >= 999.5 else { return String(format: "%.0f", number) }
        var scaled = number, unit = -1
        while unit < shortUnits.count - 1, abs(scaled) >= 999.5 {
            scaled /= 1000
            unit += 1
        }
        guard abs(scaled) < 999.5 else { return String(format: "%.2g", number) }
        let text = String(format: abs(scaled) < 99.95 ? "%.1f" : "%.0f", scaled)
        return text + " " + shortUnits[unit]
    }
}
