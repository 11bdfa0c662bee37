import Foundation
import Testing
import TestSupport

/// Comments in `Sources/` explain the code in the repository's own words: a citation of a
/// document the repository does not contain ("the document's 300 × 300", "reference §2",
/// PNChart) tells a reader nothing they can look up.
struct SourceCitationTests {
    /// Phrases that only make sense next to documents outside the repository, lowercased.
    static let citations = ["the document", "the documents", "reference §", "§", "pnchart", "seed document", "source document"]

    @Test func sourcesCiteNoOutsideDocuments() throws {
        let sources = URL(fileURLWithPath: PackagePaths.root).appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        var scanned = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            scanned += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let lowered = line.lowercased()
                if let phrase = Self.citations.first(where: { lowered.contains($0) }) {
                    let path = file.path.replacingOccurrences(of: PackagePaths.root + "/", with: "")
                    found.append("\(path):\(index + 1): “\(phrase)”: \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(scanned > 100, "Sources/ should hold the package's Swift files")
        #expect(found.isEmpty, "say what the code does instead of citing an outside document:\n\(found.joined(separator: "\n"))")
    }
}
