import Foundation
import Scene

extension LayoutTree {
    /// Overlaps and overhangs smaller than this (points, each way) are antialiasing, not problems.
    public static let overlapTolerance = 0.5

    /// Every layout problem at this time: visible texts whose ink boxes intersect, or whose ink is
    /// outside the canvas (unless faint, `faintOpacity`), texts too close in colour to what is
    /// behind them, chart marks off their chart's scale. `colorKeys` (by chart kind, then layer
    /// id: `ChartType.colorKeysByKind`) names the keys that set a chart's colours in a
    /// low-contrast fix.
    public func problems(colorKeys: [String: [String: String]] = [:]) -> [LayoutProblem] {
        textOverlaps() + textsOutsideFrame() + marksOutsideFrame() + lowContrastTexts(colorKeys: colorKeys) + marksOffAxis()
    }

    /// Visible texts (with ink) in drawing order.
    var visibleTexts: [LayoutNode] {
        nodes.filter { $0.isVisible && $0.inkBox != nil && $0.kind == "text" }
    }

    /// Texts composited at less than this opacity are not read, so they overlap nothing and
    /// stick out of nothing: the last steps of a fade, such as a race's old tick labels closing
    /// up as the axis rescales, or a label a keyframe has only just begun to fade in.
    public static let faintOpacity = 0.1

    func textOverlaps() -> [LayoutProblem] {
        let eps = Self.overlapTolerance
        let texts = visibleTexts.filter { $0.opacity >= Self.faintOpacity }.sorted { $0.inkBox!.minX < $1.inkBox!.minX }
        var result: [LayoutProblem] = []
        for i in texts.indices {
            let a = texts[i].inkBox!
            var j = i + 1
            while j < texts.count, texts[j].inkBox!.minX < a.maxX - eps {
                let b = texts[j].inkBox!
                var w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                // Turned texts are compared by their turned ink boxes: two labels at 45° side by
                // side have overlapping upright boxes while their glyphs stay apart.
                if w > eps, h > eps, texts[i].inkCorners != nil || texts[j].inkCorners != nil {
                    let shared = texts[i].inkOutline.intersection(with: texts[j].inkOutline)
                    if let shared, shared.thinnestWidth > eps {
                        (w, h) = (shared.boundingBox.width, shared.boundingBox.height)
                    } else {
                        w = 0
                    }
                }
                if w > eps, h > eps {
                    result.append(LayoutProblem(
                        kind: .textOverlap, paths: [texts[i].path, texts[j].path],
                        message: "\(texts[i].described) and \(texts[j].described) overlap by \(w.pt)×\(h.pt) pt",
                        time: time))
                }
                j += 1
            }
        }
        return result
    }

    func textsOutsideFrame() -> [LayoutProblem] {
        visibleTexts.filter { $0.opacity >= Self.faintOpacity }.compactMap { node in
            outsideFrame(node.inkBox!, path: node.path, described: node.described)
        }
    }

    /// An `outside-frame` problem when `box` reaches more than the tolerance past the canvas's
    /// edge, saying how far past which edges.
    private func outsideFrame(_ box: Rect, path: String, described: String) -> LayoutProblem? {
        let over = [
            ("left", -box.minX), ("top", -box.minY), ("right", box.maxX - size.width), ("bottom", box.maxY - size.height),
        ].filter { $0.1 > Self.overlapTolerance }
        guard !over.isEmpty else { return nil }
        let sides = over.map { "\($0.1.pt) pt past the \($0.0) edge" }.joined(separator: ", ")
        return LayoutProblem(kind: .outsideFrame, paths: [path],
            message: "\(described) is outside the \(size.width.formattedValue)×\(size.height.formattedValue) frame: \(sides)", time: time)
    }

    /// Visible chart marks (a bar, a point, a bubble, a slice) whose extent (`markBox`: a bar's
    /// centre line when it is drawn as a stroke, a point's place) reaches past the canvas's edge:
    /// the chart crops its own data. Faint ones (fading in or out) stick out of nothing.
    func marksOutsideFrame() -> [LayoutProblem] {
        nodes.compactMap { node in
            guard let mark = node.mark, let box = node.markBox, !node.isHidden, node.opacity >= Self.faintOpacity else { return nil }
            return outsideFrame(box, path: node.path, described: "\(node.path) \(mark.role.rawValue) \"\(mark.name.echoed)\"")
        }
    }

