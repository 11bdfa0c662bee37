import Animation
import Foundation
import Scene
import Yams

/// Reads scene files (YAML, or JSON, which is YAML too) into a `Scene`, reporting every problem
/// with its file, line and column.
public enum SceneDecoder {
    static let sceneKeys = ["size", "fps", "duration", "background", "layers"]
    static let layerKeys = [
        "type", "id", "position", "bounds", "anchorPoint", "opacity", "hidden", "backgroundColor",
        "path", "strokeColor", "fillColor", "lineWidth", "strokeStart", "strokeEnd",
        "sublayers", "animations",
    ]
    static let shapeOnlyKeys = ["path", "strokeColor", "fillColor", "lineWidth", "strokeStart", "strokeEnd"]
    static let layerTypes = ["layer", "shape"]
    static let animationKeys = [
        "type", "keyPath", "fromValue", "toValue", "byValue", "beginTime", "duration", "speed", "timeOffset",
        "repeatCount", "autoreverses", "timingFunction", "fillMode", "additive", "cumulative",
    ]

    /// Reads the scene file at `path`.
    public static func decode(contentsOf path: String) throws(SceneFileError) -> Scene {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "it is not readable UTF-8 text" : "no such file"
            throw SceneFileError.unreadable(path: path, reason: reason)
        }
        return try decode(yaml: text, file: path)
    }

    /// Reads a scene from YAML text; `file` names it in messages.
    public static func decode(yaml: String, file: String) throws(SceneFileError) -> Scene {
        let log = DiagnosticLog()
        let node: Node
        do {
            guard let composed = try Yams.compose(yaml: yaml) else {
                throw SceneFileError.invalid([Diagnostic(
                    location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
                    message: "the scene file is empty", fix: "start with `size: [640, 360]`, `fps`, `duration` and `layers:`")])
            }
            node = composed
        } catch let error as SceneFileError {
            throw error
        } catch {
            throw SceneFileError.invalid([YAMLErrorTranslator.diagnostic(for: error, file: file)])
        }
        let root = NodeReader(node: node, keyPath: "", file: file, log: log)
        let scene = decodeScene(root)
        guard log.isEmpty, let scene else { throw SceneFileError.invalid(log.diagnostics) }
        return scene
    }

    private static func decodeScene(_ reader: NodeReader) -> Scene? {
        guard let keys = reader.mapping(allowed: sceneKeys) else { return nil }
        let size = required("size", in: keys, of: reader, hint: "size: [640, 360]") { r -> Size? in
            guard let v = r.numbers(count: 2, what: "a size [width, height]") else { return nil }
            guard v.allSatisfy({ $0 >= 1 && $0 <= 16383 && $0 == $0.rounded() }) else {
                r.report("the size \(v[0].formatted)×\(v[1].formatted) is not a whole number of pixels from 1 to 16383 a side",
                    fix: "use a size such as [1920, 1080]")
                return nil
            }
            return Size(width: v[0], height: v[1])
        }
        let fps = keys["fps"].map { $0.number(in: 1...240, what: "a frame rate") } ?? 30
        let duration = required("duration", in: keys, of: reader, hint: "duration: 2") { $0.number(in: 0.001...3600, what: "a duration in seconds") }
        let background = keys["background"].map { $0.color() } ?? .white
        let layers = keys["layers"].map { decodeLayers($0) } ?? []
        guard let size, let fps, let duration, let background, let layers else { return nil }
        return Scene(size: size, fps: fps, duration: duration, background: background, layers: layers)
    }

    private static func required<T>(_ key: String, in keys: [String: NodeReader], of reader: NodeReader, hint: String, _ read: (NodeReader) -> T?) -> T? {
        guard let value = keys[key] else {
            reader.report("the required key '\(key)' is missing", fix: "add `\(hint)`")
            return nil
        }
        return read(value)
    }

    private static func decodeLayers(_ reader: NodeReader) -> [Layer]? {
        guard let items = reader.sequence() else { return nil }
        let layers = items.map(decodeLayer)
        return layers.allSatisfy { $0 != nil } ? layers.map { $0! } : nil
    }

    private static func decodeLayer(_ reader: NodeReader) -> Layer? {
        guard let keys = reader.mapping(allowed: layerKeys) else { return nil }
        let type = keys["type"].map { r -> String? in
            guard let t = r.string() else { return nil }
            guard layerTypes.contains(t) else {
                let suggestion = Suggestion.closest(to: t, in: layerTypes).map { "did you mean '\($0)'?" }
                r.report("unknown layer type '\(t)'", fix: suggestion ?? "use one of \(layerTypes.joined(separator: ", "))")
                return nil
            }
            return t
        } ?? (keys["path"] != nil ? "shape" : "layer")
        guard let type else { return nil }
        var layer = Layer()
        var ok = true
        func read<T>(_ key: String, _ decode: (NodeReader) -> T?, _ apply: (T) -> Void) {
            guard let r = keys[key] else { return }
            if let value = decode(r) { apply(value) } else { ok = false }
        }
        read("id", { $0.string() }) { layer.id = $0 }
        read("position", { $0.point() }) { layer.position = $0 }
        read("anchorPoint", { $0.point() }) { layer.anchorPoint = $0 }
        read("bounds", { $0.numbers(count: 4, what: "bounds [x, y, width, height]") }) {
            layer.bounds = Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
        }
        read("opacity", { $0.number(in: 0...1) }) { layer.opacity = $0 }
        read("hidden", { $0.bool() }) { layer.isHidden = $0 }
        read("backgroundColor", { $0.color() }) { layer.backgroundColor = $0 }
        if type == "shape" {
            var shape = ShapeContent(fillColor: nil, strokeColor: .black)
            if let r = keys["path"] {
                if let text = r.string() {
                    do { shape.path = try SVGPathParser.parse(text) } catch {
                        r.report("bad path data at \(error.description)", fix: "write SVG path data, such as \"M 0 0 L 100 50\"")
                        ok = false
                    }
                } else { ok = false }
            } else {
                reader.report("a shape layer needs a 'path'", fix: "add `path: \"M 0 0 L 100 100\"` (SVG path data)")
                ok = false
            }
            read("strokeColor", { $0.optionalColor() }) { shape.strokeColor = $0 }
            read("fillColor", { $0.optionalColor() }) { shape.fillColor = $0 }
            read("lineWidth", { $0.number(in: 0...10_000) }) { shape.lineWidth = $0 }
            read("strokeStart", { $0.number(in: 0...1) }) { shape.strokeStart = $0 }
            read("strokeEnd", { $0.number(in: 0...1) }) { shape.strokeEnd = $0 }
            layer.content = .shape(shape)
        } else {
            for key in shapeOnlyKeys {
                keys[key]?.report("'\(key)' applies to shape layers only", fix: "add `type: shape` or remove '\(key)'")
                if keys[key] != nil { ok = false }
            }
        }
        read("sublayers", decodeLayers) { layer.sublayers = $0 }
        read("animations", { r in decodeAnimations(r, for: layer) }) { layer.animations = $0 }
        return ok ? layer : nil
    }

    private static func decodeAnimations(_ reader: NodeReader, for layer: Layer) -> [Animation<PropertyValue>]? {
        guard let items = reader.sequence() else { return nil }
        let animations = items.map { AnimationDecoder.decode($0, for: layer) }
        return animations.allSatisfy { $0 != nil } ? animations.map { $0! } : nil
    }
}
