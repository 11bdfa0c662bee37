import Scene

/// The JSON Schema of each form: what `docs/scene.schema.json` says a key's value may be. The
/// scene file owns the file format, so the Scene model's `ValueForm` learns it here.
extension ValueForm {
    static let timeUnitPattern = #"^-?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?\s*(s|ms)$"#
    static let anglePattern = #"^-?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?\s*(deg|rad|turn)$"#
    static let percentPattern = #"^-?[0-9]*\.?[0-9]+\s*%$"#
    static let hexColorPattern = "^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"
    static let rgbColorPattern = #"^rgba?\(.*\)$"#
    static let timingFunctionPattern = #"^(cubicBezier|steps)\(.*\)$"#

    /// The JSON Schema for values of this form, `range` and `unit` refining numbers as the
    /// decoder does (`NodeReader.value(_:range:unit:name:)`).
    func schema(range: ClosedRange<Double>? = nil, unit: NumberUnit = .plain) -> JSONValue {
        switch self {
        case .number:
            switch unit {
            case .plain: return Self.numberSchema(in: range)
            case .fraction: return Self.anyOf([Self.numberSchema(in: range ?? 0...1), Self.stringSchema(matching: Self.percentPattern)])
            case .angle: return Self.anyOf([Self.numberSchema(in: range), Self.stringSchema(matching: Self.anglePattern)])
            }
        case .integer:
            let whole = NodeReader.integerRange(range)
            return Self.typed("integer", ("minimum", .number(Double(whole.lowerBound))), ("maximum", .number(Double(whole.upperBound))))
        case .time:
            return Self.anyOf([Self.numberSchema(in: range ?? NodeReader.timeRange), Self.stringSchema(matching: Self.timeUnitPattern)])
        case .bool: return Self.typed("boolean")
        case .text: return Self.typed("string")
        case .identifier: return Self.stringSchema(matching: #"^\S+$"#)
        case .color: return Self.colorSchema
        case .optionalColor: return Self.anyOf([Self.colorSchema, .object([("const", .string("none"))])])
        case .point, .offset: return Self.numberTuple(2)
        case .size: return Self.numberTuple(2, minimum: 0)
        case .rect: return Self.numberTuple(4)
        case .frame:
            let item = Self.anyOf([Self.numberSchema(in: nil), Self.stringSchema(matching: Self.percentPattern)])
            let rectangle = Self.typed("array", ("items", item), ("minItems", .number(4)), ("maxItems", .number(4)))
            let byOrientation = Self.typed("object",
                ("properties", .object([("landscape", rectangle), ("portrait", rectangle)])),
                ("required", .array([.string("landscape"), .string("portrait")])),
                ("additionalProperties", .bool(false)))
            return Self.anyOf([rectangle, byOrientation])
        case .path: return Self.typed("string", ("description", .string("SVG path data")))
        case .choice(let names): return Self.names(names)
        case .timingFunction:
            return Self.anyOf([Self.names(NodeReader.timingFunctionNames), Self.stringSchema(matching: Self.timingFunctionPattern)])
        case .repeatCount: return Self.anyOf([Self.typed("number", ("minimum", .number(0))), Self.names(["infinity"])])
        case .animatedValue:
            return .object([("description", .string("shaped like the animated property: a number, [x, y], a colour, path data …"))])
        case .list(let item): return Self.typed("array", ("items", item.schema(range: range, unit: unit)))
        case .reference(let name): return .object([("$ref", .string("#/$defs/\(name)"))])
        case .dictionary(let value): return Self.typed("object", ("additionalProperties", value.schema(range: range, unit: unit)))
        case .oneOf(let forms): return Self.anyOf(forms.map { $0.schema(range: range, unit: unit) })
        case .record(let record): return Self.recordSchema(record.fields)
        default:
            // `composition` spells out every other form (its switch names them all); an empty
            // schema, allowing anything, is the safe answer were one ever missed.
            guard let plainer = composition(range: range, unit: unit) else { return .object([]) }
            return plainer.form.schema(range: plainer.range, unit: plainer.unit)
        }
    }

    /// `{"type": name, …}` with the further entries in order.
    private static func typed(_ name: String, _ entries: (String, JSONValue)...) -> JSONValue {
        .object([("type", .string(name))] + entries)
    }

    /// A number, within `range` when there is one.
    private static func numberSchema(in range: ClosedRange<Double>?) -> JSONValue {
        guard let range else { return typed("number") }
        return typed("number", ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound)))
    }

    /// A string matching `pattern`.
    private static func stringSchema(matching pattern: String) -> JSONValue {
        typed("string", ("pattern", .string(pattern)))
    }

    /// One of `names`, written as they are.
    private static func names(_ names: [String]) -> JSONValue {
        .object([("enum", .array(names.map(JSONValue.string)))])
    }

    private static func anyOf(_ schemas: [JSONValue]) -> JSONValue {
        .object([("anyOf", .array(schemas))])
    }

    /// Hex, `rgb()`/`rgba()`, or a CSS colour name.
    private static var colorSchema: JSONValue {
        anyOf([stringSchema(matching: hexColorPattern), stringSchema(matching: rgbColorPattern), names(["transparent", "clear"] + CSSColorNames.all.keys.sorted())])
    }

    /// A mapping of exactly `fields`, the required ones listed, each described by its summary.
    private static func recordSchema(_ fields: [ValueField]) -> JSONValue {
        var entries: [(String, JSONValue)] = [("type", .string("object")), ("additionalProperties", .bool(false))]
        let required = fields.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { entries.append(("required", .array(required))) }
        entries.append(("properties", .object(fields.map { field in
            let schema = field.form.schema(range: field.range, unit: field.unit)
            guard case .object(let entries) = schema else { return (field.name, schema) }
            return (field.name, .object([("description", .string(field.summary))] + entries))
        })))
        return .object(entries)
    }

    private static func numberTuple(_ count: Int, minimum: Double? = nil) -> JSONValue {
        let item = minimum.map { typed("number", ("minimum", .number($0))) } ?? typed("number")
        return typed("array", ("items", item), ("minItems", .number(Double(count))), ("maxItems", .number(Double(count))))
    }
}
