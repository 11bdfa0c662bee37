/// The shape of a mapping a property's value is written as (`{at: 1s, percentage: 10}`): its
/// fields, each with its own form, and how messages and the reference name it.
public struct ValueRecord: Sendable, Hashable {
    /// What one such mapping is, for messages: `a change`, `a line`.
    public let name: String
    /// The keys the mapping may have.
    public let fields: [ValueField]
    /// A valid mapping as YAML text, for the fix of a message.
    public let example: String

    /// A record named `name` in messages, with `fields`.
    public init(_ name: String, example: String, fields: [ValueField]) {
        self.name = name
        self.example = example
        self.fields = fields
    }
}
