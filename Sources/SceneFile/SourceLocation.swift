/// A place in a scene file: 1-based line and column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, as given.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Line `line`, column `column` of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
