/// Why a Lottie file cannot be imported: the file, the JSON path of the offending value
/// (`$.layers[2].ks.p`), what is wrong and how to fix it.
public struct LottieImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The Lottie file (`.json` or `.lottie`).
    public var file: String
    /// Where in the JSON the problem is, such as `$.layers[2].shapes[0].ks`; `$` for the whole file.
    public var jsonPath: String
    /// What is wrong.
    public var message: String
    /// How to fix it.
    public var fix: String

    /// A problem at `jsonPath` of `file`.
    public init(file: String, jsonPath: String, message: String, fix: String) {
        self.file = file
        self.jsonPath = jsonPath
        self.message = message
        self.fix = fix
    }

    /// The error as `reel` prints it: file, message, where in the JSON, and the fix.
    public var description: String {
        "\(file): error: \(message) (at \(jsonPath))\n    fix: \(fix)"
    }
}
