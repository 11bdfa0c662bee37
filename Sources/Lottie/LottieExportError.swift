/// Why a Lottie export failed.
public enum LottieExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--strict` was given and parts of the scene cannot be expressed in Lottie.
    case inexpressible([LottieNotice])
    /// The scene cannot be exported at all.
    case invalidScene(message: String, fix: String)
    /// A file the scene uses could not be read.
    case unreadableFile(path: String, reason: String)

    /// What went wrong.
    public var message: String {
        switch self {
        case .inexpressible(let notices):
            "Lottie cannot express \(notices.count) part\(notices.count == 1 ? "" : "s") of the scene:\n"
                + notices.map { "  \($0)" }.joined(separator: "\n")
        case .invalidScene(let message, _): message
        case .unreadableFile(let path, let reason): "cannot read '\(path)': \(reason)"
        }
    }

    /// How to fix it.
    public var fix: String {
        switch self {
        case .inexpressible: "change those layers, or leave out --strict to export them approximately"
        case .invalidScene(_, let fix): fix
        case .unreadableFile: "check that the file exists and is readable"
        }
    }

    /// The message, then the fix on a line of its own.
    public var description: String { "\(message)\n\(fix)" }
}
