import Scene

extension ValueForm {
    /// The plainer form this one is described as by the schema and the reference, with the
    /// range and unit that then apply: a list form as a `list` of its item, a font family or a
    /// file name as `text`, a font weight as a name or a whole number, and so on. `nil` for a
    /// form they describe in its own terms (see `schema(range:unit:)` and `summary(range:unit:)`).
    func composition(range: ClosedRange<Double>?, unit: NumberUnit) -> (form: ValueForm, range: ClosedRange<Double>?, unit: NumberUnit)? {
        switch self {
        case .number, .integer, .time, .bool, .text, .identifier, .color, .optionalColor, .point, .size, .offset, .rect, .frame, .path,
             .choice, .timingFunction, .repeatCount, .animatedValue, .list, .reference, .dictionary, .oneOf, .record:
            return nil
        case .fontFamily, .numberFormat, .file: return (.text, nil, .plain)
        // The list forms take the property's range but not its unit, as the decoder reads them.
        case .numbers: return (.list(.number), range, .plain)
        case .times: return (.list(.time), range, .plain)
        case .colors: return (.list(.color), nil, .plain)
        case .texts: return (.list(.text), nil, .plain)
        case .timingFunctions: return (.list(.timingFunction), nil, .plain)
        case .records(let record): return (.list(.record(record)), nil, .plain)
        case .namedNumbers: return (.dictionary(.number), range, .plain)
        case .numbersOrColumn: return (.oneOf([.numbers, .text]), range, .plain)
        case .textsOrColumn: return (.oneOf([.texts, .text]), nil, .plain)
        case .transform: return (.oneOf([.reference("transform"), .list(.number)]), nil, .plain)
        case .fontWeight: return (.oneOf([.choice(NodeReader.fontWeightNames), .integer]), NodeReader.fontWeightRange, .plain)
        }
    }
}
