import Scene
/// What a key's value looks like. The decoder's property tables name a kind for every key; the
/// JSON Schema and the reference's "value" column are derived from it, so the three agree.
indirect enum ValueKind: Sendable {
    case number(ClosedRange<Double>?)
    case integer(ClosedRange<Int>)
    /// Seconds: `1.5`, `"1.5s"`, `"250ms"`.
    case time(ClosedRange<Double>)
    /// Radians, or `"90deg"`, `"0.25turn"`.
    case angle
    /// 0…1, or `"50%"`.
    case fraction
    case bool
    case text
    /// A name other keys refer to (no spaces).
    case identifier
    case color
    /// A colour or `none`.
    case optionalColor
    case point
    case size
    /// `[dx, dy]`, either may be negative.
    case offset
    case rect
    /// A `rect` whose numbers may be percentages of the scene (`"50%"`).
    case frame
    case pathData
    case choice([String])
    case timingFunction
    /// A number, or `infinity`.
    case repeatCount
    /// A value shaped like the animated property: number, point, colour, path …
    case animatedValue
    /// A file next to the scene, or inline values.
    case dataSource
    case list(ValueKind)
    /// A mapping defined elsewhere in the schema (`layer`, `animation`, …).
    case reference(String)
    /// A mapping whose values are all of one kind.
    case dictionary(ValueKind)
    /// One of several shapes.
    case oneOf([ValueKind])
    /// A mapping with these fields.
    case record([Field])

    /// A field of a `record`.
    struct Field: Sendable {
        let name: String
        let kind: ValueKind
        let isRequired: Bool
        let summary: String
    }

    static let timeUnitPattern = #"^-?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?\s*(s|ms)$"#
    static let anglePattern = #"^-?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?\s*(deg|rad|turn)$"#
    static let percentPattern = #"^-?[0-9]*\.?[0-9]+\s*%$"#
    static let hexColorPattern = "^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"
    static let rgbColorPattern = #"^rgba?\(.*\)$"#
    static let timingFunctionPattern = #"^(cubicBezier|steps)\(.*\)$"#

    /// The JSON Schema for values of this kind.
    var schema: JSONValue {
        switch self {
        case .number(let range): return Self.number(in: range)
        case .integer(let range): return Self.typed("integer", ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound))))
        case .time(let range): return Self.anyOf([Self.number(in: range), Self.text(matching: Self.timeUnitPattern)])
        case .angle: return Self.anyOf([Self.number(in: nil), Self.text(matching: Self.anglePattern)])
        case .fraction: return Self.anyOf([Self.number(in: 0...1), Self.text(matching: Self.percentPattern)])
        case .bool: return Self.typed("boolean")
        case .text: return Self.typed("string")
        case .identifier: return Self.text(matching: #"^\S+$"#)
        case .color: return Self.colorSchema
        case .optionalColor: return Self.anyOf([Self.colorSchema, .object([("const", .string("none"))])])
        case .point, .offset: return Self.numberTuple(2)
        case .size: return Self.numberTuple(2, minimum: 0)
        case .rect: return Self.numberTuple(4)
        case .frame:
            let item = Self.anyOf([Self.number(in: nil), Self.text(matching: Self.percentPattern)])
            let rectangle = Self.typed("array", ("items", item), ("minItems", .number(4)), ("maxItems", .number(4)))
            let byOrientation = Self.typed("object",
                ("properties", .object([("landscape", rectangle), ("portrait", rectangle)])),
                ("required", .array([.string("landscape"), .string("portrait")])),
                ("additionalProperties", .bool(false)))
            return Self.anyOf([rectangle, byOrientation])
        case .pathData: return Self.typed("string", ("description", .string("SVG path data")))
        case .choice(let names): return Self.oneOfNames(names)
        case .timingFunction:
            return Self.anyOf([Self.oneOfNames(NodeReader.timingFunctionNames), Self.text(matching: Self.timingFunctionPattern)])
        case .repeatCount: return Self.anyOf([Self.typed("number", ("minimum", .number(0))), Self.oneOfNames(["infinity"])])
        case .animatedValue:
            return .object([("description", .string("shaped like the animated property: a number, [x, y], a colour, path data …"))])
        case .dataSource:
            return Self.anyOf([
                Self.typed("string", ("description", .string("a .csv or .json file next to the scene"))),
                Self.typed("array", ("items", Self.typed("number"))),
            ])
        case .list(let item): return Self.typed("array", ("items", item.schema))
        case .reference(let name): return .object([("$ref", .string("#/$defs/\(name)"))])
        case .dictionary(let value): return Self.typed("object", ("additionalProperties", value.schema))
        case .oneOf(let kinds): return Self.anyOf(kinds.map(\.schema))
        case .record(let fields): return Self.recordSchema(fields)
        }
    }

    /// `{"type": name, …}` with the further entries in order.
    private static func typed(_ name: String, _ entries: (String, JSONValue)...) -> JSONValue {
        .object([("type", .string(name))] + entries)
    }

    /// A number, within `range` when there is one.
    private static func number(in range: ClosedRange<Double>?) -> JSONValue {
        guard let range else { return typed("number") }
        return typed("number", ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound)))
    }

    /// A string matching `pattern`.
    private static func text(matching pattern: String) -> JSONValue {
        typed("string", ("pattern", .string(pattern)))
    }

    /// One of `names`, written as they are.
    private static func oneOfNames(_ names: [String]) -> JSONValue {
        .object([("enum", .array(names.map(JSONValue.string)))])
    }

    private static func anyOf(_ schemas: [JSONValue]) -> JSONValue {
        .object([("anyOf", .array(schemas))])
    }

    /// Hex, `rgb()`/`rgba()`, or a CSS colour name.
    private static var colorSchema: JSONValue {
        anyOf([text(matching: hexColorPattern), text(matching: rgbColorPattern), oneOfNames(["transparent", "clear"] + CSSColorNames.all.keys.sorted())])
    }

    /// A mapping of exactly `fields`, the required ones listed, each described by its summary.
    private static func recordSchema(_ fields: [Field]) -> JSONValue {
        var entries: [(String, JSONValue)] = [("type", .string("object")), ("additionalProperties", .bool(false))]
        let required = fields.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { entries.append(("required", .array(required))) }
        entries.append(("properties", .object(fields.map { field in
            guard case .object(let schema) = field.kind.schema else { return (field.name, field.kind.schema) }
            return (field.name, .object([("description", .string(field.summary))] + schema))
        })))
        return .object(entries)
    }

    private static func numberTuple(_ count: Int, minimum: Double? = nil) -> JSONValue {
        let item = minimum.map { typed("number", ("minimum", .number($0))) } ?? typed("number")
        return typed("array", ("items", item), ("minItems", .number(Double(count))), ("maxItems", .number(Double(count))))
    }

    /// How the reference describes values of this kind.
    var summary: String {
        switch self {
        case .number(let range?): return "number, \(range.lowerBound.plainText)…\(range.upperBound.plainText)"
        case .number(nil): return "number"
        case .integer(let range): return "whole number, \(range.lowerBound)…\(range.upperBound)"
        case .time(let range): return "time (`1.5`, `1.5s`, `250ms`), \(range.lowerBound.plainText)…\(range.upperBound.plainText) s"
        case .angle: return "angle (radians, `90deg`, `0.25turn`)"
        case .fraction: return "fraction (`0.5` or `50%`)"
        case .bool: return "`true` or `false`"
        case .text: return "text"
        case .identifier: return "name without spaces"
        case .color: return "colour"
        case .optionalColor: return "colour or `none`"
        case .point: return "`[x, y]`"
        case .size: return "`[width, height]`"
        case .offset: return "`[dx, dy]`"
        case .rect: return "`[x, y, width, height]`"
        case .frame: return "`[x, y, width, height]`, points or percentages of the scene, or `{landscape: […], portrait: […]}`"
        case .pathData: return "SVG path data"
        case .choice(let names): return names.map { "`\($0)`" }.joined(separator: ", ")
        case .timingFunction: return "timing function"
        case .repeatCount: return "number or `infinity`"
        case .animatedValue: return "value of the animated property"
        case .dataSource: return "file name or list of numbers"
        case .list(let item): return "list of \(item.summary)"
        case .reference(let name): return name
        case .dictionary(let value): return "mapping of names to \(value.summary)"
        case .oneOf(let kinds): return kinds.map(\.summary).joined(separator: " or ")
        case .record(let fields): return "mapping: " + fields.map { "`\($0.name)` (\($0.kind.summary)\($0.isRequired ? ", required" : ""))" }.joined(separator: ", ")
        }
    }
}
