/// A problem in a number format, with the 1-based column where it was found.
public struct NumberFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}
