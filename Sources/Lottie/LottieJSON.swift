import Foundation

/// A JSON value with ordered object keys, written byte-for-byte the same every time: the
/// exporter's output must be deterministic, and Foundation's serializer orders keys by hash.
public indirect enum LottieJSON: Sendable, Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([LottieJSON])
    case object([(String, LottieJSON)])
    case null

    /// Equal values of the same case; objects compare key by key, in order.
    public static func == (lhs: LottieJSON, rhs: LottieJSON) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.null, .null): true
        default: false
        }
    }

    /// A JSON array of numbers.
    static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map { .number($0) }) }

    /// The member named `key` of an object.
    public subscript(key: String) -> LottieJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The compact JSON text.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .number(let value): out += Self.format(value)
        case .string(let value): Self.writeString(value, to: &out)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// At most four decimals (a ten-thousandth of a pixel, a degree or a percent is below what
    /// any player shows), no trailing zeros, integers without a point; non-finite numbers,
    /// which JSON cannot carry, become 0.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
