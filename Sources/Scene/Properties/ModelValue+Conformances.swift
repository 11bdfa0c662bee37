import Animation

// The model's value types, each with the form it is written in and, for animatable types, the
// `PropertyValue` it animates as.

extension Double: AnimatableModelValue, OptionalModelValue {
    /// The form of the value where a property may hold none (`trimEnd`: the file's end).
    public static var optionalForm: ValueForm { .number }
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .number }
    /// The kind of `PropertyValue` this type animates as.
    public static var animatedKind: PropertyValueKind { .number }
    /// The value as an animation carries it.
    public var animatedValue: PropertyValue { .number(self) }
    /// The value an animation carried; `nil` for a value of another kind.
    public init?(animatedValue: PropertyValue) {
        guard case .number(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Bool: ModelValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .bool }
}

extension String: OptionalModelValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .text }
    /// The form of the value where a property may hold none.
    public static var optionalForm: ValueForm { .identifier }
}

extension Point: AnimatableModelValue {
    /// The point, or one number for both coordinates where the form offers a number (a
    /// transform's uniform `scale: 1.5`).
    public init?(formValue: Any) {
        if let point = formValue as? Point {
            self = point
        } else if let both = formValue as? Double {
            self = Point(x: both, y: both)
        } else {
            return nil
        }
    }

