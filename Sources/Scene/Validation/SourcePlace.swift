/// A place in a source file that made part of a scene: a scene file's line and column (the
/// decoder records where each layer is written), or a Swift file's line as `#fileID` and `#line`
/// give it (where a builder made a layer or attached an animation). Problems found later, and
/// the preview's inspector, point there.
public struct SourcePlace: Sendable, Hashable, CustomStringConvertible {
    /// The file: a scene file's path as the decoder was given it, or a Swift `#fileID`
    /// (`MyDeck/Slides.swift`).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, when known (a scene file's; Swift builders record lines only).
    public var column: Int?

    /// The place `file`:`line`:`column`.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The Swift place `fileID`:`line`.
    public init(fileID: String, line: Int) {
        self.init(file: fileID, line: line)
    }

    /// `MyDeck/Slides.swift:12` or `scene.yaml:12:5`, as compilers write places.
    public var description: String { "\(file):\(line)" + (column.map { ":\($0)" } ?? "") }
}
