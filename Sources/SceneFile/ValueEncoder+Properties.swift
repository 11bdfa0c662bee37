import Scene
import Yams

extension ValueEncoder {
    /// The scene-file keys among `properties` whose value in `value` is not the one in
    /// `defaults` (what the decoder starts from), in declaration order: the same declarations
    /// the decoder reads, so every key written reads back into the same place. Keys in
    /// `always` are written even when they hold their default (a shape's `path`).
    func pairs<Root>(
        _ properties: [ModelProperty<Root>], of value: Root, defaults: Root, always: Set<String> = []
    ) throws(SceneEncodingError) -> [(Node, Node)] {
        var pairs: [(Node, Node)] = []
        for property in properties where property.isKey {
            let current = property.value(in: value)
            guard always.contains(property.name) || !current.isSame(as: property.value(in: defaults)) else { continue }
            pairs.append((Self.plain(property.name), try node(current, form: property.form, name: property.name)))
        }
        return pairs
    }
}

extension ModelValue {
    /// Whether `other` is a value of this type equal to this one.
    func isSame(as other: any ModelValue) -> Bool {
        (other as? Self) == self
    }
}
