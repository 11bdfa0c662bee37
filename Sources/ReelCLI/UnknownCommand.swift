/// A first argument that names no command, with the command the user most likely meant:
/// `reel check x.yaml` → "unknown command 'check' — did you mean 'validate'?".
struct UnknownCommand {
    /// The word as typed.
    let word: String
    /// The command to suggest, if one is close enough.
    let suggestion: String?

    /// Words other tools use for a command of Reel's.
    static let synonyms = [
        "check": "validate", "lint": "validate", "verify": "validate", "test": "validate",
        "export": "render", "encode": "render", "make": "render", "build": "render", "video": "render",
        "join": "concat", "merge": "concat", "cat": "concat", "combine": "concat",
        "frame": "still", "snapshot": "still", "poster": "still", "image": "still", "png": "still",
        "serve": "preview", "watch": "preview", "open": "preview", "show": "preview",
        "deck": "slides", "present": "slides", "presentation": "slides", "pdf": "slides",
        "sequence": "frames",
    ]

    /// How many edits (a letter added, removed or changed) a typo may be from a command's name.
    static let typoDistance = 2

    /// The unknown command in `arguments` (without the program name), or `nil` when the first
    /// argument is an option, `help`, or one of `commands`.
    init?(arguments: [String], commands: [String]) {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help", !commands.contains(first) else { return nil }
        word = first
        let lowered = first.lowercased()
        if let synonym = Self.synonyms[lowered], commands.contains(synonym) {
            suggestion = synonym
        } else {
            let nearest = commands.map { (name: $0, distance: Self.editDistance(lowered, $0)) }.min { $0.distance < $1.distance }
            let isPrefix = lowered.count >= 3 ? commands.first { $0.hasPrefix(lowered) } : nil
            suggestion = isPrefix ?? nearest.flatMap { $0.distance <= Self.typoDistance ? $0.name : nil }
        }
    }

    /// The message, without the `reel:` prefix.
    var message: String {
        if let suggestion { return "unknown command '\(word)' — did you mean '\(suggestion)'?" }
        return "unknown command '\(word)'; 'reel --help' lists the commands"
    }

    /// Levenshtein distance between `a` and `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
