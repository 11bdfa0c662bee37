/// A problem in SVG path data, with the 1-based column where it was found.
public struct SVGPathError: Error, Sendable, Equatable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public var description: String { "column \(column): \(message)" }
}
