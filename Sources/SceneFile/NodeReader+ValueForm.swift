import Foundation
import Scene

extension NodeReader {
    /// The times a time form allows when its property gives no range.
    static let timeRange: ClosedRange<Double> = 0...86_400

    /// The value of a registry property, read in its form and checked against its range and
    /// unit: a value of the form's Swift type (see `ValueForm`), or `nil` after reporting why not.
    func value<Root>(of property: ModelProperty<Root>) -> Any? {
        value(property.form, range: property.range, unit: property.unit, name: property.name)
    }

    /// A value of `form` (see `ValueForm` for the Swift type of each), `range` and `unit`
    /// refining numbers; `name` is the key, for messages.
    func value(_ form: ValueForm, range: ClosedRange<Double>?, unit: NumberUnit, name: String) -> Any? {
        switch form {
        case .number:
            switch unit {
            case .plain: return number(in: range)
            case .fraction: return fraction(in: range ?? 0...1)
            case .angle: return angle(in: range)
            }
        case .bool: return bool()
        case .text: return string()
        case .identifier: return identifier()
        case .fontFamily: return fontFamily(checkingInstalled: true)
        case .color: return color()
        case .optionalColor: return optionalColor().map { $0 as Any }
        case .point: return point()
        case .size, .offset: return size(in: range)
        case .rect: return rect()
        case .frame: return frameRect()
        case .path: return pathData()
        case .transform: return transformDraft()?.transform
        case .numbers: return numberList(in: range)
        case .colors: return colorList()
        case .choice(let names): return choice(names, what: "value for '\(name)'")
        case .fontWeight: return fontWeight()
        case .numberFormat: return numberFormat()
        case .integer: return integer(in: Self.integerRange(range))
        case .time: return seconds(in: range ?? Self.timeRange)
        case .times: return list { $0.seconds(in: range ?? Self.timeRange) }
        case .timingFunction: return timingFunction()
        case .timingFunctions: return list { $0.timingFunction() }
        case .repeatCount: return repeatCount()
        case .texts: return stringList()
        case .numbersOrColumn: return dataNumbers()
        case .textsOrColumn: return dataTexts()
        case .file: return readableFile()
        case .record(let record): return self.record(record)
        case .records(let record): return list { $0.record(record) }
        case .dictionary(let valueForm):
            guard let entries = entries(what: "a mapping of names to values") else { return nil }
            var values: [String: Any] = [:]
            for (entry, reader) in entries {
                guard let value = reader.value(valueForm, range: range, unit: unit, name: name) else { return nil }
                values[entry] = value
            }
            return values
        case .namedNumbers:
            guard let entries = entries(what: "a mapping of names to numbers") else { return nil }
            let numbers = entries.map { $1.number(in: range) }
            guard numbers.allSatisfy({ $0 != nil }) else { return nil }
            return zip(entries, numbers).map { ($0.0, $1!) }
        case .oneOf(let forms):
            return value(forms.first { fits($0) } ?? forms[0], range: range, unit: unit, name: name)
        case .list(let item): return list { $0.value(item, range: range, unit: unit, name: name) }
        // Read later by the decoder that knows what to make of them.
        case .reference, .animatedValue: return self
        }
    }

    /// The whole numbers a range allows (any `Int` without one).
    static func integerRange(_ range: ClosedRange<Double>?) -> ClosedRange<Int> {
        guard let range else { return Int.min...Int.max }
        // `Double(Int.max)` rounds up past `Int.max`: such a bound means "any".
        func whole(_ bound: Double) -> Int { bound >= Double(Int.max) ? Int.max : bound <= Double(Int.min) ? Int.min : Int(bound) }
        return whole(range.lowerBound)...whole(range.upperBound)
    }

    /// Whether the node has the shape `form` is written in: a list, a mapping, or a scalar (a
    /// choice only when it is one of its names).
    private func fits(_ form: ValueForm) -> Bool {
        switch (form, node) {
        case (.numbers, .sequence), (.colors, .sequence), (.texts, .sequence), (.times, .sequence), (.records, .sequence), (.timingFunctions, .sequence),
             (.point, .sequence), (.size, .sequence), (.offset, .sequence), (.rect, .sequence), (.frame, .sequence), (.list, .sequence),
             (.numbersOrColumn, _), (.textsOrColumn, _), (.animatedValue, _):
            return true
        case (.record, .mapping), (.dictionary, .mapping), (.namedNumbers, .mapping), (.transform, .mapping), (.reference, .mapping),
             (.frame, .mapping):
            return true
        case (.choice(let names), .scalar):
            return scalarText.map(names.contains) ?? false
        case (.oneOf(let forms), _):
            return forms.contains(where: fits)
        case (_, .scalar):
            switch form {
            case .numbers, .colors, .texts, .times, .records, .timingFunctions, .point, .size, .offset, .rect, .frame, .list, .record, .dictionary,
                 .namedNumbers, .choice, .reference:
                return false
            default: return true
            }
        default:
            return false
        }
    }