    /// The form scene files write values of this type in.
    public static var form: ValueForm { .point }
    /// The kind of `PropertyValue` this type animates as.
    public static var animatedKind: PropertyValueKind { .point }
    /// The value as an animation carries it.
    public var animatedValue: PropertyValue { .point(self) }
    /// The value an animation carried; `nil` for a value of another kind.
    public init?(animatedValue: PropertyValue) {
        guard case .point(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Size: AnimatableModelValue, OptionalModelValue {
    /// The form of the value where a property may hold none (a scene's size until it is read).
    public static var optionalForm: ValueForm { .size }
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .size }
    /// The kind of `PropertyValue` this type animates as.
    public static var animatedKind: PropertyValueKind { .size }
    /// The value as an animation carries it.
    public var animatedValue: PropertyValue { .size(self) }
    /// The value an animation carried; `nil` for a value of another kind.
    public init?(animatedValue: PropertyValue) {
        guard case .size(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Rect: AnimatableModelValue, OptionalModelValue {
    /// The form of the value where a property may hold none (a layer's `frame`, a shorthand).
    public static var optionalForm: ValueForm { .rect }
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .rect }
    /// The kind of `PropertyValue` this type animates as.
    public static var animatedKind: PropertyValueKind { .rect }
    /// The value as an animation carries it.
    public var animatedValue: PropertyValue { .rect(self) }
    /// The value an animation carried; `nil` for a value of another kind.
    public init?(animatedValue: PropertyValue) {
        guard case .rect(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Color: OptionalAnimatableValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .color }
    /// The form of the value where a property may hold none.
    public static var optionalForm: ValueForm { .optionalColor }
    /// The kind of `PropertyValue` this type animates as.
    public static var animatedKind: PropertyValueKind { .color }
    /// What an animation starts from when the property holds none.
    public static var absentValue: Color { .clear }
    /// What the property holds after an animation sets `value`.
    public static func stored(_ value: Color) -> Color? { value }
    /// The value as an animation carries it.
    public var animatedValue: PropertyValue { .color(self) }
    /// The value an animation carried; `nil` for a value of another kind.
    public init?(animatedValue: PropertyValue) {
        guard case .color(let value) = animatedValue else { return nil }
        self = value
    }
}

extension AffineTransform: AnimatableModelValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .transform }
    /// The kind of `PropertyValue` this type animates as.
    public static var animatedKind: PropertyValueKind { .transform }
    /// The value as an animation carries it.
    public var animatedValue: PropertyValue { .transform(self) }
    /// The value an animation carried; `nil` for a value of another kind.
    public init?(animatedValue: PropertyValue) {
        guard case .transform(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Path: OptionalAnimatableValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .path }
    /// The form of the value where a property may hold none.
    public static var optionalForm: ValueForm { .path }
    /// The kind of `PropertyValue` this type animates as.
    public static var animatedKind: PropertyValueKind { .path }
    /// What an animation starts from when the property holds none.
    public static var absentValue: Path { Path() }
    /// An empty path animates to "no path" (a shadow that follows the drawn alpha again).
    public static func stored(_ value: Path) -> Path? { value.isEmpty ? nil : value }
    /// The value as an animation carries it.
    public var animatedValue: PropertyValue { .path(self) }
    /// The value an animation carried; `nil` for a value of another kind.
    public init?(animatedValue: PropertyValue) {
        guard case .path(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Array: ModelValue where Element: ListItemValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { Element.listForm }

    /// The value from what the decoder read for its form; `nil` when it is not of that form.
    public init?(formValue: Any) {
        if let values = formValue as? [Element] {
            self = values
            return
        }
        // Lists of records arrive as the records' fields, to be made into elements.
        guard let items = formValue as? [Any] else { return nil }
        var values: [Element] = []
        for item in items {
            guard let value = Element(listItem: item) else { return nil }
            values.append(value)
        }
        self = values
    }
}

/// A list a property may leave out (`barTexts`: the values, written, when omitted).
extension Array: OptionalModelValue where Element: ListItemValue {
    /// The form of the value where a property may hold none.
    public static var optionalForm: ValueForm { Element.listForm }
}

extension Array: AnimatableModelValue where Element: ListElementValue {
    /// The kind of `PropertyValue` this type animates as.
    public static var animatedKind: PropertyValueKind { Element.listKind }
    /// The value as an animation carries it.
    public var animatedValue: PropertyValue { Element.animatedList(self) }
    /// The value an animation carried; `nil` for a value of another kind.
    public init?(animatedValue: PropertyValue) {
        guard let values = Element.list(from: animatedValue) else { return nil }
        self = values
    }
}

/// An element type of lists a property may hold (`xLabels`, `changes`).
public protocol ListItemValue: Sendable, Equatable {
    /// The form of a list of these.
    static var listForm: ValueForm { get }
    /// The element from one item of what the decoder read for `listForm`.
    init?(listItem: Any)
}

extension ListItemValue {
    /// One element from an item of a list the decoder read (a record's fields).
    public init?(listItem: Any) {
        guard let value = listItem as? Self else { return nil }
        self = value
    }
}

/// An element type of animatable lists (`lineDashPattern`, `colors`).
public protocol ListElementValue: ListItemValue {
    static var listKind: PropertyValueKind { get }
    static func animatedList(_ values: [Self]) -> PropertyValue
    static func list(from value: PropertyValue) -> [Self]?
}

extension String: ListItemValue {
    /// The form of a list of these.
    public static var listForm: ValueForm { .texts }
}

extension Dictionary: ModelValue where Key == String, Value == String {
    /// Names mapped to files (`images: {China: flags/cn.png}`).
    public static var form: ValueForm { .dictionary(.file) }

    /// The value from what the decoder read for its form; `nil` when it is not of that form.
    public init?(formValue: Any) {
        guard let entries = formValue as? [String: Any] else { return nil }
        var values: [String: String] = [:]
        for (name, value) in entries {
            guard let text = value as? String else { return nil }
            values[name] = text
        }
        self = values
    }
}

extension Int: ModelValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .integer }
}

extension TimingFunction: ModelValue, ListItemValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .timingFunction }
    /// The form of a list of these.
    public static var listForm: ValueForm { .timingFunctions }
}

extension FillMode: ChoiceValue {}
extension CalculationMode: ChoiceValue {}

extension Double: ListElementValue {
    /// The form of a list of these.
    public static var listForm: ValueForm { .numbers }
    /// The kind of `PropertyValue` a list of these animates as.
    public static var listKind: PropertyValueKind { .numbers }
    /// A list of these as an animation carries it.
    public static func animatedList(_ values: [Double]) -> PropertyValue { .numbers(values) }
    /// The list an animation carried; `nil` for a value of another kind.
    public static func list(from value: PropertyValue) -> [Double]? {
        if case .numbers(let values) = value { values } else { nil }
    }
}

extension Color: ListElementValue {
    /// The form of a list of these.
    public static var listForm: ValueForm { .colors }
    /// The kind of `PropertyValue` a list of these animates as.
    public static var listKind: PropertyValueKind { .colors }
    /// A list of these as an animation carries it.
    public static func animatedList(_ values: [Color]) -> PropertyValue { .colors(values) }
    /// The list an animation carried; `nil` for a value of another kind.
    public static func list(from value: PropertyValue) -> [Color]? {
        if case .colors(let values) = value { values } else { nil }
    }
}

extension FontWeight: ModelValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .fontWeight }
}

extension NumberFormat: OptionalModelValue {
    /// The form scene files write values of this type in.
    public static var form: ValueForm { .numberFormat }
    /// The form of the value where a property may hold none.
    public static var optionalForm: ValueForm { .numberFormat }

    /// A format, or `short` (12.5 K, 708 M) where the form offers that name.
    public init?(formValue: Any) {
        if let format = formValue as? NumberFormat {
            self = format
        } else if formValue as? String == "short" {
            self = .short
        } else {
            return nil
        }
    }
}

extension FillRule: ChoiceValue {}
extension LineCap: ChoiceValue {}
extension LineJoin: ChoiceValue {}
extension TextAlignment: ChoiceValue {}
extension TextTruncation: ChoiceValue {}
extension GradientKind: ChoiceValue {}
extension ContentsGravity: ChoiceValue {}
