/// Collects the problems found while decoding a scene file (and the files it includes), so all
/// are reported at once. A value shared by a style or `defaults:` can be read more than once:
/// a problem at the same place with the same message is kept once.
final class DiagnosticLog {
    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<String> = []

    /// More problems than anyone reads; past it they are counted, not kept.
    static let limit = 1_000
    private(set) var omitted = 0

    func add(_ diagnostic: Diagnostic) {
        guard diagnostics.count < Self.limit else { omitted += 1; return }
        guard seen.insert("\(diagnostic.location)|\(diagnostic.message)").inserted else { return }
        diagnostics.append(diagnostic)
    }

    var isEmpty: Bool { diagnostics.isEmpty }
    var count: Int { diagnostics.count }
}
