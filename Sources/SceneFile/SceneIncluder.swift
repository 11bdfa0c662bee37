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
        guard let scene = read(path, from: reader), registerIDs(of: path, at: reader) else { return nil }
        return scene
    }

    /// Records the included file's layer ids in the including file, reporting (once for the
    /// include) the ids a layer there or an earlier include already has.
    private static func registerIDs(of path: String, at reader: NodeReader) -> Bool {
        let context = reader.context
        let ids = context.budget.includedIDs[canonicalPath(context.resolve(path))] ?? [:]
        var repeated: [(id: String, first: String)] = []
        for (id, location) in ids.sorted(by: { $0.key < $1.key }) {
            if let first = context.layerIDs[id] {
                let site = context.includeSites[id].map { ", included at \($0)" } ?? ""
                repeated.append((id, "\(first)\(site)"))
            } else {
                context.layerIDs[id] = location
                context.includeSites[id] = reader.location
            }
        }
        guard !repeated.isEmpty else { return true }
        let shown = repeated.prefix(3).map { "'\($0.id.echoed)' (first at \($0.first))" }.joined(separator: ", ")
        let more = repeated.count > 3 ? " and \(repeated.count - 3) more" : ""
        reader.report(
            "including '\(path.echoed)' here repeats layer id\(repeated.count == 1 ? "" : "s") \(shown)\(more)",
            fix: "ids must be unique across the scene and its includes: include a file that has ids once, or rename the ids in one place")
        return false
    }

    /// The included scene, or `nil` after reporting why not.
    private static func read(_ path: String, from reader: NodeReader) -> Scene? {
        let context = reader.context
        let resolved = context.resolve(path)
        let canonical = canonicalPath(resolved)
        if let start = context.includeChain.firstIndex(of: canonical) {
            let cycle = (context.includeChain[start...] + [canonical]).map { ($0 as NSString).lastPathComponent }
            reader.report("including '\(path)' makes a cycle: \(cycle.joined(separator: " → "))",
                fix: "remove the include that leads back to a file already being included")
            return nil
        }
        // Listed even when missing: a preview watching the inputs decodes again once it appears.
        context.inputFiles.add(resolved)
        let budget = context.budget
        if let cached = budget.includedScenes[canonical] {
            // Decoded before (and reported then, if it failed): count its layers again.
            guard let cached else { return nil }
            for layer in cached.layers where !budget.add(tree: layer, at: reader) { return nil }
            return cached
        }
        if InputFile.isSpecial(resolved) {
            reader.report("the included file '\(resolved.echoed)' is not a regular file", fix: "include a scene file (.yaml or .json)")
            return nil
        }
        if let size = InputFile.oversizedScene(resolved) {
            reader.report("the included file '\(resolved)' is \(size >> 20) MB; scene files are at most \(InputLimits.sceneFileBytes >> 20) MB",
                fix: "split it into smaller files")
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
            case .tooLarge(let limit):
                reader.report("the included file '\(resolved)' is over \(limit >> 20) MB; scene files are at most \(limit >> 20) MB",
                    fix: "split it into smaller files")
            case let .notText(line, column, message, fix):
                reader.report("the included file \(resolved):\(line):\(column): \(message)", fix: fix)
            }
            return nil
        }
        let directory = (resolved as NSString).deletingLastPathComponent
        let inner = DecodingContext(
            log: context.log, file: resolved, directory: directory, includeChain: context.includeChain + [canonical],
            inputFiles: context.inputFiles, budget: budget)
        inner.textMeasurer = context.textMeasurer
        inner.imageChecker = context.imageChecker
        inner.audioProbe = context.audioProbe
        guard let node = SceneDecoder.compose(text, context: inner) else {
            budget.includedScenes[canonical] = .some(nil)
            return nil
        }
        let scene = SceneDecoder.decodeDocument(NodeReader(node: node, keyPath: "", context: inner))
        budget.includedScenes[canonical] = .some(scene)
        var ids = inner.layerIDs
        for id in inner.failedLayerIDs where ids[id] == nil { ids[id] = inner.layerIDs[id] ?? SourceLocation(file: resolved, line: 0, column: 0) }
        budget.includedIDs[canonical] = ids
        if inner.hasUnreadableInclude { context.hasUnreadableInclude = true }
        return scene
    }
}
