import Scene

extension Diagnostic {
    /// The diagnostic as JSON, for `--json` output.
    public var json: JSONValue {
        var entries: [(String, JSONValue)] = [
            ("file", .string(location.file)), ("line", .number(Double(location.line))), ("column", .number(Double(location.column ?? 1))),
            ("keyPath", .string(keyPath)), ("message", .string(message)),
        ]
        if let fix { entries.append(("fix", .string(fix))) }
        return .object(entries)
    }
}
