import Foundation
import Reel

/// How `reel layout` and `reel validate --layout` write layout trees and problems, as text and
/// as JSON (documented in docs/layout.md).
enum LayoutReport {
    static func json(_ rect: Rect?) -> JSONValue {
        guard let rect else { return .null }
        return .object([("x", .number(rounded(rect.minX))), ("y", .number(rounded(rect.minY))),
                        ("width", .number(rounded(rect.width))), ("height", .number(rounded(rect.height)))])
    }

    /// A node at `time`, the time of its tree: what a chart mark and a chart's scale show then.
    static func json(_ node: LayoutNode, at time: Double) -> JSONValue {
        var entries: [(String, JSONValue)] = [("path", .string(node.path))]
        if let id = node.id { entries.append(("id", .string(id))) }
        entries += [
            ("kind", .string(node.kind)), ("depth", .number(Double(node.depth))), ("box", json(node.box)),
            ("opacity", .number(rounded(node.opacity))), ("hidden", .bool(node.isHidden)), ("visible", .bool(node.isVisible)),
        ]
        if let text = node.text {
            entries.append(("text", .string(text)))
            if let shown = node.shownText { entries.append(("shownText", .string(shown))) }
            entries.append(("inkBox", json(node.inkBox)))
            if let corners = node.inkCorners {
                entries.append(("inkCorners", .array(corners.map { .array([.number(rounded($0.x)), .number(rounded($0.y))]) })))
            }
        }
        if let mark = node.mark {
            var fields: [(String, JSONValue)] = [("name", .string(mark.name))]
            if let shown = node.shownMark(at: time) {
                fields.append(("value", number(shown.value)))
                if let x = shown.x { fields.append(("x", number(x))) }
                if let y = shown.y { fields.append(("y", number(y))) }
            } else {
                // Moving: the values it moves between, not one it does not show.
                let (before, after) = mark.keyframes(around: time)
                fields.append(("value", .null))
                if let before { fields.append(("from", json(before))) }
                if let after { fields.append(("to", json(after))) }
            }
            fields += [("role", .string(mark.role.rawValue)), ("geometry", json(node.markGeometry))]
            entries.append(("mark", .object(fields)))
        }
        if let chart = node.chart {
            var info: [(String, JSONValue)] = [("kind", .string(chart.kind))]
            if let scale = chart.scale { info.append(("scale", json(scale, at: time))) }
            if let scale = chart.crossScale { info.append(("crossScale", json(scale, at: time))) }
            if let area = chart.areaPerValue { info.append(("areaPerValue", number(area))) }
            if let radius = chart.smallestRadius { info.append(("smallestRadius", number(radius))) }
            if !chart.periods.isEmpty {
                info.append(("periods", .array(chart.periods.map { .object([("name", .string($0.name)), ("time", .number($0.time))]) })))
            }
            entries.append(("chart", .object(info)))
        }
        if let chartPath = node.chartPath { entries.append(("chartPath", .string(chartPath))) }
        if node.isMoving { entries.append(("moving", .bool(true))) }
        return .object(entries)
    }

    static func json(_ keyframe: ChartMark.Keyframe) -> JSONValue {
        var fields: [(String, JSONValue)] = [("time", .number(keyframe.time)), ("value", number(keyframe.value))]
        if let x = keyframe.x { fields.append(("x", number(x))) }
        if let y = keyframe.y { fields.append(("y", number(y))) }
        return .object(fields)
    }

    /// A scale at `time`; while it rescales between two keyframes, its values are `null` and
    /// the keyframes it moves between are `from` and `to`.
    static func json(_ axis: ValueAxis, at time: Double) -> JSONValue {
        let scale = axis.at(time)
        var fields: [(String, JSONValue)] = [
            ("axis", .string(axis.axis.rawValue)),
            ("lowerValue", scale.map { number($0.lowerValue) } ?? .null), ("lowerCoordinate", .number(rounded(axis.lowerCoordinate))),
            ("upperValue", scale.map { number($0.upperValue) } ?? .null), ("upperCoordinate", .number(rounded(axis.upperCoordinate))),
        ]
        if axis.isLogarithmic { fields.append(("logarithmic", .bool(true))) }
        if scale == nil {
            let (before, after) = axis.keyframes(around: time)
            if let before { fields.append(("from", json(before, of: axis))) }
            if let after { fields.append(("to", json(after, of: axis))) }
        }
        return .object(fields)
    }

    static func json(_ keyframe: ValueAxis.Keyframe, of axis: ValueAxis) -> JSONValue {
        .object([("time", .number(keyframe.time)), ("lowerValue", number(keyframe.lowerValue ?? axis.lowerValue)),
                 ("upperValue", number(keyframe.upperValue))])
    }

