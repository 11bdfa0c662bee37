import Foundation
import Scene

extension ChartNumberFormat {
    /// The one format a label counting through `values` writes every value in, so that its
    /// width does not jump while it counts: whole numbers as they are, decimals with as many
    /// digits as the most precise value's compact text (at most three), from 100,000 the short
    /// form (250 K, 1.5 M).
    public static func counting(through values: [Double]) -> NumberFormat {
        let largest = values.map(abs).max() ?? 0
        if largest >= 100_000 { return .short }
        let digits = values.map { value -> Int in
            let text = compact(value)
            return text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        }.max() ?? 0
        // A format of this shape always parses.
        return try! NumberFormat("%.\(min(digits, 3))f")
    }
}
