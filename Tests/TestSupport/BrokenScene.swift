import Foundation

/// A scene in `Tests/BrokenScenes`: a file Reel must reject, and what it must say. The
/// expectation is the file's first comment lines (`# expect: …`, `# fix: …`), or for JSON (which
/// has no comments) a `NAME.expect` file beside it.
public struct BrokenScene: Sendable, CustomStringConvertible {
    public var path: String
    /// Text the error output must contain: with a leading line number it is prefixed with the
    /// file's own path (`path:line:column: error: …`); otherwise it names another file.
    public var expected: String
    /// The fix the output must give, if the file names one.
    public var fix: String?
    /// Whether the problem is found only with the installed fonts (`# needs: fonts`): the
    /// binary finds it; the decoder alone, with fixed text metrics, does not.
    public var needsFonts = false
    /// Whether the problem is found only by opening sound files (`# needs: audio`): the binary
    /// finds it with libavformat; the decoder alone only checks that the file exists.
    public var needsAudio = false
    /// How many mistakes the file makes (`# mistakes: N`, 1 when not given): one problem is
    /// reported for each, none again for what the failed part would have defined.
    public var mistakes = 1

    public var name: String { (path as NSString).lastPathComponent }
    public var description: String { name }

    /// The text the error output must contain.
    public var expectedText: String {
        expected.first?.isNumber == true ? "\(path):\(expected)" : expected
    }

    public static let directory = PackagePaths.root + "/Tests/BrokenScenes"

    /// Every broken scene, by name.
    public static let all: [BrokenScene] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().compactMap { name in
            let path = directory + "/" + name
            // JSON has no comments, and a file that is not UTF-8 cannot be read as text: their
            // expectations are in NAME.expect.
            let expectFile = FileManager.default.fileExists(atPath: path + ".expect") ? path + ".expect" : path
            let header = (try? String(contentsOfFile: expectFile, encoding: .utf8)) ?? ""
            var expected: String?, fix: String?, needsFonts = false, needsAudio = false, mistakes = 1
            for line in header.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("# expect: ") { expected = String(line.dropFirst(10)) }
                if line.hasPrefix("# fix: ") { fix = String(line.dropFirst(7)) }
                if line == "# needs: fonts" { needsFonts = true }
                if line == "# needs: audio" { needsAudio = true }
                if line.hasPrefix("# mistakes: "), let count = Int(line.dropFirst(12)) { mistakes = count }
            }
            return expected.map { BrokenScene(path: path, expected: $0, fix: fix, needsFonts: needsFonts, needsAudio: needsAudio, mistakes: mistakes) }
        }
    }()
}
