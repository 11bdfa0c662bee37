/// A problem in a number format, with the 1-based column where it was found.
public struct NumberFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the format the problem is (1-based).
    public var column: Int
    /// What is wrong.
    public var message: String

    /// A problem at `column`.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// The message, for logs and errors.
    public var description: String { "column \(column): \(message)" }
}
