import Scene

extension ValueForm {
    /// How the reference's "value" column describes values of this form, `range` and `unit`
    /// refining numbers as the decoder does.
    func summary(range: ClosedRange<Double>? = nil, unit: NumberUnit = .plain) -> String {
        switch self {
        case .number:
            switch unit {
            case .plain: return range.map { "number, \($0.lowerBound.plainText)…\($0.upperBound.plainText)" } ?? "number"
            case .fraction: return "fraction (`0.5` or `50%`)"
            case .angle: return "angle (radians, `90deg`, `0.25turn`)"
            }
        case .integer:
            let whole = NodeReader.integerRange(range)
            return "whole number, \(whole.lowerBound)…\(whole.upperBound)"
        case .time:
            let seconds = range ?? NodeReader.timeRange
            return "time (`1.5`, `1.5s`, `250ms`), \(seconds.lowerBound.plainText)…\(seconds.upperBound.plainText) s"
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
        case .path: return "SVG path data"
        case .choice(let names): return names.map { "`\($0)`" }.joined(separator: ", ")
        case .timingFunction: return "timing function"
        case .repeatCount: return "number or `infinity`"
        case .animatedValue: return "value of the animated property"
        case .list(let item): return "list of \(item.summary(range: range, unit: unit))"
        case .reference(let name): return name
        case .dictionary(let value): return "mapping of names to \(value.summary(range: range, unit: unit))"
        case .oneOf(let forms): return forms.map { $0.summary(range: range, unit: unit) }.joined(separator: " or ")
        case .record(let record):
            return "mapping: " + record.fields.map { field in
                "`\(field.name)` (\(field.form.summary(range: field.range, unit: field.unit))\(field.isRequired ? ", required" : ""))"
            }.joined(separator: ", ")
        default:
            // `composition` spells out every other form (its switch names them all).
            guard let plainer = composition(range: range, unit: unit) else { return "value" }
            return plainer.form.summary(range: plainer.range, unit: plainer.unit)
        }
    }
}
