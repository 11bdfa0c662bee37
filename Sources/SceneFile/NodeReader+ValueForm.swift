import Scene

extension NodeReader {
    /// The value of a registry property, read in its form and checked against its range and
    /// unit: a value of the form's Swift type (see `ValueForm`), or `nil` after reporting why not.
    func value<Root>(of property: ModelProperty<Root>) -> Any? {
        switch property.form {
        case .number:
            switch property.unit {
            case .plain: return number(in: property.range)
            case .fraction: return fraction(in: property.range ?? 0...1)
            case .angle: return angle(in: property.range)
            }
        case .bool: return bool()
        case .text: return string()
        case .identifier: return identifier()
        case .fontFamily: return fontFamily(checkingInstalled: true)
        case .color: return color()
        case .optionalColor: return optionalColor().map { $0 as Any }
        case .point: return point()
        case .size: return size(in: property.range)
        case .rect: return rect()
        case .path: return pathData()
        case .transform: return transformDraft()?.transform
        case .numbers: return numberList(in: property.range)
        case .colors: return colorList()
        case .choice(let names): return choice(names, what: "value for '\(property.name)'")
        case .fontWeight: return fontWeight()
        case .numberFormat: return numberFormat()
        }
    }

    /// A font weight: a name (`bold`) or 100…1000.
    func fontWeight() -> FontWeight? {
        let names = FontWeight.named.sorted { $0.value < $1.value }.map(\.key)
        if let name = scalarText, let weight = FontWeight.named[name] { return weight }
        if let text = scalarText, Int(text) != nil { return integer(in: 100...1000).map(FontWeight.init(rawValue:)) }
        return choice(names, what: "font weight").flatMap { FontWeight.named[$0] }
    }

    /// A printf-style number format.
    func numberFormat() -> NumberFormat? {
        guard let text = string() else { return nil }
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

extension PropertyDefinition {
    /// The scene-file key of a registry property of the model at `model` (such as
    /// `\LayerDraft.layer`): read in the property's form, checked, and stored through its key path.
    static func model<Root>(_ property: ModelProperty<Root>, at model: WritableKeyPath<Target, Root> & Sendable, defaults: Root? = nil) -> Self {
        var definition = Self(property.name, ValueKind(property), example: property.example, property.summary) { reader, target in
            guard let value = reader.value(of: property) else { return false }
            do throws(ValueProblem) {
                try property.set(value, in: &target[keyPath: model])
                return true
            } catch {
                reader.report(error.message, fix: error.fix)
                return false
            }
        }
        definition.defaultText = defaults.flatMap { DefaultDescription.text(property.value(in: $0)) }
        return definition
    }
}

extension ValueKind {
    /// How the schema and the reference describe a registry property's values.
    init<Root>(_ property: ModelProperty<Root>) {
        switch property.form {
        case .number:
            switch property.unit {
            case .plain: self = .number(property.range)
            case .fraction: self = .fraction
            case .angle: self = .angle
            }
        case .bool: self = .bool
        case .text, .fontFamily, .numberFormat: self = .text
        case .identifier: self = .identifier
        case .color: self = .color
        case .optionalColor: self = .optionalColor
        case .point: self = .point
        case .size: self = property.range == nil ? .offset : .size
        case .rect: self = .rect
        case .path: self = .pathData
        case .transform: self = .oneOf([.reference("transform"), .list(.number(nil))])
        case .numbers: self = .list(.number(property.range))
        case .colors: self = .list(.color)
        case .choice(let names): self = .choice(names)
        case .fontWeight: self = .oneOf([.choice(FontWeight.named.sorted { $0.value < $1.value }.map(\.key)), .integer(100...1000)])
        }
    }
}
