import Foundation

/// Numbers with units, where units help a reader: `1.5s`, `250ms`, `90deg`, `50%`.
extension NodeReader {
    /// Seconds: `1.5`, `"1.5s"` or `"250ms"`.
    func seconds(in range: ClosedRange<Double>, what: String = "a time in seconds") -> Double? {
        let fix = "write a time as 1.5, 1.5s or 250ms"
        guard let text = scalarText?.trimmingCharacters(in: .whitespaces) else {
            report("expected \(what), found \(shortDescription)", fix: fix)
            return nil
        }
        let value: Double?
        if let plain = Double(text) { value = plain }
        else if text.hasSuffix("ms") { value = Double(text.dropLast(2).trimmingCharacters(in: .whitespaces)).map { $0 / 1000 } }
        else if text.hasSuffix("s") { value = Double(text.dropLast().trimmingCharacters(in: .whitespaces)) }
        else { value = nil }
        guard let value else {
            report("expected \(what), found \(shortDescription)", fix: fix)
            return nil
        }
        return checked(value, in: range, unit: "s")
    }

    /// Radians: `1.57`, `"90deg"`, `"1.57rad"` or `"0.25turn"`.
    func angle(in range: ClosedRange<Double>? = nil) -> Double? {
        let fix = "write an angle in radians (1.57) or with a unit: 90deg, 0.25turn"
        guard let text = scalarText?.trimmingCharacters(in: .whitespaces) else {
            report("expected an angle, found \(shortDescription)", fix: fix)
            return nil
        }
        let units: [(String, Double)] = [("deg", .pi / 180), ("rad", 1), ("turn", 2 * .pi)]
        var value = Double(text)
        for (suffix, factor) in units where value == nil && text.hasSuffix(suffix) {
            value = Double(text.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)).map { $0 * factor }
        }
        guard let value else {
            report("expected an angle, found \(shortDescription)", fix: fix)
            return nil
        }
        return checked(value, in: range)
    }

    /// A fraction: `0.5` or `"50%"`, within `range` (0…1 unless told).
    func fraction(in range: ClosedRange<Double> = 0...1, what: String = "a fraction") -> Double? {
        let fix = "write a fraction as 0.5 or 50%"
        guard let text = scalarText?.trimmingCharacters(in: .whitespaces) else {
            report("expected \(what), found \(shortDescription)", fix: fix)
            return nil
        }
        let value = text.hasSuffix("%") ? Double(text.dropLast().trimmingCharacters(in: .whitespaces)).map { $0 / 100 } : Double(text)
        guard let value else {
            report("expected \(what), found \(shortDescription)", fix: fix)
            return nil
        }
        guard value.isFinite else { report("expected a finite number, found \(shortDescription)", fix: "write an ordinary number, such as 0.5"); return nil }
        if !range.contains(value) {
            report("\(value.plainText) is out of range", fix: "use a value from \(range.lowerBound.plainText) to \(range.upperBound.plainText) (or \((range.lowerBound * 100).plainText)% to \((range.upperBound * 100).plainText)%)")
            return nil
        }
        return value
    }
}
