import Animation
import Scene
import Yams

/// Writes a model value as a scene file writes it in its form: the inverse of
/// `NodeReader.value(_:range:unit:name:)`, so that reading the node back gives the same value.
/// Numbers are written in full (`0.30000000000000004`), colours exactly, paths as absolute SVG
/// commands and transforms as their six matrix numbers.
struct ValueEncoder {
    /// The folder the scene file is written to: files under it are written relative to it.
    let directory: String

    /// The node for `value` written in `form`; throws for a value no scene file can write.
    func node(_ value: Any, form: ValueForm, name: String) throws(SceneEncodingError) -> Node {
        if let wrapped = Self.unwrapped(value) {
            return try present(wrapped, form: form, name: name)
        }
        switch form {
        case .optionalColor: return Self.plain("none")
        default: throw SceneEncodingError(property: name, reason: "it holds no value, which a scene file cannot write")
        }
    }

    private func present(_ value: Any, form: ValueForm, name: String) throws(SceneEncodingError) -> Node {
        func fail() -> SceneEncodingError {
            SceneEncodingError(property: name, reason: "its \(type(of: value)) value cannot be written as \(form)")
        }
        switch (form, value) {
        case (.number, let number as Double), (.time, let number as Double): return Self.number(number)
        case (.repeatCount, let count as Double): return count == .infinity ? Self.plain("infinity") : Self.number(count)
        case (.integer, let whole as Int): return Self.plain(String(whole))
        case (.bool, let flag as Bool): return Self.plain(flag ? "true" : "false")
        case (.text, let text as String), (.identifier, let text as String), (.fontFamily, let text as String):
            return Self.text(text)
        case (.file, let path as String): return Self.text(relative(path))
        case (.color, let color as Color), (.optionalColor, let color as Color): return Self.color(color)
        case (.point, let point as Point): return Self.list([point.x, point.y])
        case (.size, let size as Size), (.offset, let size as Size): return Self.list([size.width, size.height])
        case (.rect, let rect as Rect): return Self.list([rect.minX, rect.minY, rect.width, rect.height])
        case (.path, let path as Path): return Self.text(path.svgData)
        case (.transform, let transform as AffineTransform): return Self.transform(transform)
        case (.numbers, let numbers as [Double]), (.times, let numbers as [Double]), (.numbersOrColumn, let numbers as [Double]):
            return Self.list(numbers)
        case (.colors, let colors as [Color]): return .sequence(.init(colors.map(Self.color), .implicit, .flow))
        case (.texts, let texts as [String]), (.textsOrColumn, let texts as [String]):
            return .sequence(.init(texts.map(Self.text), .implicit, .flow))
        case (.choice, let choice as any ChoiceValue): return Self.plain(choice.rawValue)
        case (.choice(let names), let name as String) where names.contains(name): return Self.plain(name)
        case (.fontWeight, let weight as FontWeight):
            return Self.plain(FontWeight.named.first { $0.value == weight }?.key ?? String(weight.rawValue))
        case (.numberFormat, let format as NumberFormat): return Self.text(format == .short ? "short" : format.description)
        case (.timingFunction, let timing as TimingFunction):
            guard let text = Self.text(of: timing) else { throw fail() }
            return Self.plain(text)
        case (.timingFunctions, let timings as [TimingFunction]):
            var nodes: [Node] = []
            for timing in timings {
                guard let text = Self.text(of: timing) else { throw fail() }
                nodes.append(Self.plain(text))
            }
            return .sequence(.init(nodes, .implicit, .flow))
        case (.dictionary(let valueForm), let entries as [String: String]):
            var pairs: [(Node, Node)] = []
            for key in entries.keys.sorted() { pairs.append((Self.text(key), try node(entries[key]!, form: valueForm, name: name))) }
            return .mapping(.init(pairs, .implicit, .flow))
        case (.record(let record), let fields as [String: Any]):
            return try self.record(fields, record, name: name)
        case (.records(let record), let items as [[String: Any]]):
            var nodes: [Node] = []
            for fields in items { nodes.append(try self.record(fields, record, name: name)) }
            return .sequence(.init(nodes))
        case (.record, let value as any RecordModelValue): return try present(value.recordFields, form: form, name: name)
        case (.records, let values as [any RecordModelValue]): return try present(values.map(\.recordFields), form: form, name: name)
        case (.oneOf(let forms), _):
            for candidate in forms {
                if let node = try? present(value, form: candidate, name: name) { return node }
            }
            throw fail()
        default:
            throw fail()
        }
    }

    /// A mapping with the record's fields that `fields` holds, in the record's order.
    private func record(_ fields: [String: Any], _ record: ValueRecord, name: String) throws(SceneEncodingError) -> Node {
        var pairs: [(Node, Node)] = []
        for field in record.fields {
            guard let value = fields[field.name], Self.unwrapped(value) != nil else { continue }
            pairs.append((Self.plain(field.name), try node(value, form: field.form, name: "\(name).\(field.name)")))
        }
        return .mapping(.init(pairs, .implicit, .flow))
    }

    /// The value inside an optional, `nil` for an empty one; any other value as it is.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }

    static func plain(_ text: String) -> Node { .scalar(.init(text)) }

    /// Text the reader gets back whole: quoted where plain YAML would read it otherwise.
    static func text(_ text: String) -> Node { .scalar(.init(text, .implicit, .doubleQuoted)) }

    static func number(_ value: Double) -> Node { plain(value.plainText) }

    static func list(_ values: [Double]) -> Node { .sequence(.init(values.map(number), .implicit, .flow)) }

    static func color(_ color: Color) -> Node { text(color.exactSceneText) }

    static func transform(_ t: AffineTransform) -> Node { list([t.a, t.b, t.c, t.d, t.tx, t.ty]) }

    /// A timing function as `timingFunction` reads it; `nil` for one a file cannot name (a spring).
    static func text(of timing: TimingFunction) -> String? {
        if let name = NodeReader.timingFunctionNames.first(where: { TimingFunction.named[$0] == timing }) { return name }
        switch timing {
        case .linear: return "linear"
        case .cubicBezier(let curve): return "cubicBezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(\.plainText).joined(separator: ", ")))"
        case .steps(let count, let position): return "steps(\(count), \(position.rawValue))"
        case .spring: return nil
        }
    }
}