    /// The list's items, each read by `read`; `nil` when one was rejected (all are reported).
    func list<Item>(_ read: (NodeReader) -> Item?) -> [Item]? {
        guard let items = sequence() else { return nil }
        let values = items.map(read)
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.map { $0! }
    }

    /// A mapping with `record`'s fields, each read in its form.
    private func record(_ record: ValueRecord) -> [String: Any]? {
        let names = record.fields.map(\.name)
        guard let keys = mapping(allowed: names, what: "\(record.name) {\(names.joined(separator: ", "))}"), !keys.hadUnknownKeys else { return nil }
        let required = record.fields.filter(\.isRequired).map { "'\($0.name)'" }
        guard record.fields.allSatisfy({ !$0.isRequired || keys[$0.name] != nil }) else {
            let list = required.count > 1 ? required.dropLast().joined(separator: ", ") + " and " + required.last! : required.joined()
            report("\(record.name) needs \(list)", fix: "write `\(record.example)`")
            return nil
        }
        var values: [String: Any] = [:]
        var ok = true
        for field in record.fields {
            guard let reader = keys[field.name] else { continue }
            if let value = reader.value(field.form, range: field.range, unit: field.unit, name: field.name) { values[field.name] = value } else { ok = false }
        }
        return ok ? values : nil
    }

    /// A number of cycles, or `infinity` (also `inf`, `.inf`, in any case).
    func repeatCount() -> Double? {
        if let text = scalarText, ["infinity", "inf", ".inf"].contains(text.lowercased()) { return .infinity }
        return number(in: 0...1_000_000, what: "a repeat count", fix: "write a number of cycles such as 2 or 1.5, or infinity")
    }

    /// A file next to the scene that can be read, as a resolved path.
    func readableFile() -> String? {
        guard let name = string() else { return nil }
        let resolved = context.resolve(name)
        guard FileManager.default.isReadableFile(atPath: resolved) else {
            report("the file '\(resolved)' does not exist or cannot be read", fix: "paths are relative to the scene's directory (\(context.directory))")
            return nil
        }
        return resolved
    }

    /// The names of font weights, lightest first.
    static var fontWeightNames: [String] { FontWeight.named.sorted { $0.value < $1.value }.map(\.key) }

    /// The weights a font weight may give as a number.
    static let fontWeightRange: ClosedRange<Double> = 100...1000

    /// A font weight: a name (`bold`) or 100…1000.
    func fontWeight() -> FontWeight? {
        if let name = scalarText, let weight = FontWeight.named[name] { return weight }
        if let text = scalarText, Int(text) != nil { return integer(in: Self.integerRange(Self.fontWeightRange)).map(FontWeight.init(rawValue:)) }
        return choice(Self.fontWeightNames, what: "font weight").flatMap { FontWeight.named[$0] }
    }

    /// A printf-style number format, or `short` (12.5 K, 708 M).
    func numberFormat() -> NumberFormat? {
        guard let text = string() else { return nil }
        if text == NumberFormat.short.description { return .short }
        do throws(NumberFormatError) {
            return try NumberFormat(text)
        } catch {
            report("bad number format at column \(error.column): \(error.message)", fix: "write a format such as \"%.1f%%\" or \"%d items\"")
            return nil
        }
    }

    /// A font family; with a text measurer (as `reel` decodes), one fontconfig can provide.
    func fontFamily(checkingInstalled: Bool) -> String? {
        guard let family = string() else { return nil }
        if checkingInstalled, let measurer = context.textMeasurer {
            do {
                _ = try measurer.size(of: "x", font: Font(family: family), wrapWidth: nil)
            } catch {
                // The renderer's message names the installed families; split off its advice as the fix.
                let text = "\(error)"
                let parts = text.components(separatedBy: "; ")
                report(parts[0], fix: parts.count > 1 ? parts.dropFirst().joined(separator: "; ") : "use an installed font family, such as DejaVu Sans")
                return nil
            }
        }
        return family
    }
}
