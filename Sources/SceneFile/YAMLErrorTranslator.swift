import Yams

/// Turns Yams' parse errors into diagnostics with a position.
enum YAMLErrorTranslator {
    static func diagnostic(for error: Error, file: String) -> Diagnostic {
        if let yaml = error as? YamlError {
            switch yaml {
            case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
                let text = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
                return Diagnostic(
                    location: SourceLocation(file: file, line: mark.line, column: mark.column), keyPath: "",
                    message: "this is not valid YAML: \(text)", fix: "check the indentation and quoting around this line")
            default:
                break
            }
        }
        return Diagnostic(location: SourceLocation(file: file, line: 1, column: 1), keyPath: "", message: "this is not valid YAML: \(error)")
    }
}
