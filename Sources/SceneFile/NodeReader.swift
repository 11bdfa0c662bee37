import Foundation
import Scene
import Yams

/// Reads typed values out of one YAML node, reporting every problem to a `DiagnosticLog` with
/// the node's file position and key path. Readers return `nil` for a value they rejected.
struct NodeReader {
    let node: Node
    let keyPath: String
    let file: String
    let log: DiagnosticLog

    var location: SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    func report(_ message: String, fix: String? = nil) {
        log.add(Diagnostic(location: location, keyPath: keyPath, message: message, fix: fix))
    }

    private func child(_ node: Node, _ path: String) -> NodeReader {
        NodeReader(node: node, keyPath: path, file: file, log: log)
    }

    /// A short rendering of the node for messages.
    var shortDescription: String {
        switch node {
        case .scalar(let scalar): return "'\(scalar.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    // MARK: Structure

    /// The mapping's values by key, after checking every key is one of `allowed`.
    func mapping(allowed: [String]) -> [String: NodeReader]? {
        guard case .mapping(let mapping) = node else {
            report("expected a mapping of keys to values, found \(shortDescription)")
            return nil
        }
        var result: [String: NodeReader] = [:]
        for (keyNode, valueNode) in mapping {
            let key = keyNode.string ?? ""
            let path = keyPath.isEmpty ? key : "\(keyPath).\(key)"
            if !allowed.contains(key) {
                let keyReader = child(keyNode, path)
                if let suggestion = Suggestion.closest(to: key, in: allowed) {
                    keyReader.report("unknown key '\(key)'", fix: "did you mean '\(suggestion)'?")
                } else {
                    keyReader.report("unknown key '\(key)'", fix: "the keys allowed here are \(allowed.sorted().joined(separator: ", "))")
                }
                continue
            }
            if result[key] != nil {
                child(keyNode, path).report("the key '\(key)' appears twice", fix: "keep one of them")
                continue
            }
            result[key] = child(valueNode, path)
        }
        return result
    }

    func sequence() -> [NodeReader]? {
        guard case .sequence(let sequence) = node else {
            report("expected a list, found \(shortDescription)")
            return nil
        }
        return sequence.enumerated().map { child($1, "\(keyPath)[\($0)]") }
    }

    // MARK: Scalars

    func string() -> String? {
        guard case .scalar(let scalar) = node else {
            report("expected text, found \(shortDescription)")
            return nil
        }
        return scalar.string
    }

    func number(in range: ClosedRange<Double>? = nil, what: String = "a number") -> Double? {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string.trimmingCharacters(in: .whitespaces)) else {
            report("expected \(what), found \(shortDescription)")
            return nil
        }
        guard value.isFinite else {
            report("expected a finite number, found \(shortDescription)")
            return nil
        }
        if let range, !range.contains(value) {
            report("\(value.formatted) is out of range", fix: "use a value from \(range.lowerBound.formatted) to \(range.upperBound.formatted)")
            return nil
        }
        return value
    }

    func bool() -> Bool? {
        guard case .scalar(let scalar) = node else {
            report("expected true or false, found \(shortDescription)")
            return nil
        }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            report("expected true or false, found \(shortDescription)")
            return nil
        }
    }

    /// `[x, y]`.
    func point() -> Point? {
        guard let values = numbers(count: 2, what: "a point [x, y]") else { return nil }
        return Point(x: values[0], y: values[1])
    }

    /// A list of exactly `count` numbers.
    func numbers(count: Int, what: String) -> [Double]? {
        guard case .sequence(let sequence) = node, sequence.count == count else {
            report("expected \(what), found \(shortDescription)", fix: "write it as a list of \(count) numbers, like [\(Array(repeating: "0", count: count).joined(separator: ", "))]")
            return nil
        }
        let values = sequence.enumerated().map { child($1, "\(keyPath)[\($0)]").number() }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.map { $0! }
    }

    /// `#rgb`, `#rrggbb`, `#rrggbbaa` or `transparent`.
    func color() -> Color? {
        guard let text = string() else { return nil }
        if let color = ColorParser.parse(text) { return color }
        report("'\(text)' is not a colour", fix: "write colours as \"#rrggbb\", \"#rrggbbaa\" or transparent (quote them: # starts a YAML comment)")
        return nil
    }

    /// A colour, or `nil` wrapped in `.some` for `none`.
    func optionalColor() -> Color?? {
        if case .scalar(let scalar) = node, scalar.string == "none" { return .some(nil) }
        guard let color = color() else { return nil }
        return .some(color)
    }
}

extension Double {
    /// The number without a trailing ".0" for whole values.
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