    static func json(_ tree: LayoutTree) -> JSONValue {
        .object([
            ("time", .number(tree.time)), ("width", .number(tree.size.width)), ("height", .number(tree.size.height)),
            ("layers", .array(tree.nodes.map { json($0, at: tree.time) })),
        ])
    }

    static func json(_ problem: LayoutProblem) -> JSONValue {
        .object([
            ("kind", .string(problem.kind.rawValue)), ("time", .number(problem.time)),
            ("paths", .array(problem.paths.map(JSONValue.string))), ("message", .string(problem.message)),
        ])
    }

    static func text(_ tree: LayoutTree) -> String {
        var lines = ["t = \(tree.time.formattedSeconds), \(tree.size.width.plainText)×\(tree.size.height.plainText)"]
        for node in tree.nodes {
            var line = String(repeating: "  ", count: node.depth) + node.path
            if let id = node.id { line += " #\(id)" }
            line += " \(node.kind)"
            line += node.box.map { " box \(text($0))" } ?? " (paints nothing)"
            if node.isHidden { line += " hidden" } else if node.opacity < 1 { line += " opacity \(rounded(node.opacity).plainText)" }
            if let string = node.text {
                line += " \"\(string.echoed)\""
                if let shown = node.shownText { line += " shown \"\(shown.echoed)\"" }
                if let ink = node.inkBox { line += " ink \(text(ink))" }
            }
            if let mark = node.mark {
                line += " \(mark.role.rawValue) \"\(mark.name.echoed)\""
                if let shown = node.shownMark(at: tree.time) {
                    line += " = \(text(shown))"
                } else {
                    let (before, after) = mark.keyframes(around: tree.time)
                    let stamped = { (key: ChartMark.Keyframe) in "\(text(key)) (t = \(key.time.formattedSeconds))" }
                    line += " " + between(before.map(stamped), after.map(stamped))
                }
            }
            if let chart = node.chart {
                line += " chart \(chart.kind)"
                for axis in chart.scales { line += " (\(text(axis, at: tree.time)))" }
            }
            if node.isMoving { line += " moving" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    static func text(_ problem: LayoutProblem) -> String {
        "t = \(problem.time.formattedSeconds): \(problem.kind.rawValue): \(problem.message)"
    }

    /// A scale at `time`: its two values and where they map, or, while it rescales, the
    /// values at the keyframes it moves between.
    static func text(_ axis: ValueAxis, at time: Double) -> String {
        let name = axis.axis.rawValue + (axis.isLogarithmic ? " log" : "")
        let lower = rounded(axis.lowerCoordinate).plainText, upper = rounded(axis.upperCoordinate).plainText
        if let scale = axis.at(time) {
            return "\(name): \(scale.lowerValue.plainText) at \(lower), \(scale.upperValue.plainText) at \(upper)"
        }
        let (before, after) = axis.keyframes(around: time)
        let ends = [before, after].map { key in
            key.map { "\(($0.lowerValue ?? axis.lowerValue).plainText)–\($0.upperValue.plainText) (t = \($0.time.formattedSeconds))" }
        }
        return "\(name): \(between(ends[0], ends[1])) at \(lower)–\(upper)"
    }

    /// What something moving between two keyframes shows, either of which may be missing
    /// (before the first, after the last).
    static func between(_ before: String?, _ after: String?) -> String {
        switch (before, after) {
        case let (before?, after?): "between \(before) and \(after)"
        case let (nil, after?): "before \(after)"
        case let (before?, nil): "after \(before)"
        case (nil, nil): "moving"
        }
    }

    /// A mark's value, and a bubble's place, as shown at one time.
    static func text(_ shown: ChartMark.Keyframe) -> String {
        guard let x = shown.x, let y = shown.y else { return shown.value.plainText }
        return "\(shown.value.plainText) at (\(x.plainText), \(y.plainText))"
    }

    static func text(_ rect: Rect) -> String {
        "\(rounded(rect.minX).plainText),\(rounded(rect.minY).plainText) "
            + "\(rounded(rect.width).plainText)×\(rounded(rect.height).plainText)"
    }

    /// Coordinates to 1/100 point: finer is noise from the transforms.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    static func number(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .string(String(value)) }

    /// The problems at every check time of `scene` (see `Scene.checkTimes`).
    static func problems(of scene: Scene, renderer: Renderer, at times: [Double]) throws -> [LayoutProblem] {
        var result: [LayoutProblem] = []
        for time in times { result += try renderer.layoutTree(of: scene, at: time).problems(colorKeys: ChartType.colorKeysByKind) }
        return result
    }
}
