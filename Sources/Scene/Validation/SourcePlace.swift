/// A place in a Swift source file, as `#fileID` and `#line` give it: where a builder made a
/// layer or attached an animation, so that a problem found later points there.
public struct SourcePlace: Sendable, Hashable, CustomStringConvertible {
    /// The module and file (`MyDeck/Slides.swift`), as `#fileID` writes it.
    public var fileID: String
    /// The line.
    public var line: Int

    /// The place `fileID`:`line`.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `MyDeck/Slides.swift:12`, as compilers write places.
    public var description: String { "\(fileID):\(line)" }
}
