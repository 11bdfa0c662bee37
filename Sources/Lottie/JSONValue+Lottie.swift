import Foundation
import Scene

extension JSONValue {
    /// A JSON array of numbers.
    static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }

    /// The compact text of a Lottie file, numbers as `lottieNumber` writes them.
    var lottieText: String { compactText(number: Self.lottieNumber) }

    /// At most four decimals (a ten-thousandth of a pixel, a degree or a percent is below what
    /// any player shows), no trailing zeros, integers without a point; non-finite numbers,
    /// which JSON cannot carry, become 0.
    static func lottieNumber(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
