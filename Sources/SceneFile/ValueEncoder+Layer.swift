import Scene
import Yams

extension ValueEncoder {
    /// A layer as a scene file writes it: its type (from its content), every key the type's
    /// declarations hold away from a fresh layer's value, then its mask, sublayers and
    /// animations. A chart's layers are written as they are, expanded (see `SceneEncoder`).
    func layer(_ layer: Layer) throws(SceneEncodingError) -> Node {
        let kind = layer.content.kind
        let type = Self.layerType(of: kind)
        var pairs: [(Node, Node)] = kind == nil ? [] : [(Self.plain("type"), Self.plain(type.name))]
        var written = layer
        if kind == .image { written.image.path = relative(layer.image.path) }
        // The keys a type cannot do without, even at their defaults.
        var always: Set<String> = ["path", "contents", "colors"]
        if kind == .text, layer.text.format == nil { always.insert("string") }
        var keys = try self.pairs(LayerType.common + type.properties, of: written, defaults: type.initialLayer, always: always)
        // `locations` reads the evenly spaced stops when none were given: leaving them out keeps that.
        if kind == .gradient, layer.gradient.locations == nil { keys.removeAll { $0.0 == Self.plain("locations") } }
        pairs += keys
        if let mask = layer.mask {
            do throws(SceneEncodingError) { pairs.append((Self.plain("mask"), try self.layer(mask))) } catch { throw error.inside("mask") }
        }
        if !layer.sublayers.isEmpty { pairs.append((Self.plain("sublayers"), try list(layer.sublayers, "sublayers", self.layer))) }
        if !layer.animations.isEmpty { pairs.append((Self.plain("animations"), try list(layer.animations, "animations", animation))) }
        return .mapping(.init(pairs))
    }

    /// The built-in type whose layers hold content of `kind` (plain for none).
    static func layerType(of kind: LayerContentKind?) -> LayerType {
        for type in LayerType.builtIn where type.contentKind == kind { return type }
        return .plain
    }

    /// A list of nodes, a problem placed at its item (`sublayers[3]`).
    func list<Item>(_ items: [Item], _ name: String, _ encode: (Item) throws(SceneEncodingError) -> Node) throws(SceneEncodingError) -> Node {
        var nodes: [Node] = []
        for (index, item) in items.enumerated() {
            do throws(SceneEncodingError) { nodes.append(try encode(item)) } catch { throw error.inside("\(name)[\(index)]") }
        }
        return .sequence(.init(nodes))
    }
}
