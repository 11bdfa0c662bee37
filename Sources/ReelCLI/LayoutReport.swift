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

    static func json(_ node: LayoutNode) -> JSONValue {
        var entries: [(String, JSONValue)] = [("path", .string(node.path))]
        if let id = node.id { entries.append(("id", .string(id))) }
        entries += [
            ("kind", .string(node.kind)), ("depth", .number(Double(node.depth))), ("box", json(node.box)),
            ("opacity", .number(rounded(node.opacity))), ("hidden", .bool(node.isHidden)), ("visible", .bool(node.isVisible)),
        ]
        if let text = node.text {
            entries.append(("text", .string(text)))
            entries.append(("inkBox", json(node.inkBox)))
        }
        if let mark = node.mark {
            var fields: [(String, JSONValue)] = [("name", .string(mark.name)), ("value", number(mark.value)), ("role", .string(mark.role.rawValue))]
            if let x = mark.x { fields.append(("x", number(x))) }
            if let y = mark.y { fields.append(("y", number(y))) }
            fields.append(("geometry", json(node.markGeometry)))
            entries.append(("mark", .object(fields)))
        }
        if let chart = node.chart {
            var info: [(String, JSONValue)] = [("kind", .string(chart.kind))]
            if let scale = chart.scale { info.append(("scale", json(scale))) }
            if let scale = chart.crossScale { info.append(("crossScale", json(scale))) }
            if let area = chart.areaPerValue { info.append(("areaPerValue", number(area))) }
            if !chart.periods.isEmpty {
                info.append(("periods", .array(chart.periods.map { .object([("name", .string($0.name)), ("time", .number($0.time))]) })))
            }
            entries.append(("chart", .object(info)))
        }
        if let chartPath = node.chartPath { entries.append(("chartPath", .string(chartPath))) }
        if node.isMoving { entries.append(("moving", .bool(true))) }
        return .object(entries)
    }

    static func json(_ scale: ValueAxis) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("axis", .string(scale.axis.rawValue)),
            ("lowerValue", number(scale.lowerValue)), ("lowerCoordinate", .number(rounded(scale.lowerCoordinate))),
            ("upperValue", number(scale.upperValue)), ("upperCoordinate", .number(rounded(scale.upperCoordinate))),
        ]
        if scale.isLogarithmic { fields.append(("logarithmic", .bool(true))) }
        return .object(fields)
    }

    static func json(_ tree: LayoutTree) -> JSONValue {
        .object([
            ("time", .number(tree.time)), ("width", .number(tree.size.width)), ("height", .number(tree.size.height)),
            ("layers", .array(tree.nodes.map(json))),
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
                if let ink = node.inkBox { line += " ink \(text(ink))" }
            }
            if let mark = node.mark {
                line += " \(mark.role.rawValue) \"\(mark.name.echoed)\" = \(mark.value.plainText)"
                if let x = mark.x, let y = mark.y { line += " at (\(x.plainText), \(y.plainText))" }
            }
            if let chart = node.chart {
                line += " chart \(chart.kind)"
                for scale in chart.scales {
                    line += " (\(scale.axis.rawValue)\(scale.isLogarithmic ? " log" : ""): \(scale.lowerValue.plainText) at \(rounded(scale.lowerCoordinate).plainText), "
                        + "\(scale.upperValue.plainText) at \(rounded(scale.upperCoordinate).plainText))"
                }
            }
            if node.isMoving { line += " moving" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    static func text(_ problem: LayoutProblem) -> String {
        "t = \(problem.time.formattedSeconds): \(problem.kind.rawValue): \(problem.message)"
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
        for time in times { result += try renderer.layoutTree(of: scene, at: time).problems() }
        return result
    }
}
