import Animation
import Foundation
import Render
import Scene

/// What the page's inspector shows of one layer at one time: where it paints (from the layout
/// tree, as `reel layout` reports it) and its properties evaluated at that time, each animated
/// one with the animation driving it.
struct LayerInspection: Encodable, Sendable {
    var path: String
    var id: String?
    var name: String
    var kind: String
    var time: Double
    /// Its painted box in scene coordinates, or `nil` when it paints nothing.
    var box: Box?
    var isVisible: Bool
    var text: String?
    /// A chart mark's role, category and value: `bar “May” 95`.
    var mark: String?
    var properties: [Property]
    /// Where the layer is written, as `file:line:column` (the file relative to the scene's
    /// folder when it is inside it); a chart's bar is written where its chart is.
    var source: String?
    /// Whether `source` can open in the editor: an editor is configured and the file is inside
    /// the scene's folder.
    var canOpen: Bool

    struct Box: Encodable, Sendable {
        var x: Double, y: Double, width: Double, height: Double
    }

    struct Property: Encodable, Sendable {
        var name: String
        var value: String
        /// The animation setting it at this time (`keyframe 0–2 s`), or `nil` when it is not animated now.
        var animation: String?
    }

    /// The inspection of the layer at `path` in `scene` at `time`, with its node of `tree`;
    /// `nil` when the scene has no layer at that path. Sources are named relative to `folder`.
    // Swift 6.3.1's optimizer crashes on this initializer in release builds (CopyPropagation:
    // "Found ownership error" on the switch over the layer's content); it is not hot.
    @_optimize(none)
    init?(scene: Scene, path: String, time: Double, tree: LayoutTree, folder: SceneFolder, editor: EditorCommand?) {
        guard let model = Self.layer(at: path, in: scene.layers) else { return nil }
        let node = tree.node(path: path)
        let presented = model.presented(at: time)
        let kind = model.content.kind?.rawValue ?? "layer"
        self.path = path
        id = model.id
        name = model.id ?? "\(kind) \(path.split(separator: ".").last.map(String.init) ?? path)"
        self.kind = kind
        self.time = time
        let place = model.origin.layer
        source = place.map { folder.displayName(of: $0) }
        canOpen = editor != nil && place.flatMap { folder.fileInside($0.file) } != nil
        box = node?.box.map { Box(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
        isVisible = node?.isVisible ?? false
        text = node?.text
        mark = model.mark.map { "\($0.role) “\($0.name)” \(Self.format($0.value))" }
        var drivers: [String: String] = [:]
        for animation in model.animations { Self.collectDrivers(animation, at: time, offset: 0, into: &drivers) }
        let type = LayerType.builtIn.first { $0.contentKind == model.content.kind } ?? .plain
        // Top-level properties only (`position`, not `position.x`); an animation of a part marks its whole.
        for (keyPath, driver) in drivers where keyPath.contains(".") {
            let root = String(keyPath.prefix { $0 != "." })
            drivers[root] = drivers[root].map { $0 + "; " + keyPath + ": " + driver } ?? keyPath + ": " + driver
        }
        properties = (LayerType.common + type.properties).filter { !$0.name.contains(".") }.compactMap { property in
            let value: String
            if let animation = property.animation {
                value = Self.text(of: animation.get(presented))
            } else if let plain = Self.plainText(of: property.value(in: presented)) {
                value = plain
            } else {
                return nil
            }
            return Property(name: property.name, value: value, animation: drivers[property.name])
        }
    }

    /// The layer at a `reel layout` path (`layers[2].sublayers[0]`) in `layers`.
    static func layer(at path: String, in layers: [Layer]) -> Layer? {
        var current: Layer?
        var siblings = layers
        for (index, component) in path.split(separator: ".").enumerated() {
            let expected = index == 0 ? "layers" : "sublayers"
            guard component.hasPrefix(expected + "["), component.hasSuffix("]"),
                let position = Int(component.dropFirst(expected.count + 1).dropLast()),
                siblings.indices.contains(position)
            else { return nil }
            current = siblings[position]
            siblings = siblings[position].sublayers
        }
        return current
    }

    /// Records, per key path, the animation that sets it at `time` (the last one wins, as in evaluation).
    private static func collectDrivers(
        _ animation: Animation<PropertyValue>, at time: Double, offset: Double, into drivers: inout [String: String]
    ) {
        let timing = animation.timing
        guard timing.state(at: time - offset) != nil else { return }
        let begin = offset + timing.beginTime
        let end = offset + timing.endTime
        var range = end.isFinite ? "\(format(begin))–\(format(end)) s" : "from \(format(begin)) s, forever"
        if time >= end { range += ", held" } else if time < begin { range += ", held before" }
        switch animation {
        case .basic(let basic): drivers[basic.keyPath] = "basic \(range)"
        case .keyframe(let keyframe): drivers[keyframe.keyPath] = "keyframe (\(keyframe.values.count) values) \(range)"
        case .spring(let spring): drivers[spring.keyPath] = "spring \(range)"
        case .computed(let computed): drivers[computed.keyPath] = "keyframe (\(computed.keyframes.values.count) values) \(range)"
        case .group(let group):
            // Children run in the group's local time; report them against the scene's clock.
            guard let local = group.localTime(at: time - offset) else { return }
            for child in group.animations { collectDrivers(child, at: local + begin, offset: begin, into: &drivers) }
        }
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func text(of value: PropertyValue) -> String {
        switch value {
        case .number(let n): return format(n)
        case .point(let p): return "(\(format(p.x)), \(format(p.y)))"
        case .size(let s): return "\(format(s.width)) × \(format(s.height))"
        case .rect(let r): return "(\(format(r.minX)), \(format(r.minY))) \(format(r.width)) × \(format(r.height))"
        case .color(let c): return colorText(c)
        case .transform(let t):
            return t.isIdentity ? "identity"
                : "[\(format(t.a)) \(format(t.b)) \(format(t.c)) \(format(t.d)) \(format(t.tx)) \(format(t.ty))]"
        case .numbers(let values): return values.map(format).joined(separator: ", ")
        case .colors(let colors): return colors.map(colorText).joined(separator: ", ")
        case .path(let path): return path.isEmpty ? "empty path" : "path of \(path.elements.count) elements"
        }
    }

    static func colorText(_ color: Color) -> String {
        let byte = { (v: Double) in String(format: "%02x", Int((min(max(v, 0), 1) * 255).rounded())) }
        let hex = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
        return color.alpha >= 1 ? hex : hex + " @ \(format(color.alpha))"
    }

    /// A non-animated property's value when it reads as a short text (flags, names, choices).
    static func plainText(of value: any ModelValue) -> String? {
        switch value {
        case let flag as Bool: return String(flag)
        case let string as String: return string
        case let number as Double: return format(number)
        case let number as Int: return String(number)
        case let choice as any RawRepresentable<String>: return choice.rawValue
        default: return nil
        }
    }

    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