    func marksOffAxis() -> [LayoutProblem] {
        var charts: [String: ChartInfo] = [:]
        for node in nodes { if let chart = node.chart { charts[node.path] = chart } }
        return bubblesOffAxis(charts) + nodes.compactMap { node in
            guard !node.isHidden, node.opacity > 0,
                let mark = node.mark, let chartPath = node.chartPath, let geometry = node.markGeometry,
                let scale = charts[chartPath]?.scale?.at(time), let value = mark.value(at: time),
                mark.keyframes.isEmpty ? !node.isMoving : true,
                let expected = scale.coordinate(for: value)
            else { return nil }
            let low = scale.axis == .x ? geometry.minX : geometry.minY
            let high = scale.axis == .x ? geometry.maxX : geometry.maxY
            let actual: Double
            switch mark.role {
            case .bar:
                let base = scale.baselineCoordinate
                actual = abs(low - base) > abs(high - base) ? low : high
            case .point: actual = (low + high) / 2
            case .slice, .bubble: return nil
            }
            let tolerance = max(1, abs(scale.upperCoordinate - scale.lowerCoordinate) * 0.002)
            guard abs(actual - expected) > tolerance else { return nil }
            return LayoutProblem(kind: .offAxis, paths: [node.path, chartPath],
                message: "\(mark.role.rawValue) \"\(mark.name.echoed)\" = \(value.formattedValue) is at \(scale.axis.rawValue) = \(actual.pt), "
                    + "but its chart's scale puts \(value.formattedValue) at \(expected.pt)", time: time)
        }
    }
}

extension LayoutTree {
    /// Bubbles whose centre is not where their chart's two scales put their data x and y, or
    /// whose area is not their value's (`ChartInfo.areaPerValue`), at a time a keyframe gives.
    func bubblesOffAxis(_ charts: [String: ChartInfo]) -> [LayoutProblem] {
        nodes.flatMap { node -> [LayoutProblem] in
            guard !node.isHidden, node.opacity > 0, let mark = node.mark, mark.role == .bubble,
                let chartPath = node.chartPath, let chart = charts[chartPath], let geometry = node.markGeometry,
                let shown = mark.keyframe(at: time), mark.keyframes.isEmpty ? !node.isMoving : true
            else { return [] }
            var problems: [LayoutProblem] = []
            for scale in chart.scales.compactMap({ $0.at(time) }) {
                let along = scale.axis == .x ? shown.x : shown.y
                guard let along, let expected = scale.coordinate(for: along) else { continue }
                let actual = scale.axis == .x ? geometry.minX + geometry.width / 2 : geometry.minY + geometry.height / 2
                let tolerance = max(1, abs(scale.upperCoordinate - scale.lowerCoordinate) * 0.002)
                guard abs(actual - expected) > tolerance else { continue }
                problems.append(LayoutProblem(kind: .offAxis, paths: [node.path, chartPath],
                    message: "bubble \"\(mark.name.echoed)\" at \(scale.axis.rawValue) = \(along.formattedValue) is centred at \(actual.pt), "
                        + "but its chart's \(scale.axis.rawValue) scale puts \(along.formattedValue) at \(expected.pt)", time: time))
            }
            if let perValue = chart.areaPerValue {
                // A disc's area from its box; a radius within half a point is antialiasing.
                let radius = (geometry.width + geometry.height) / 4
                let proportional = (max(shown.value, 0) * perValue / Double.pi).squareRoot()
                let expected = shown.value > 0 ? max(proportional, chart.smallestRadius ?? 0) : 0
                if abs(radius - expected) > max(0.5, expected * 0.01) {
                    problems.append(LayoutProblem(kind: .offAxis, paths: [node.path, chartPath],
                        message: "bubble \"\(mark.name.echoed)\" = \(shown.value.formattedValue) has a radius of \(radius.pt), "
                            + "but its chart's area per value makes it \(expected.pt)", time: time))
                }
            }
            return problems
        }
    }
}

extension LayoutNode {
    /// A text's ink as a polygon: its turned ink box cut to its clips (the ink box), or the
    /// ink box itself when the text is upright.
    var inkOutline: ConvexOutline {
        let box = ConvexOutline(inkBox ?? Rect(x: 0, y: 0, width: 0, height: 0))
        guard let inkCorners else { return box }
        return ConvexOutline(corners: inkCorners).intersection(with: box) ?? box
    }

    /// The node for a message: its path and, for a text, its string.
    var described: String {
        guard let text else { return path }
        return "\(path) \"\(text.echoed)\""
    }
}

extension Double {
    /// Points in messages: one decimal.
    var pt: String { String(format: "%.1f", self) }
    /// A data value in messages.
    var formattedValue: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(format: "%g", self)
    }
}
