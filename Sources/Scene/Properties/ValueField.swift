/// One field of a `ValueRecord`: its key, form, range and unit (as a property's), whether a
/// record must have it, and what it means.
public struct ValueField: Sendable, Hashable {
    /// The field's key.
    public let name: String
    /// How the field's value is written.
    public let form: ValueForm
    /// The values the field may take (for number forms); `nil` for any finite number.
    public let range: ClosedRange<Double>?
    /// How a number may be written besides a plain number.
    public let unit: NumberUnit
    /// Whether every record must give the field.
    public let isRequired: Bool
    /// What the field means, for the schema and the reference.
    public let summary: String

    /// A field `name` of `form`.
    public init(
        _ name: String, _ form: ValueForm, range: ClosedRange<Double>? = nil, unit: NumberUnit = .plain,
        required isRequired: Bool = false, _ summary: String
    ) {
        self.name = name
        self.form = form
        self.range = range
        self.unit = unit
        self.isRequired = isRequired
        self.summary = summary
    }
}
