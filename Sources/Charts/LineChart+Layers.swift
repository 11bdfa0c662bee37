import Animation
import Foundation
import Scene

extension LineChart {
    /// The chart as one container layer: axes with arrows and ticks, dashed grid lines, labels,
    /// then per series one shape per segment, one shape with every inflexion circle and the point
    /// labels. Every segment and the circles draw on together over `drawOnDuration`.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        let layout = self.layout
        var sublayers: [Layer] = []
        if showGridLines, !yLabels.isEmpty {
            var grid = Path()
            for index in yLabels.indices {
                let y = layout.yLabelCenter(index)
                grid.move(to: Point(x: layout.yAxisX, y: y))
                grid.addLine(to: Point(x: size.width - margin + 5, y: y))
            }
            var shape = ShapeContent(path: grid, fillColor: nil, strokeColor: gridColor, lineWidth: 0.5)
            shape.lineDashPattern = [6, 5]
            shape.lineCap = .round
            sublayers.append(Layer(id: "grid", content: .shape(shape)))
        }
        if showAxes { sublayers.append(axes(layout)) }
        sublayers += try labels(layout, measurer)
        for index in series.indices {
            sublayers += try seriesLayers(index, layout, measurer)
        }
        return Layer(
            id: "line-chart", bounds: Rect(origin: .zero, size: size), position: origin, anchorPoint: .zero,
            backgroundColor: backgroundColor, sublayers: sublayers)
    }

    private func axes(_ layout: LineChartLayout) -> Layer {
        let x = layout.yAxisX, y = layout.xAxisY, end = layout.xAxisEnd
        var path = Path()
        path.move(to: Point(x: x, y: 0))
        path.addLine(to: Point(x: x, y: y))
        path.addLine(to: Point(x: end, y: y))
        // Arrow heads: 3 either side, 6 long.
        path.move(to: Point(x: x - 3, y: 6))
        path.addLine(to: Point(x: x, y: 0))
        path.addLine(to: Point(x: x + 3, y: 6))
        path.move(to: Point(x: end - 6, y: y - 3))
        path.addLine(to: Point(x: end, y: y))
        path.addLine(to: Point(x: end - 6, y: y + 3))
        for index in xLabels.indices {
            let tick = layout.xLabelCenter(index)
            path.move(to: Point(x: tick, y: y - 2))
            path.addLine(to: Point(x: tick, y: y))
        }
        for index in yLabels.indices {
            let tick = layout.yLabelCenter(index)
            path.move(to: Point(x: x, y: tick))
            path.addLine(to: Point(x: x + 2, y: tick))
        }
        return Layer.stroke(path, color: axisColor, width: 1, id: "axes")
    }

    private func labels(_ layout: LineChartLayout, _ measurer: some TextMeasuring) throws -> [Layer] {
        var result: [Layer] = []
        for (index, text) in yLabels.enumerated() {
            let box = Size(width: margin * 0.9, height: max(try measurer.size(of: text, font: labelFont).height, 1))
            var label = PlacedLabel(text: text, size: box, center: Point(x: box.width / 2, y: layout.yLabelCenter(index)))
                .layer(font: labelFont, color: labelColor, alignment: .right)
            label.id = "y-label-\(index)"
            result.append(label)
        }
        for (index, text) in xLabels.enumerated() {
            let height = max(try measurer.size(of: text, font: labelFont).height, 1)
            let box = Size(width: layout.xLabelWidth, height: height)
            var label = PlacedLabel(
                text: text, size: box, center: Point(x: layout.xLabelCenter(index), y: layout.xAxisY + 4 + height / 2)
            ).layer(font: labelFont, color: labelColor, alignment: .center)
            label.id = "x-label-\(index)"
            result.append(label)
        }
        return result
    }

    private func seriesLayers(_ index: Int, _ layout: LineChartLayout, _ measurer: some TextMeasuring) throws -> [Layer] {
        let line = series[index]
        let points = points(ofSeries: index)
        let drawOn = drawOnDuration > 0
            ? [ChartAnimation.drawOn(begin: beginTime, duration: drawOnDuration, timing: drawOnTiming)] : []
        var result: [Layer] = []
        let inset = line.inflexionPointWidth / 2
        let smooth = showSmoothLines && points.count >= 4
        for (i, pair) in zip(points, points.dropFirst()).enumerated() {
            guard let (a, b) = LineChartLayout.segment(from: pair.0, to: pair.1, inset: inset) else { continue }
            var path: Path
            if smooth {
                path = LineChartLayout.smoothSegment(from: a, to: b)
            } else {
                path = Path()
                path.move(to: a)
                path.addLine(to: b)
            }
            var segment = Layer.stroke(path, color: line.color, width: line.lineWidth, id: "series-\(index)-segment-\(i + 1)")
            segment.animations = drawOn
            result.append(segment)
        }
        if line.inflexionPointWidth > 0, !points.isEmpty {
            var circles = Path()
            for p in points {
                circles.move(to: Point(x: p.x + inset, y: p.y))
                circles.addArc(center: p, radius: inset, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            }
            var layer = Layer.stroke(circles, color: line.color, width: line.lineWidth, id: "series-\(index)-points")
            layer.animations = drawOn
            result.append(layer)
        }
        if line.showPointLabels {
            // `validate()` has checked the format.
            let format = try? NumberFormat(line.pointLabelFormat)
            let font = line.pointLabelFont
            for (i, p) in points.enumerated() {
                let value = line.values[i]
                let text = format?.string(for: value) ?? String(value)
                var label = PlacedLabel(
                    text: text, size: Size(width: line.inflexionPointWidth * 8, height: font.size * 1.1),
                    center: Point(x: p.x, y: p.y - font.size)
                ).layer(font: font, color: line.pointLabelColor, alignment: .center)
                label.id = "series-\(index)-label-\(i)"
                result.append(label)
            }
        }
        return result
    }
}
