import Foundation
import Scene
@testable import SceneFile

/// A JSON Schema (2020-12) validator for the keywords Reel's schema uses, so the tests can check
/// scene files against it the way an editor does. `unevaluatedProperties` sees the properties
/// that `properties`, `$ref`, `allOf`, `anyOf`, `oneOf` and `if`/`then`/`else` evaluated;
/// `propertyNames` checks each key's name.
/// (Checked against Python's `jsonschema` on the same files when it was written.)
struct SchemaValidator {
    let root: JSONValue

    /// Every problem with `value`, as "json.path: message".
    func problems(_ value: JSONValue) -> [String] {
        validate(value, root, "$").problems
    }

    private struct Result {
        var problems: [String] = []
        var evaluated: Set<String> = []
        var isValid: Bool { problems.isEmpty }
    }

    private func resolve(_ reference: String) -> JSONValue {
        var schema = root
        for part in reference.dropFirst(2).split(separator: "/") { schema = schema[String(part)] ?? .null }
        return schema
    }

    private func validate(_ value: JSONValue, _ schema: JSONValue, _ path: String) -> Result {
        guard case .object(let keywords) = schema else { return Result() }
        var result = Result()
        func fail(_ message: String) { result.problems.append("\(path): \(message)") }
        func absorb(_ sub: Result) {
            result.problems += sub.problems
            if sub.isValid { result.evaluated.formUnion(sub.evaluated) }
        }
        for (keyword, argument) in keywords {
            switch keyword {
            case "$ref":
                if case .string(let reference) = argument { absorb(validate(value, resolve(reference), path)) }
            case "type":
                if case .string(let type) = argument, !Self.has(value, type: type) { fail("not of type \(type)") }
            case "enum":
                if case .array(let options) = argument, !options.contains(value) { fail("\(value.text()) is not one of the allowed values") }
            case "const":
                if value != argument { fail("\(value.text()) is not \(argument.text())") }
            case "pattern":
                if case .string(let pattern) = argument, case .string(let text) = value,
                   text.range(of: pattern, options: .regularExpression) == nil { fail("'\(text)' does not match \(pattern)") }
            case "minimum":
                if case .number(let limit) = argument, case .number(let n) = value, n < limit { fail("\(n) is below \(limit)") }
            case "maximum":
                if case .number(let limit) = argument, case .number(let n) = value, n > limit { fail("\(n) is above \(limit)") }
            case "minItems":
                if case .number(let limit) = argument, case .array(let items) = value, Double(items.count) < limit { fail("too few items") }
            case "maxItems":
                if case .number(let limit) = argument, case .array(let items) = value, Double(items.count) > limit { fail("too many items") }
            case "items":
                if case .array(let items) = value {
                    for (index, item) in items.enumerated() { result.problems += validate(item, argument, "\(path)[\(index)]").problems }
                }
            case "required":
                if case .array(let names) = argument, case .object(let entries) = value {
                    for case .string(let name) in names where !entries.contains(where: { $0.0 == name }) { fail("'\(name)' is required") }
                }
            case "properties":
                if case .object(let properties) = argument, case .object(let entries) = value {
                    for (name, item) in entries {
                        guard let property = properties.first(where: { $0.0 == name })?.1 else { continue }
                        result.problems += validate(item, property, "\(path).\(name)").problems
                        result.evaluated.insert(name)
                    }
                }
            case "propertyNames":
                if case .object(let entries) = value {
                    for (name, _) in entries where !validate(.string(name), argument, path).isValid { fail("'\(name)' is not allowed here") }
                }
            case "allOf":
                if case .array(let schemas) = argument { for sub in schemas { absorb(validate(value, sub, path)) } }
            case "anyOf", "oneOf":
                guard case .array(let schemas) = argument else { break }
                let results = schemas.map { validate(value, $0, path) }
                let valid = results.filter(\.isValid)
                for sub in valid { result.evaluated.formUnion(sub.evaluated) }
                if valid.isEmpty { fail("matches none of \(keyword): \(results.flatMap(\.problems).prefix(3))") }
                if keyword == "oneOf", valid.count > 1 { fail("matches \(valid.count) schemas of oneOf") }
            case "not":
                if validate(value, argument, path).isValid { fail("matches a schema it must not") }
            case "if":
                let condition = validate(value, argument, path)
                if condition.isValid {
                    result.evaluated.formUnion(condition.evaluated)
                    if let then = schema["then"] { absorb(validate(value, then, path)) }
                } else if let otherwise = schema["else"] {
                    absorb(validate(value, otherwise, path))
                }
            default:
                break
            }
        }
        // After the other keywords, which decide what was evaluated.
        if case .object(let entries) = value {
            for keyword in ["additionalProperties", "unevaluatedProperties"] {
                guard let argument = schema[keyword] else { continue }
                let known: Set<String> = keyword == "additionalProperties"
                    ? Set((schema["properties"].flatMap { if case .object(let p) = $0 { p.map(\.0) } else { nil } }) ?? [])
                    : result.evaluated
                for (name, item) in entries where !known.contains(name) {
                    if argument == .bool(false) {
                        fail("'\(name)' is not allowed here")
                    } else {
                        result.problems += validate(item, argument, "\(path).\(name)").problems
                    }
                    result.evaluated.insert(name)
                }
            }
        }
        return result
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("number", .number), ("null", .null): true
        case ("integer", .number(let n)): n == n.rounded()
        default: false
        }
    }
}
