import Scene

extension PropertyDefinition {
    /// The scene-file key of a registry property of the model at `model` (such as
    /// `\LayerDraft.layer`): read in the property's form, checked, and stored through its key path.
    static func model<Root>(_ property: ModelProperty<Root>, at model: WritableKeyPath<Target, Root> & Sendable, defaults: Root? = nil) -> Self {
        var definition = Self(property.name, property.form, range: property.range, unit: property.unit, example: property.example, property.summary) { reader, target in
            guard let value = reader.value(of: property) else { return false }
            do throws(ValueProblem) {
                try property.set(value, in: &target[keyPath: model])
                return true
            } catch {
                reader.report(error.message, fix: error.fix)
                return false
            }
        }
        if let defaults {
            let value = property.value(in: defaults), form = property.form
            definition.describeDefault = { DefaultDescription.text(value, form: form) }
        }
        return definition
    }
}
