import Foundation
import Scene

/// The command `reel preview` runs to open a selected layer's source: `--editor`'s template
/// (`code -g {file}:{line}:{column}`), else `$VISUAL`. It is split into words once, as a shell
/// splits (quotes and backslashes), and run without a shell: the page only names a layer, and
/// the file, line and column come from the scene and fill the placeholders of single words.
public struct EditorCommand: Sendable, Equatable {
    /// The program and its arguments, with `{file}`, `{line}` and `{column}` still in them.
    public let words: [String]

    /// The command of `template`; throws when it is empty or its quotes do not close.
    public init(template: String) throws(EditorCommandError) {
        guard let words = Self.split(template) else { throw .unclosedQuote(template: template) }
        guard !words.isEmpty else { throw .empty }
        self.words = words
    }

    /// The command of `$VISUAL` (a program such as `vim` or `emacsclient -n`, given `+LINE FILE`
    /// as vi, Emacs and nano take them, unless it has placeholders of its own), or `nil` when it
    /// is unset or unusable.
    public static func visual(in environment: [String: String] = ProcessInfo.processInfo.environment) -> EditorCommand? {
        guard let visual = environment["VISUAL"], var command = try? EditorCommand(template: visual) else { return nil }
        if !command.words.contains(where: { $0.contains("{file}") }) {
            command = EditorCommand(words: command.words + ["+{line}", "{file}"])
        }
        return command
    }

    private init(words: [String]) { self.words = words }

    /// The words to run for `place`, whose file is `file` (the real path checked inside the
    /// scene's folder); a template without `{file}` gets the file as its last word.
    public func arguments(file: String, place: SourcePlace) -> [String] {
        let filled = words.map { word in
            word.replacingOccurrences(of: "{file}", with: file)
                .replacingOccurrences(of: "{line}", with: String(place.line))
                .replacingOccurrences(of: "{column}", with: String(place.column ?? 1))
        }
        return words.contains { $0.contains("{file}") } ? filled : filled + [file]
    }

    /// Starts the editor on `file` at `place` and returns without waiting for it to close.
    public func open(file: String, place: SourcePlace) throws(EditorCommandError) {
        let arguments = arguments(file: file, place: place)
        guard let program = Self.executable(named: arguments[0]) else {
            throw .cannotStart(program: arguments[0], reason: "no such program on PATH")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(arguments.dropFirst())
        process.standardInput = FileHandle.nullDevice
        // Reaped when it exits, so that editors started from the page leave no zombies.
        process.terminationHandler = { _ in }
        do {
            try process.run()
        } catch {
            throw .cannotStart(program: arguments[0], reason: error.localizedDescription)
        }
    }

    /// The program's path: `name` itself when it has a slash, else the first executable of that
    /// name on PATH, as a shell finds it.
    static func executable(named name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Shell-like words: blanks separate, single quotes keep everything, double quotes keep all
    /// but a backslash before `"` or `\`, and a backslash outside quotes keeps the next character.
    /// `nil` when a quote is not closed.
    static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var current = "", inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
                inWord = true
                continue
            }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"):
                escaped = true
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case (nil, " "), (nil, "\t"), (nil, "\n"):
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(current) }
        return words
    }
}
