/// Collects the problems found while decoding one scene file, so all are reported at once.
final class DiagnosticLog {
    private(set) var diagnostics: [Diagnostic] = []

    func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    var isEmpty: Bool { diagnostics.isEmpty }
}
