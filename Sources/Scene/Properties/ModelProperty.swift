/// One property of a model type (a layer, a chart), declared once: its scene-file key and Core
/// Animation key path, the Swift key path into the model, its value type's form, range and
/// unit, whether a file sets it and whether it animates, and its documentation. Evaluation,
/// the scene-file decoder, the JSON Schema and the reference all read these declarations.
///
/// Declare properties with the typed factories (`animatable`, `key`, `animationOnly`), which
/// capture the value type; the default is the model's own (read from a fresh value).
public struct ModelProperty<Root>: Sendable {
    /// The scene-file key and Core Animation key path, such as `strokeEnd` or `position.x`.
    public let name: String
    /// The Swift key path into the model, such as `\Layer.shape.strokeEnd`.
    public let keyPath: PartialKeyPath<Root> & Sendable
    /// The Swift type of the value.
    public let valueType: any ModelValue.Type
    /// How a scene file writes the value.
    public let form: ValueForm
    /// The values a scene file may set (for `number` and `numbers`); `nil` for any finite number.
    public let range: ClosedRange<Double>?
    /// How a number may be written besides a plain number.
    public let unit: NumberUnit
    /// Whether a scene file sets the property as a key (`position.x` is only a key path).
    public let isKey: Bool
    /// The animation access, for properties that animate.
    public let animation: Animation?
    /// What the property means, for the reference and the schema.
    public let summary: String
    /// A valid value as YAML text, for the reference and the schema.
    public let example: String
    private let write: @Sendable (inout Root, Any) throws(ValueProblem) -> Void
    private let read: @Sendable (Root) -> any ModelValue

    /// How a property animates: the kind of value its animations carry, and typed access to it.
    public struct Animation: Sendable {
        /// The kind of value the property's animations carry.
        public let kind: PropertyValueKind
        /// The property's value as an animation carries it.
        public let get: @Sendable (Root) -> PropertyValue
        /// Sets a value of `kind`; a value of another kind changes nothing.
        public let set: @Sendable (inout Root, PropertyValue) -> Void
    }

    /// Stores a value the decoder read for `form`.
    /// - Throws: the property's problem with the value (a dash pattern of only zeros …).
    public func set(_ formValue: Any, in root: inout Root) throws(ValueProblem) {
        try write(&root, formValue)
    }

    /// The property's value in `root`.
    public func value(in root: Root) -> any ModelValue { read(root) }
}

extension ModelProperty {
    /// A scene-file key that animates under the same name.
    public static func animatable<Value: AnimatableModelValue>(
        _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, range: ClosedRange<Double>? = nil,
        unit: NumberUnit = .plain, form: ValueForm? = nil, example: String, _ summary: String,
        check: (@Sendable (Value) -> ValueProblem?)? = nil
    ) -> Self {
        Self(name, keyPath, range: range, unit: unit, form: form, isKey: true, animation: .init(keyPath), example: example, summary, check: check)
    }

    /// A scene-file key that does not animate.
    public static func key<Value: ModelValue>(
        _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, range: ClosedRange<Double>? = nil,
        unit: NumberUnit = .plain, form: ValueForm? = nil, example: String, _ summary: String,
        check: (@Sendable (Value) -> ValueProblem?)? = nil
    ) -> Self {
        Self(name, keyPath, range: range, unit: unit, form: form, isKey: true, animation: nil, example: example, summary, check: check)
    }

    /// A key path animations may name that is not a scene-file key (`position.x`,
    /// `transform.rotation.z`): part of a value a key sets whole.
    public static func animationOnly<Value: AnimatableModelValue>(
        _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, range: ClosedRange<Double>? = nil, unit: NumberUnit = .plain,
        _ summary: String
    ) -> Self {
        Self(name, keyPath, range: range, unit: unit, form: nil, isKey: false, animation: .init(keyPath), example: "", summary, check: nil)
    }

    private init<Value: ModelValue>(
        _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, range: ClosedRange<Double>?, unit: NumberUnit,
        form: ValueForm?, isKey: Bool, animation: Animation?, example: String, _ summary: String,
        check: (@Sendable (Value) -> ValueProblem?)?
    ) {
        self.name = name
        self.keyPath = keyPath
        self.valueType = Value.self
        self.form = form ?? Value.form
        self.range = unit == .fraction ? range ?? 0...1 : range
        self.unit = unit
        self.isKey = isKey
        self.animation = animation
        self.summary = summary
        self.example = example
        self.read = { $0[keyPath: keyPath] }
        self.write = { (root: inout Root, formValue: Any) throws(ValueProblem) in
            guard let value = Value(formValue: formValue) else {
                preconditionFailure("'\(name)' was given \(type(of: formValue)), not its form's type for \(Value.self)")
            }
            if let problem = check?(value) { throw problem }
            root[keyPath: keyPath] = value
        }
    }
}

extension ModelProperty.Animation {
    init<Value: AnimatableModelValue>(_ keyPath: WritableKeyPath<Root, Value> & Sendable) {
        kind = Value.animatedKind
        get = { $0[keyPath: keyPath].animatedValue }
        set = { root, value in
            if let typed = Value(animatedValue: value) { root[keyPath: keyPath] = typed }
        }
    }
}
