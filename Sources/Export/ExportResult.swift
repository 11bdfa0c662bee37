/// What an export wrote.
public struct ExportResult: Sendable, Equatable {
    /// The file, or for a PNG sequence the directory, that was written.
    public var outputPath: String
    /// The format written.
    public var format: OutputFormat
    /// Frames handed to the encoder (before any GIF merging).
    public var framesWritten: Int
    /// Frames actually drawn: holds (frames identical to the previous one) are drawn once.
    public var framesRendered: Int
    /// Things the export changed or decided, for the user to read.
    public var notices: [ExportNotice]

    /// The result of an export to `outputPath`.
    public init(outputPath: String, format: OutputFormat, framesWritten: Int, framesRendered: Int, notices: [ExportNotice]) {
        self.outputPath = outputPath
        self.format = format
        self.framesWritten = framesWritten
        self.framesRendered = framesRendered
        self.notices = notices
    }
}
