import Animation
import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import SceneFile

/// Walks the property registry (`LayerType`): every property decodes, every animatable one
/// animates from its model value to another legal value (a negative one wherever its range
/// allows, as Core Animation does) through the scene-file decoder, and that changes a rendered
/// frame. A property added to the registry is covered here without touching this file.
@Suite struct PropertyRegistryTests {
    /// A 64×64 scene whose `subject` layer shows every property of its type: a border, a
    /// shadow with a path, a sublayer (for `sublayerTransform` and `bounds.origin`) and an
    /// overlapping sibling below it (for `zPosition`).
    static func scene(_ subject: String, animations: [String] = []) -> String {
        var lines = ["size: [64, 64]", "duration: 1", "fps: 10", "background: white", "layers:", "  - id: subject"]
        lines += subject.split(separator: "\n").map { "    " + $0 }
        if !animations.isEmpty { lines += ["    animations:"] + animations.map { "      - " + $0 } }
        lines.append("  - {frame: [36, 36, 20, 20], backgroundColor: yellow, zPosition: -1}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The subject of each layer type, as YAML keys.
    static let subjects: [String: String] = [
        "layer": """
            bounds: [0, 0, 30, 30]
            position: [32, 32]
            backgroundColor: red
            borderWidth: 2
            borderColor: blue
            shadowOpacity: 1
            shadowOffset: [3, 3]
            shadowPath: "M 0 0 L 30 0 L 30 30 Z"
            sublayers: [{frame: [5, 5, 8, 8], backgroundColor: green}]
            """,
        "shape": """
            type: shape
            path: "M 8 8 L 56 20 L 8 32"
            fillColor: red
            strokeColor: blue
            lineWidth: 6
            lineDashPattern: [6, 3]
            """,
        "text": """
            type: text
            frame: [0, 0, 64, 64]
            format: "%.0f"
            number: 5
            fontSize: 20
            """,
        "gradient": """
            type: gradient
            frame: [0, 0, 64, 64]
            colors: [red, blue]
            locations: [0, 1]
            """,
    ]

    /// Each animatable property with the layer type whose subject shows it.
    static var animatable: [(type: String, property: ModelProperty<Layer>)] {
        LayerType.common.filter { $0.animation != nil }.map { ("layer", $0) }
            + LayerType.builtIn.flatMap { type in type.properties.filter { $0.animation != nil }.map { (type.name, $0) } }
    }

    func decode(_ yaml: String) throws -> Scene {
        try SceneDecoder.decode(yaml: yaml, file: "registry.yaml", directory: ".", measuring: TextMeasurer())
    }

    func subject(of scene: Scene) throws -> Layer {
        try #require(scene.layers.first { $0.id == "subject" })
    }

    @Test func everyBuiltInTypeHasASubjectAndEveryAnimatablePropertyIsCovered() {
        let typesWithAnimations = Set(Self.animatable.map(\.type))
        #expect(typesWithAnimations.isSubset(of: Set(Self.subjects.keys)), "a layer type has animatable properties but no subject here")
        #expect(Self.animatable.count == Layer.animatableKeyPaths.count, "the key-path table and the registry disagree")
    }

    @Test func everyKeyDecodesItsExampleIntoTheModel() throws {
        let directory = TemporaryDirectory()
        try Frame(width: 2, height: 2).pngData().write(to: URL(fileURLWithPath: directory.file("logo.png")))
        let required = ["shape": "path: \"M 0 0 L 10 10\"", "text": "string: x", "gradient": "colors: [red, blue]", "image": "contents: logo.png"]
        for type in LayerType.builtIn {
            for property in (LayerType.common + type.properties).filter(\.isKey) {
                var keys = ["type: \(type.name)", "\(property.name): \(property.example)"]
                if let needed = required[type.name], !needed.hasPrefix(property.name + ":") { keys.append(needed) }
                let yaml = "size: [64, 64]\nduration: 1\nlayers:\n  - {\(keys.joined(separator: ", "))}\n"
                do {
                    let layer = try #require(try SceneDecoder.decode(yaml: yaml, file: "t.yaml", directory: directory.path, measuring: TextMeasurer()).layers.first)
                    #expect(layer.content.kind == type.contentKind, "\(type.name).\(property.name)")
                } catch {
                    Issue.record("\(type.name).\(property.name): \(property.example) was rejected: \(error)")
                }
            }
        }
    }

    @Test(arguments: animatable.map { "\($0.type) \($0.property.name)" })
    func animatesToALegalValueAndChangesTheFrame(_ entry: String) throws {
        let (type, property) = try #require(Self.animatable.first { "\($0.type) \($0.property.name)" == entry })
        let plain = try decode(Self.scene(try #require(Self.subjects[type])))
        let from = try #require(try subject(of: plain).value(forKeyPath: property.name), "\(entry) has no model value")
        let to = Self.legalValue(after: from, for: property)
        let animation = "{keyPath: \(property.name), fromValue: \(Self.yaml(from)), toValue: \(Self.yaml(to)), duration: 1, fillMode: both}"
        let animated = try decode(Self.scene(try #require(Self.subjects[type]), animations: [animation]))
        // Compared as set, not as read back: a negative `transform.scale.x` reads back as a turn.
        var expected = try subject(of: plain)
        expected.setValue(to, forKeyPath: property.name)
        let end = try subject(of: animated).presented(at: 1)
        #expect(end.value(forKeyPath: property.name).map { $0.distance(to: expected.value(forKeyPath: property.name)!) < 1e-6 } == true,
            "\(entry): ends at \(String(describing: end.value(forKeyPath: property.name))), not \(to)")

        let renderer = Renderer()
        let first = try renderer.render(animated, at: 0), last = try renderer.render(animated, at: 1)
        #expect(first == (try renderer.render(plain, at: 0)), "\(entry): the animation's start is not the model value")
        #expect(first != last, "\(entry): animating to \(Self.yaml(to)) changed no pixel")
    }

    /// The issue's cases: negative values where the plain key takes them.
    @Test func negativeOffsetsAnimate() throws {
        let scene = try decode(Self.scene(Self.subjects["layer"]!, animations: [
            "{keyPath: shadowOffset, toValue: [0, -3], duration: 1, fillMode: both}",
            "{keyPath: transform.translation, toValue: [-10, 0], duration: 1, fillMode: both}",
            "{keyPath: bounds.size, byValue: [-10, -4], duration: 1, fillMode: both}",
        ]))
        let end = try subject(of: scene).presented(at: 1)
        #expect(end.shadowOffset == Size(width: 0, height: -3))
        #expect(end.transform.translation == Size(width: -10, height: 0))
        #expect(end.bounds.size == Size(width: 20, height: 26))
    }

    /// Another legal value of the property's kind, different enough to show: negative where the
    /// range allows negative numbers (or has none), else the other end of the range.
    static func legalValue(after value: PropertyValue, for property: ModelProperty<Layer>) -> PropertyValue {
        let range = property.range
        let allowsNegative = range.map { $0.lowerBound < 0 } ?? true
        func number(_ v: Double) -> Double {
            if property.unit == .angle || allowsNegative { return v == -3 ? -1 : -3 }
            let low = range?.lowerBound ?? 0, high = min(range?.upperBound ?? 12, 12)
            return v == low ? high : low
        }
        func list(_ values: [Double]) -> [Double] {
            values.enumerated().map { i, v in min(max(v * 0.5 + 0.2 * Double(i + 1), range?.lowerBound ?? -.infinity), range?.upperBound ?? .infinity) }
        }
        let green = Color(red: 0.2, green: 0.8, blue: 0.4)
        switch value {
        case .number(let v): return .number(number(v))
        case .point(let p): return .point(Point(x: -abs(p.x) - 1, y: p.y + 1))
        case .size(let s):
            return allowsNegative ? .size(Size(width: -abs(s.width) - 4, height: s.height + 2)) : .size(Size(width: s.width / 2, height: s.height + 5))
        case .rect(let r): return .rect(Rect(x: r.minX - 4, y: r.minY - 3, width: r.width + 6, height: r.height / 2))
        case .color(let c): return .color(c == green ? .black : green)
        case .transform(let t): return .transform(t.concatenating(.rotation(0.5)).concatenating(.translation(x: -3, y: 2)))
        case .numbers(let values): return .numbers(list(values))
        case .colors(let colors): return .colors(colors.map { Color(red: 1 - $0.red, green: 0.6, blue: 1 - $0.blue) })
        case .path(let path): return .path(path.applying(.translation(x: -2, y: 3)))
        }
    }

    /// A value as scene-file YAML.
    static func yaml(_ value: PropertyValue) -> String {
        func n(_ v: Double) -> String { "\(v)" }
        func color(_ c: Color) -> String {
            "\"#" + [c.red, c.green, c.blue, c.alpha].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined() + "\""
        }
        switch value {
        case .number(let v): return n(v)
        case .point(let p): return "[\(n(p.x)), \(n(p.y))]"
        case .size(let s): return "[\(n(s.width)), \(n(s.height))]"
        case .rect(let r): return "[\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height))]"
        case .color(let c): return color(c)
        case .transform(let t): return "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: ", "))]"
        case .numbers(let values): return "[\(values.map(n).joined(separator: ", "))]"
        case .colors(let colors): return "[\(colors.map(color).joined(separator: ", "))]"
        case .path(let path):
            let commands = path.elements.map { element -> String in
                let points = element.points.map { "\(n($0.x)) \(n($0.y))" }.joined(separator: " ")
                switch element {
                case .move: return "M \(points)"
                case .line: return "L \(points)"
                case .quadCurve: return "Q \(points)"
                case .cubicCurve: return "C \(points)"
                case .close: return "Z"
                }
            }
            return "\"\(commands.joined(separator: " "))\""
        }
    }
}
