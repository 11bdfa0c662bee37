// The model's value types, each with the form it is written in and, for animatable types, the
// `PropertyValue` it animates as.

extension Double: AnimatableModelValue {
    public static var form: ValueForm { .number }
    public static var animatedKind: PropertyValueKind { .number }
    public var animatedValue: PropertyValue { .number(self) }
    public init?(animatedValue: PropertyValue) {
        guard case .number(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Bool: ModelValue {
    public static var form: ValueForm { .bool }
}

extension String: OptionalModelValue {
    public static var form: ValueForm { .text }
    public static var optionalForm: ValueForm { .identifier }
}

extension Point: AnimatableModelValue {
    public static var form: ValueForm { .point }
    public static var animatedKind: PropertyValueKind { .point }
    public var animatedValue: PropertyValue { .point(self) }
    public init?(animatedValue: PropertyValue) {
        guard case .point(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Size: AnimatableModelValue {
    public static var form: ValueForm { .size }
    public static var animatedKind: PropertyValueKind { .size }
    public var animatedValue: PropertyValue { .size(self) }
    public init?(animatedValue: PropertyValue) {
        guard case .size(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Rect: AnimatableModelValue {
    public static var form: ValueForm { .rect }
    public static var animatedKind: PropertyValueKind { .rect }
    public var animatedValue: PropertyValue { .rect(self) }
    public init?(animatedValue: PropertyValue) {
        guard case .rect(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Color: OptionalAnimatableValue {
    public static var form: ValueForm { .color }
    public static var optionalForm: ValueForm { .optionalColor }
    public static var animatedKind: PropertyValueKind { .color }
    public static var absentValue: Color { .clear }
    public static func stored(_ value: Color) -> Color? { value }
    public var animatedValue: PropertyValue { .color(self) }
    public init?(animatedValue: PropertyValue) {
        guard case .color(let value) = animatedValue else { return nil }
        self = value
    }
}

extension AffineTransform: AnimatableModelValue {
    public static var form: ValueForm { .transform }
    public static var animatedKind: PropertyValueKind { .transform }
    public var animatedValue: PropertyValue { .transform(self) }
    public init?(animatedValue: PropertyValue) {
        guard case .transform(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Path: OptionalAnimatableValue {
    public static var form: ValueForm { .path }
    public static var optionalForm: ValueForm { .path }
    public static var animatedKind: PropertyValueKind { .path }
    public static var absentValue: Path { Path() }
    /// An empty path animates to "no path" (a shadow that follows the drawn alpha again).
    public static func stored(_ value: Path) -> Path? { value.isEmpty ? nil : value }
    public var animatedValue: PropertyValue { .path(self) }
    public init?(animatedValue: PropertyValue) {
        guard case .path(let value) = animatedValue else { return nil }
        self = value
    }
}

extension Array: ModelValue, AnimatableModelValue where Element: ListElementValue {
    public static var form: ValueForm { Element.listForm }
    public static var animatedKind: PropertyValueKind { Element.listKind }
    public var animatedValue: PropertyValue { Element.animatedList(self) }
    public init?(animatedValue: PropertyValue) {
        guard let values = Element.list(from: animatedValue) else { return nil }
        self = values
    }
}

/// An element type of animatable lists (`lineDashPattern`, `colors`).
public protocol ListElementValue: Sendable, Equatable {
    static var listForm: ValueForm { get }
    static var listKind: PropertyValueKind { get }
    static func animatedList(_ values: [Self]) -> PropertyValue
    static func list(from value: PropertyValue) -> [Self]?
}

extension Double: ListElementValue {
    public static var listForm: ValueForm { .numbers }
    public static var listKind: PropertyValueKind { .numbers }
    public static func animatedList(_ values: [Double]) -> PropertyValue { .numbers(values) }
    public static func list(from value: PropertyValue) -> [Double]? {
        if case .numbers(let values) = value { values } else { nil }
    }
}

extension Color: ListElementValue {
    public static var listForm: ValueForm { .colors }
    public static var listKind: PropertyValueKind { .colors }
    public static func animatedList(_ values: [Color]) -> PropertyValue { .colors(values) }
    public static func list(from value: PropertyValue) -> [Color]? {
        if case .colors(let values) = value { values } else { nil }
    }
}

extension FontWeight: ModelValue {
    public static var form: ValueForm { .fontWeight }
}

extension NumberFormat: OptionalModelValue {
    public static var form: ValueForm { .numberFormat }
    public static var optionalForm: ValueForm { .numberFormat }
}

extension FillRule: ChoiceValue {}
extension LineCap: ChoiceValue {}
extension LineJoin: ChoiceValue {}
extension TextAlignment: ChoiceValue {}
extension TextTruncation: ChoiceValue {}
extension GradientKind: ChoiceValue {}
extension ContentsGravity: ChoiceValue {}
