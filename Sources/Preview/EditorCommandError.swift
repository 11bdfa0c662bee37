/// Why an editor command cannot be used or started.
public enum EditorCommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--editor ''`.
    case empty
    /// A quote in the template is not closed.
    case unclosedQuote(template: String)
    /// The program could not be started.
    case cannotStart(program: String, reason: String)

    /// What is wrong.
    public var description: String {
        switch self {
        case .empty: "--editor needs a command"
        case .unclosedQuote(let template): "--editor '\(template)' has a quote that is not closed"
        case .cannotStart(let program, let reason): "cannot start the editor '\(program)': \(reason)"
        }
    }

    /// What to change.
    public var fix: String {
        switch self {
        case .empty, .unclosedQuote: "give a command with placeholders, such as --editor 'code -g {file}:{line}:{column}'"
        case .cannotStart: "install it or give --editor the command of an installed editor"
        }
    }
}
