import Yams

/// `defaults:` and `styles:`: mappings of keys that layers and animations take unless they set
/// the key themselves. Merging happens on the YAML nodes, so a problem in a shared value is
/// reported at the place it is written.
struct StyleSheet {
    /// Keys for every layer (`defaults.layer`) and for each layer type (`defaults.shape` …).
    var layerDefaults: [String: Node] = [:]
    var animationDefaults: Node?
    var styles: [String: Node] = [:]

    /// The layer's own mapping with its styles' keys beneath it: style keys the layer also sets
    /// are dropped; unknown style names are reported.
    func applyingStyles(to reader: NodeReader) -> NodeReader {
        guard case .mapping(let own) = reader.node, let styleNode = own["style"] else { return reader }
        let styleReader = reader.child(styleNode, reader.keyPath.isEmpty ? "style" : "\(reader.keyPath).style")
        var names: [NodeReader] = []
        if case .sequence = styleNode { names = styleReader.sequence() ?? [] } else { names = [styleReader] }
        var layers: [Node] = []
        for nameReader in names {
            guard let name = nameReader.identifier() else { continue }
            guard let style = styles[name] else {
                // A style written but unreadable is reported where it is written.
                if reader.context.failedStyles.contains(name) { continue }
                let fix = Suggestion.closest(to: name, in: styles.keys).map { "did you mean '\($0)'?" }
                    ?? (styles.isEmpty ? "define it under `styles:` at the top of the scene" : "the styles are \(styles.keys.sorted().joined(separator: ", "))")
                nameReader.report("unknown style '\(name.echoed)'", fix: fix)
                continue
            }
            layers.append(style)
        }
        return reader.child(Self.merge(layers + [reader.node], mark: reader.node.mark), reader.keyPath)
    }

    /// The layer's mapping with `defaults.layer` and `defaults.<type>` beneath it.
    func applyingLayerDefaults(to reader: NodeReader, type: String) -> NodeReader {
        let defaults = [layerDefaults["layer"], layerDefaults[type]].compactMap { $0 }
        guard !defaults.isEmpty else { return reader }
        return reader.child(Self.merge(defaults + [reader.node], mark: reader.node.mark), reader.keyPath)
    }

    func applyingAnimationDefaults(to reader: NodeReader) -> NodeReader {
        guard let animationDefaults else { return reader }
        return reader.child(Self.merge([animationDefaults, reader.node], mark: reader.node.mark), reader.keyPath)
    }

    /// One mapping from several; a later mapping's key replaces an earlier one's. Non-mapping
    /// nodes are left to the reader to report, so the last of those wins outright.
    static func merge(_ nodes: [Node], mark: Mark?) -> Node {
        guard let last = nodes.last, case .mapping = last else { return nodes.last ?? Node("") }
        // Pairs with the index of the mapping they come from: a key repeated within one mapping
        // stays repeated, so the reader still reports it.
        var pairs: [(Node, Node, Int)] = []
        for case (let index, .mapping(let mapping)) in nodes.enumerated() {
            for (key, value) in mapping {
                pairs.removeAll { $0.0.string == key.string && $0.2 < index }
                pairs.append((key, value, index))
            }
        }
        return .mapping(Node.Mapping(pairs.map { ($0.0, $0.1) }, .implicit, .any, mark))
    }
}
