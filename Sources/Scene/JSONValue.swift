import Animation
import Foundation

/// A JSON document with its object keys in a fixed order, written the same way every time, so a
/// generated file (the JSON Schema, a Lottie export) can be checked into git and compared byte
/// for byte — Foundation's serializer orders keys by hash.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal when they print the same (keys in order).
    public static func == (l: JSONValue, r: JSONValue) -> Bool { l.text() == r.text() }

    /// The value at `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let entries) = self else { return nil }
        return entries.first { $0.0 == key }?.1
    }

    /// Pretty-printed with two-space indentation and a final newline at the top level.
    public func text(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.plainText
        case .string(let s): return Self.quote(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.text() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let entries):
            if entries.isEmpty { return "{}" }
            return "{\n" + entries.map { inner + Self.quote($0.0) + ": " + $0.1.text(indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// On one line, for JSON Lines output.
    public var compactText: String { compactText(number: \.plainText) }

    /// On one line, each number written by `number`.
    public func compactText(number: (Double) -> String) -> String {
        var out = ""
        write(to: &out, number: number)
        return out
    }

    // Appends to one string: a Lottie export writes megabytes, too many to join piece by piece.
    private func write(to out: inout String, number: (Double) -> String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += number(n)
        case .string(let s): out += Self.quote(s)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out, number: number)
            }
            out += "]"
        case .object(let entries):
            out += "{"
            for (index, (key, value)) in entries.enumerated() {
                if index > 0 { out += "," }
                out += Self.quote(key) + ":"
                value.write(to: &out, number: number)
            }
            out += "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
