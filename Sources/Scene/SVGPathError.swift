/// A problem in SVG path data, with the 1-based column where it was found.
public struct SVGPathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the path data the problem is (1-based).
    public var column: Int
    /// What is wrong.
    public var message: String

    /// The message, for logs and errors.
    public var description: String { "column \(column): \(message)" }
}
