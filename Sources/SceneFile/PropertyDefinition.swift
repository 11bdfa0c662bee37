import Animation
import Scene

/// One key of a scene-file mapping as the decoder applies it: its name, the form of value it
/// takes (with the range and unit that refine numbers), what it means, an example, and how its
/// value is applied to the draft being built. The decoder reads keys only through these tables,
/// and the JSON Schema and the reference are generated from them.
///
/// Keys that hold values are declared once as `ModelProperty` (the Scene model's in `LayerType`,
/// the charts', animations', audio tracks' and the scene's own here) and become definitions
/// through `model(_:at:defaults:)`. Only the decoder's structural keys are made here directly: a
/// layer's `type` and `style` (`readByDecoder`), and nested mappings read later (`deferred`).
struct PropertyDefinition<Target>: Sendable {
    let name: String
    /// How the value is written.
    let form: ValueForm
    /// The values a number form allows; `nil` for the form's own bounds.
    let range: ClosedRange<Double>?
    /// How a number may be written besides a plain number.
    let unit: NumberUnit
    let summary: String
    /// A valid value as YAML text, for the reference and the schema tests.
    let example: String
    /// The value without the key, in scene-file syntax, for the reference (registry keys).
    var defaultText: String? { describeDefault?() }
    /// Makes `defaultText` when the reference asks: describing every default while the tables
    /// are built costs a scene load several milliseconds of dynamic casts.
    var describeDefault: (@Sendable () -> String?)?
    /// Reads the value and applies it; `false` when the value was rejected (and reported).
    let apply: @Sendable (NodeReader, inout Target) -> Bool
    /// The JSON Schema of the value.
    var schema: JSONValue { form.schema(range: range, unit: unit) }
    /// How the reference describes the value.
    var valueSummary: String { form.summary(range: range, unit: unit) }

    init(_ name: String, _ form: ValueForm, range: ClosedRange<Double>? = nil, unit: NumberUnit = .plain, example: String, _ summary: String,
         apply: @escaping @Sendable (NodeReader, inout Target) -> Bool) {
        self.name = name
        self.form = form
        self.range = range
        self.unit = unit
        self.summary = summary
        self.example = example
        self.apply = apply
    }

    /// A key the decoder reads itself before the table is applied (such as a layer's `type`).
    static func readByDecoder(_ name: String, _ form: ValueForm, example: String, _ summary: String) -> Self {
        Self(name, form, example: example, summary) { _, _ in true }
    }

    /// A key kept as its node, to be read later when more is known (animations need their
    /// layer, sublayers need the styles).
    static func deferred(_ name: String, _ form: ValueForm, _ keyPath: WritableKeyPath<Target, NodeReader?> & Sendable, example: String, _ summary: String) -> Self {
        Self(name, form, example: example, summary) { reader, target in
            target[keyPath: keyPath] = reader
            return true
        }
    }
}

extension Array {
    /// The definition named `name`.
    func definition<Target>(named name: String) -> PropertyDefinition<Target>? where Element == PropertyDefinition<Target> {
        first { $0.name == name }
    }

    /// A mapping whose keys are these definitions, each applied to `draft` in file order: the
    /// draft and the mapping's keys, or `nil` after reporting an unknown key, a rejected value
    /// or a missing `required` key. `what` names the mapping in the message for another shape.
    func read<Target>(
        _ reader: NodeReader, into draft: Target, what: String = "a mapping of keys to values", required: Requirement? = nil
    ) -> (Target, KeyedNodes)? where Element == PropertyDefinition<Target> {
        guard let keys = reader.mapping(allowed: map(\.name), what: what) else { return nil }
        var draft = draft
        var ok = !keys.hadUnknownKeys
        for key in keys.keys {
            ok = definition(named: key)!.apply(keys[key]!, &draft) && ok
        }
        if let required, keys[required.key] == nil {
            reader.report(required.message, fix: required.fix)
            return nil
        }
        return ok ? (draft, keys) : nil
    }
}

/// A key a mapping must have, and what to say when it does not.
struct Requirement {
    let key: String
    let message: String
    let fix: String
}
