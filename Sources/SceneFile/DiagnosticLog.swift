/// Collects the problems found while decoding a scene file (and the files it includes), so all
/// are reported at once. A value shared by a style or `defaults:` can be read more than once:
/// a problem at the same place with the same message is kept once.
final class DiagnosticLog {
    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<String> = []

    func add(_ diagnostic: Diagnostic) {
        guard seen.insert("\(diagnostic.location)|\(diagnostic.message)").inserted else { return }
        diagnostics.append(diagnostic)
    }

    var isEmpty: Bool { diagnostics.isEmpty }
    var count: Int { diagnostics.count }
}
