import Foundation
import Scene
import Yams

/// Turns Yams' parse errors into diagnostics with a position.
enum YAMLErrorTranslator {
    static func diagnostic(for error: Error, file: String, yaml: String) -> Diagnostic {
        if let error = error as? YamlError {
            switch error {
            case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
                let text = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
                if problem.contains("Maximum nesting level") {
                    return Diagnostic(
                        location: SourceLocation(file: file, line: mark.line, column: mark.column), keyPath: "",
                        message: "lists and mappings nest more than \(InputLimits.yamlDepth) levels deep here", fix: "nest less deeply")
                }
                return Diagnostic(
                    location: SourceLocation(file: file, line: mark.line, column: mark.column), keyPath: "",
                    message: "this is not valid YAML: \(text)", fix: "check the indentation and quoting around this line")
            case let .duplicatedKeysInMapping(duplicates, context):
                let key = duplicates.sorted().first ?? ""
                let (line, column) = secondOccurrence(of: key, in: yaml) ?? (context.mark.line, context.mark.column)
                return Diagnostic(
                    location: SourceLocation(file: file, line: line, column: column), keyPath: "",
                    message: "the key '\(key)' appears twice", fix: "keep one of them")
            default:
                break
            }
        }
        return Diagnostic(location: SourceLocation(file: file, line: 1, column: 1), keyPath: "", message: "this is not valid YAML: \(error)",
            fix: "check the file is YAML or JSON text")
    }

    /// Yams reports duplicated keys without their position: find where the key is written a
    /// second time (at the start of a line, as block mappings write keys).
    private static func secondOccurrence(of key: String, in yaml: String) -> (Int, Int)? {
        var seen = 0
        for (index, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            guard trimmed.hasPrefix("\(key):") || trimmed.hasPrefix("\"\(key)\":") else { continue }
            seen += 1
            if seen == 2 { return (index + 1, line.count - trimmed.count + 1) }
        }
        return nil
    }
}
