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
        case .number(let range):
            var entries: [(String, JSONValue)] = [("type", .string("number"))]
            if let range {
                entries.append(("minimum", .number(range.lowerBound)))
                entries.append(("maximum", .number(range.upperBound)))
            }
            return .object(entries)
        case .integer(let range):
            return .object([("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound)))])
        case .time(let range):
            return .object([("anyOf", .array([
                .object([("type", .string("number")), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]),
                .object([("type", .string("string")), ("pattern", .string(Self.timeUnitPattern))]),
            ]))])
        case .angle:
            return .object([("anyOf", .array([
                .object([("type", .string("number"))]),
                .object([("type", .string("string")), ("pattern", .string(Self.anglePattern))]),
            ]))])
        case .fraction:
            return .object([("anyOf", .array([
                .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))]),
                .object([("type", .string("string")), ("pattern", .string(Self.percentPattern))]),
            ]))])
        case .bool:
            return .object([("type", .string("boolean"))])
        case .text:
            return .object([("type", .string("string"))])
        case .identifier:
            return .object([("type", .string("string")), ("pattern", .string(#"^\S+$"#))])
        case .color:
            return .object([("anyOf", .array([
                .object([("type", .string("string")), ("pattern", .string(Self.hexColorPattern))]),
                .object([("type", .string("string")), ("pattern", .string(Self.rgbColorPattern))]),
                .object([("enum", .array((["transparent", "clear"] + CSSColorNames.all.keys.sorted()).map(JSONValue.string)))]),
            ]))])
        case .optionalColor:
            return .object([("anyOf", .array([ValueKind.color.schema, .object([("const", .string("none"))])]))])
        case .point:
            return Self.numberTuple(2)
        case .size:
            return Self.numberTuple(2, minimum: 0)
        case .offset:
            return Self.numberTuple(2)
        case .rect:
            return Self.numberTuple(4)
        case .frame:
            let item = JSONValue.object([("anyOf", .array([
                .object([("type", .string("number"))]),
                .object([("type", .string("string")), ("pattern", .string(Self.percentPattern))]),
            ]))])
            return .object([("type", .string("array")), ("items", item), ("minItems", .number(4)), ("maxItems", .number(4))])
        case .pathData:
            return .object([("type", .string("string")), ("description", .string("SVG path data"))])
        case .choice(let names):
            return .object([("enum", .array(names.map(JSONValue.string)))])
        case .timingFunction:
            return .object([("anyOf", .array([
                .object([("enum", .array(NodeReader.timingFunctionNames.map(JSONValue.string)))]),
                .object([("type", .string("string")), ("pattern", .string(Self.timingFunctionPattern))]),
            ]))])
        case .repeatCount:
            return .object([("anyOf", .array([
                .object([("type", .string("number")), ("minimum", .number(0))]),
                .object([("enum", .array([.string("infinity")]))]),
            ]))])
        case .animatedValue:
            return .object([("description", .string("shaped like the animated property: a number, [x, y], a colour, path data …"))])
        case .dataSource:
            return .object([("anyOf", .array([
                .object([("type", .string("string")), ("description", .string("a .csv or .json file next to the scene"))]),
                .object([("type", .string("array")), ("items", .object([("type", .string("number"))]))]),
            ]))])
        case .list(let item):
            return .object([("type", .string("array")), ("items", item.schema)])
        case .reference(let name):
            return .object([("$ref", .string("#/$defs/\(name)"))])
        case .dictionary(let value):
            return .object([("type", .string("object")), ("additionalProperties", value.schema)])
        case .oneOf(let kinds):
            return .object([("anyOf", .array(kinds.map(\.schema)))])
        case .record(let fields):
            var entries: [(String, JSONValue)] = [("type", .string("object")), ("additionalProperties", .bool(false))]
            let required = fields.filter(\.isRequired).map { JSONValue.string($0.name) }
            if !required.isEmpty { entries.append(("required", .array(required))) }
            entries.append(("properties", .object(fields.map { field in
                guard case .object(let schema) = field.kind.schema else { return (field.name, field.kind.schema) }
                return (field.name, .object([("description", .string(field.summary))] + schema))
            })))
            return .object(entries)
        }
    }

    private static func numberTuple(_ count: Int, minimum: Double? = nil) -> JSONValue {
        var item: [(String, JSONValue)] = [("type", .string("number"))]
        if let minimum { item.append(("minimum", .number(minimum))) }
        return .object([("type", .string("array")), ("items", .object(item)), ("minItems", .number(Double(count))), ("maxItems", .number(Double(count)))])
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
        case .frame: return "`[x, y, width, height]`, points or percentages of the scene"
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
