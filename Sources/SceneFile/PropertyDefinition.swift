import Animation
import Scene

/// One key of a scene-file mapping: its name, the kind of value it takes, what it means, an
/// example, and how its value is applied to the thing being built. The decoder reads keys only
/// through these tables, and the JSON Schema and the reference are generated from them.
struct PropertyDefinition<Target>: Sendable {
    let name: String
    let kind: ValueKind
    let summary: String
    /// A valid value as YAML text, for the reference and the schema tests.
    let example: String
    /// The value without the key, in scene-file syntax, for the reference (registry keys).
    var defaultText: String?
    /// Reads the value and applies it; `false` when the value was rejected (and reported).
    let apply: @Sendable (NodeReader, inout Target) -> Bool

    init(_ name: String, _ kind: ValueKind, example: String, _ summary: String,
         apply: @escaping @Sendable (NodeReader, inout Target) -> Bool) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.example = example
        self.apply = apply
    }

    /// A key whose value is read by `read` and stored at `keyPath`.
    static func value<T>(
        _ name: String, _ kind: ValueKind, _ keyPath: WritableKeyPath<Target, T> & Sendable, example: String, _ summary: String,
        read: @escaping @Sendable (NodeReader) -> T?
    ) -> Self {
        Self(name, kind, example: example, summary) { reader, target in
            guard let value = read(reader) else { return false }
            target[keyPath: keyPath] = value
            return true
        }
    }

    /// A number in the unit `kind` names (plain, time, angle or fraction).
    static func number(
        _ name: String, _ kind: ValueKind, _ keyPath: WritableKeyPath<Target, Double> & Sendable, example: String, _ summary: String
    ) -> Self {
        value(name, kind, keyPath, example: example, summary) { $0.double(kind) }
    }

    static func bool(_ name: String, _ keyPath: WritableKeyPath<Target, Bool> & Sendable, example: String = "true", _ summary: String) -> Self {
        value(name, .bool, keyPath, example: example, summary) { $0.bool() }
    }

    static func color(_ name: String, _ keyPath: WritableKeyPath<Target, Color> & Sendable, example: String, _ summary: String) -> Self {
        value(name, .color, keyPath, example: example, summary) { $0.color() }
    }

    static func point(_ name: String, _ keyPath: WritableKeyPath<Target, Point> & Sendable, example: String, _ summary: String) -> Self {
        value(name, .point, keyPath, example: example, summary) { $0.point() }
    }

    /// One of an enumeration's raw values.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<Target, E> & Sendable, example: String, _ summary: String
    ) -> Self where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        return value(name, .choice(names), keyPath, example: example, summary) { reader in
            reader.choice(names, what: "value for '\(name)'").flatMap(E.init(rawValue:))
        }
    }

    /// A key the decoder reads itself before the table is applied (such as a layer's `type`).
    static func readByDecoder(_ name: String, _ kind: ValueKind, example: String, _ summary: String) -> Self {
        Self(name, kind, example: example, summary) { _, _ in true }
    }

    /// A key kept as its node, to be read later when more is known (animations need their
    /// layer, sublayers need the styles).
    static func deferred(_ name: String, _ kind: ValueKind, _ keyPath: WritableKeyPath<Target, NodeReader?> & Sendable, example: String, _ summary: String) -> Self {
        Self(name, kind, example: example, summary) { reader, target in
            target[keyPath: keyPath] = reader
            return true
        }
    }
}

extension NodeReader {
    /// A number read in the unit a value kind names.
    func double(_ kind: ValueKind) -> Double? {
        switch kind {
        case .time(let range): return seconds(in: range)
        case .angle: return angle()
        case .fraction: return fraction()
        case .number(let range): return number(in: range)
        default: return number()
        }
    }
}

extension Array {
    /// The definition named `name`.
    func definition<Target>(named name: String) -> PropertyDefinition<Target>? where Element == PropertyDefinition<Target> {
        first { $0.name == name }
    }

    /// A mapping whose keys are these definitions, each applied to `draft` in file order: the
    /// draft and the mapping's keys, or `nil` after reporting an unknown key, a rejected value
    /// or a missing `required` key. `what` names the mapping in the message for another shape.
    func read<Target>(
        _ reader: NodeReader, into draft: Target, what: String = "a mapping of keys to values", required: Requirement? = nil
    ) -> (Target, KeyedNodes)? where Element == PropertyDefinition<Target> {
        guard let keys = reader.mapping(allowed: map(\.name), what: what) else { return nil }
        var draft = draft
        var ok = !keys.hadUnknownKeys
        for key in keys.keys {
            ok = definition(named: key)!.apply(keys[key]!, &draft) && ok
        }
        if let required, keys[required.key] == nil {
            reader.report(required.message, fix: required.fix)
            return nil
        }
        return ok ? (draft, keys) : nil
    }
}

/// A key a mapping must have, and what to say when it does not.
struct Requirement {
    let key: String
    let message: String
    let fix: String
}
