import Foundation
import Scene

/// Reads a scene file named by an `include:` key, with the including files' chain so that a
/// file including itself (directly or not) is reported instead of recursing for ever.
enum SceneIncluder {
    static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The included scene, or `nil` after reporting why not. Its problems are reported with
    /// its own file name.
    static func include(_ path: String, from reader: NodeReader) -> Scene? {
        let context = reader.context
        let resolved = context.resolve(path)
        let canonical = canonicalPath(resolved)
        if let start = context.includeChain.firstIndex(of: canonical) {
            let cycle = (context.includeChain[start...] + [canonical]).map { ($0 as NSString).lastPathComponent }
            reader.report("including '\(path)' makes a cycle: \(cycle.joined(separator: " → "))",
                fix: "remove the include that leads back to a file already being included")
            return nil
        }
        let text: String
        do throws(SceneText.Problem) {
            text = try SceneText.read(resolved)
        } catch {
            switch error {
            case .missing:
                reader.report("the included file '\(resolved)' does not exist",
                    fix: "include paths are relative to the including scene's directory (\(context.directory))")
            case .unreadable(let reason):
                reader.report("cannot read the included file '\(resolved)': \(reason)",
                    fix: "include paths are relative to the including scene's directory (\(context.directory))")
            case let .notText(line, column, message, fix):
                reader.report("the included file \(resolved):\(line):\(column): \(message)", fix: fix)
            }
            return nil
        }
        context.inputFiles.add(resolved)
        let directory = (resolved as NSString).deletingLastPathComponent
        let inner = DecodingContext(
            log: context.log, file: resolved, directory: directory, includeChain: context.includeChain + [canonical],
            inputFiles: context.inputFiles)
        inner.textMeasurer = context.textMeasurer
        inner.audioProbe = context.audioProbe
        guard let node = SceneDecoder.compose(text, context: inner) else { return nil }
        return SceneDecoder.decodeDocument(NodeReader(node: node, keyPath: "", context: inner))
    }
}
