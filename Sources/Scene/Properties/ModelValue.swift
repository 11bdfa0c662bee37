/// A type a model property holds: how it is written in a scene file.
public protocol ModelValue: Sendable, Equatable {
    /// The form a scene file writes values of this type in.
    static var form: ValueForm { get }
    /// The value from what the decoder read for `form` (see `ValueForm`); `nil` when it is not
    /// of the form's Swift type.
    init?(formValue: Any)
}

extension ModelValue {
    /// The value from what the decoder read for its form; `nil` when it is not of that form.
    public init?(formValue: Any) {
        guard let value = formValue as? Self else { return nil }
        self = value
    }
}

/// A value a key-path animation can carry: it converts to and from `PropertyValue`.
public protocol AnimatableModelValue: ModelValue {
    /// The kind of `PropertyValue` this type animates as.
    static var animatedKind: PropertyValueKind { get }
    var animatedValue: PropertyValue { get }
    /// The model value for an animated one of `animatedKind`.
    init?(animatedValue: PropertyValue)
}

/// An enumeration written as one of its raw values.
public protocol ChoiceValue: ModelValue, CaseIterable, RawRepresentable where RawValue == String {}

extension ChoiceValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .choice(allCases.map(\.rawValue)) }

    /// The value from what the decoder read for its form; `nil` when it is not of that form.
    public init?(formValue: Any) {
        guard let name = formValue as? String, let value = Self(rawValue: name) else { return nil }
        self = value
    }
}

/// A type whose absence a property may hold (`fillColor: none`, no shadow path).
public protocol OptionalModelValue: ModelValue {
    /// The form of the optional value (`optionalColor` for colours).
    static var optionalForm: ValueForm { get }
}

/// An optional value that animates as its wrapped type.
public protocol OptionalAnimatableValue: OptionalModelValue, AnimatableModelValue {
    /// What an animation starts from when the property holds nothing (clear, an empty path).
    static var absentValue: Self { get }
    /// What the property holds after an animation sets `value`.
    static func stored(_ value: Self) -> Self?
}

extension Optional: ModelValue where Wrapped: OptionalModelValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { Wrapped.optionalForm }

    /// The value from what the decoder read for its form; `nil` when it is not of that form.
    public init?(formValue: Any) {
        if let value = formValue as? Wrapped? {
            self = value
        } else if let value = Wrapped(formValue: formValue) {
            self = value
        } else {
            return nil
        }
    }
}

extension Optional: AnimatableModelValue where Wrapped: OptionalAnimatableValue {
    /// The kind of `PropertyValue` this type animates as.
    public static var animatedKind: PropertyValueKind { Wrapped.animatedKind }
    /// The value as an animation carries it.
    public var animatedValue: PropertyValue { (self ?? Wrapped.absentValue).animatedValue }

    /// The value an animation carried; `nil` for a value of another kind.
    public init?(animatedValue: PropertyValue) {
        guard let value = Wrapped(animatedValue: animatedValue) else { return nil }
        self = Wrapped.stored(value)
    }
}
