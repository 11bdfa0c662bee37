import Foundation
import Scene
import Yams

/// Reads typed values out of one YAML node, reporting every problem to the decoding context's
/// log with the node's file position and key path. Readers return `nil` for a value they
/// rejected (after reporting why).
struct NodeReader {
    let node: Node
    let keyPath: String
    let context: DecodingContext

    var file: String { context.file }

    var location: SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    func report(_ message: String, fix: String? = nil) {
        context.log.add(Diagnostic(location: location, keyPath: keyPath, message: message, fix: fix))
    }

    func child(_ node: Node, _ path: String) -> NodeReader {
        NodeReader(node: node, keyPath: path, context: context)
    }

    /// The same node read with another context (an included file's).
    func with(_ context: DecodingContext) -> NodeReader {
        NodeReader(node: node, keyPath: keyPath, context: context)
    }

    /// A short rendering of the node for messages.
    var shortDescription: String {
        switch node {
        case .scalar(let scalar): return "'\(scalar.string.echoed)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// The scalar's text, without reporting anything when the node is not a scalar.
    var scalarText: String? {
        if case .scalar(let scalar) = node { return scalar.string }
        return nil
    }

    // MARK: Structure

    /// The mapping's entries in file order, keyed, after checking every key is one of `allowed`;
    /// `explainUnknown` may say better than "unknown key" what a key not allowed here is.
    func mapping(
        allowed: [String], what: String = "a mapping of keys to values",
        explainUnknown: ((String) -> (message: String, fix: String)?)? = nil
    ) -> KeyedNodes? {
        guard case .mapping(let mapping) = node else {
            report("expected \(what), found \(shortDescription)", fix: "write `key: value` lines, indented under this key")
            return nil
        }
        var result = KeyedNodes()
        for (keyNode, valueNode) in mapping {
            let key = keyNode.string ?? ""
            let path = keyPath.isEmpty ? key : "\(keyPath).\(key)"
            if !allowed.contains(key) {
                let keyReader = child(keyNode, path.echoed)
                if let explained = explainUnknown?(key) {
                    keyReader.report(explained.message, fix: explained.fix)
                } else if let suggestion = Suggestion.closest(to: key, in: allowed) {
                    keyReader.report("unknown key '\(key.echoed)'", fix: "did you mean '\(suggestion)'?")
                } else {
                    keyReader.report("unknown key '\(key.echoed)'", fix: "the keys allowed here are \(allowed.sorted().joined(separator: ", "))")
                }
                result.hadUnknownKeys = true
                continue
            }
            if result[key] != nil {
                child(keyNode, path.echoed).report("the key '\(key.echoed)' appears twice", fix: "keep one of them")
                continue
            }
            result.append(key, child(valueNode, path))
        }
        return result
    }

    /// The mapping's entries in file order, for mappings whose keys are names the file chooses.
    func entries(what: String) -> [(String, NodeReader)]? {
        guard case .mapping(let mapping) = node else {
            report("expected \(what), found \(shortDescription)", fix: "write `key: value` lines, indented under this key")
            return nil
        }
        return mapping.map { key, value in
            let name = key.string ?? ""
            return (name, child(value, keyPath.isEmpty ? name : "\(keyPath).\(name)"))
        }
    }

    /// The mapping's keys, without checking them.
    var mappingKeys: [String] {
        guard case .mapping(let mapping) = node else { return [] }
        return mapping.map { $0.key.string ?? "" }
    }

    func sequence() -> [NodeReader]? {
        guard case .sequence(let sequence) = node else {
            report("expected a list, found \(shortDescription)", fix: "write a list as [a, b] or as lines starting with `- `")
            return nil
        }
        return sequence.enumerated().map { child($1, "\(keyPath)[\($0)]") }
    }

    // MARK: Scalars

    func string() -> String? {
        guard case .scalar(let scalar) = node else {
            report("expected text, found \(shortDescription)", fix: "write a single value here, such as a name in quotes")
            return nil
        }
        return scalar.string
    }

    /// A non-empty name without spaces, such as a layer id.
    func identifier() -> String? {
        guard let text = string() else { return nil }
        if let problem = Layer.idProblem(text) {
            report(problem.message, fix: problem.fix)
            return nil
        }
        return text
    }

    func number(in range: ClosedRange<Double>? = nil, what: String = "a number", fix: String? = nil) -> Double? {
        guard let text = scalarText, let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
            report("expected \(what), found \(shortDescription)", fix: fix ?? "write a number, such as 1.5")
            return nil
        }
        return checked(value, in: range)
    }

    func integer(in range: ClosedRange<Int>, what: String = "a whole number") -> Int? {
        guard let text = scalarText, let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            report("expected \(what), found \(shortDescription)", fix: "write a whole number, such as 3")
            return nil
        }
        guard range.contains(value) else {
            report("\(value) is out of range", fix: "use a whole number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return value
    }

    /// Checks a number read in some unit against `range` (in the base unit).
    func checked(_ value: Double, in range: ClosedRange<Double>?, unit: String = "") -> Double? {
        guard value.isFinite else {
            report("expected a finite number, found \(shortDescription)", fix: "write an ordinary number, such as 1.5")
            return nil
        }
        if let range, !range.contains(value) {
            report("\(value.plainText)\(unit) is out of range", fix: "use a value from \(range.lowerBound.plainText)\(unit) to \(range.upperBound.plainText)\(unit)")
            return nil
        }
        return value
    }

    func bool() -> Bool? {
        switch scalarText?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            report("expected true or false, found \(shortDescription)", fix: "write true or false")
            return nil
        }
    }

    /// One of `names` (exactly), with a suggestion for a near miss.
    func choice(_ names: [String], what: String) -> String? {
        guard let text = string() else { return nil }
        guard names.contains(text) else {
            let fix = Suggestion.closest(to: text, in: names).map { "did you mean '\($0)'?" }
                ?? "use one of \(names.joined(separator: ", "))"
            report("unknown \(what) '\(text.echoed)'", fix: fix)
            return nil
        }
        return text
    }

    /// `[x, y]`.
    func point() -> Point? {
        guard let values = numbers(count: 2, what: "a point [x, y]") else { return nil }
        return Point(x: values[0], y: values[1])
    }

    /// `[width, height]`, each in `range` (any finite numbers without one: an offset, or a
    /// change of size, may be negative).
    func size(in range: ClosedRange<Double>? = nil) -> Size? {
        guard let values = numbers(count: 2, what: "a size [width, height]", in: range) else { return nil }
        return Size(width: values[0], height: values[1])
    }

    /// `[x, y, width, height]`, the size zero or more.
    func rect() -> Rect? {
        guard let values = numbers(count: 4, what: "a rectangle [x, y, width, height]") else { return nil }
        guard values[2] >= 0, values[3] >= 0 else {
            report("a rectangle cannot have a negative width or height", fix: "write [x, y, width, height] with width and height of 0 or more")
            return nil
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A list of exactly `count` numbers.
    func numbers(count: Int, what: String, in range: ClosedRange<Double>? = nil) -> [Double]? {
        guard case .sequence(let sequence) = node, sequence.count == count else {
            report("expected \(what), found \(shortDescription)", fix: "write it as a list of \(count) numbers, like [\(Array(repeating: "0", count: count).joined(separator: ", "))]")
            return nil
        }
        let values = sequence.enumerated().map { child($1, "\(keyPath)[\($0)]").number(in: range) }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.map { $0! }
    }

    /// A list of numbers of any length.
    func numberList(in range: ClosedRange<Double>? = nil) -> [Double]? {
        guard let items = sequence() else { return nil }
        let values = items.map { $0.number(in: range) }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.map { $0! }
    }

    /// `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`, `rgba(…)`, a CSS name or `transparent`.
    func color() -> Color? {
        if let text = scalarText, text.isEmpty || text == "~" || text == "null" {
            report("no colour is given here", fix: "quote colours: an unquoted # starts a YAML comment, so write \"#ff0000\"")
            return nil
        }
        guard let text = string() else { return nil }
        if let color = ColorParser.parse(text) { return color }
        var fix = "write colours as \"#rrggbb\", \"#rrggbbaa\", \"rgba(255, 0, 0, 0.5)\" or a CSS name such as steelblue (quote them: # starts a YAML comment)"
        if let name = Suggestion.closest(to: text, in: CSSColorNames.all.keys) { fix = "did you mean '\(name)'?" }
        report("'\(text.echoed)' is not a colour", fix: fix)
        return nil
    }

    /// A colour, or `nil` wrapped in `.some` for `none`.
    func optionalColor() -> Color?? {
        if scalarText == "none" { return .some(nil) }
        guard let color = color() else { return nil }
        return .some(color)
    }

    /// A list of colours.
    func colorList() -> [Color]? {
        guard let items = sequence() else { return nil }
        let values = items.map { $0.color() }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.map { $0! }
    }

    /// SVG path data.
    func pathData() -> Path? {
        guard let text = string() else { return nil }
        do {
            return try SVGPathParser.parse(text)
        } catch {
            report("bad path data at \(error.description)", fix: "write SVG path data, such as \"M 0 0 L 100 50\"")
            return nil
        }
    }
}
