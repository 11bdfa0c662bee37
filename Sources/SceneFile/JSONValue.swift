import Foundation

/// A JSON document with its object keys in a fixed order, written the same way every time, so a
/// generated file (the JSON Schema) can be checked into git and compared byte for byte.
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
    public var compactText: String {
        switch self {
        case .array(let items): return "[" + items.map(\.compactText).joined(separator: ",") + "]"
        case .object(let entries): return "{" + entries.map { Self.quote($0.0) + ":" + $0.1.compactText }.joined(separator: ",") + "}"
        default: return text()
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
