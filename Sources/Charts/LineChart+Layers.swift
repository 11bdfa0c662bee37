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
        let rows = placedYLabels
        var sublayers: [Layer] = []
        if showGridLines, !rows.isEmpty {
            let grid = ChartLines(color: gridColor, lineWidth: 0.5, dashPattern: [6, 5], lineCap: .round)
            sublayers.append(grid.horizontal(at: rows.map(\.y), from: layout.yAxisX, to: size.width - margin + 5))
        }
        if showAxes { sublayers.append(axes(layout, rows: rows)) }
        sublayers += try labels(layout, rows: rows, measurer)
        for index in series.indices {
            sublayers += try seriesLayers(index, layout, measurer)
        }
        return container(id: "line-chart", background: backgroundColor, sublayers: sublayers)
    }

    private func axes(_ layout: LineChartLayout, rows: [(text: String, y: Double)]) -> Layer {
        ChartAxes(
            corner: Point(x: layout.yAxisX, y: layout.xAxisY), top: 0, end: layout.xAxisEnd,
            xTicks: xLabels.indices.map(slotX), yTicks: rows.map(\.y),
            style: ChartLines(color: axisColor)
        ).layer()
    }

    private func labels(_ layout: LineChartLayout, rows: [(text: String, y: Double)], _ measurer: some TextMeasuring) throws -> [Layer] {
        var result: [Layer] = []
        for (index, (text, y)) in rows.enumerated() {
            let box = Size(width: margin * 0.9, height: max(try measurer.size(of: text, font: labelFont).height, 1))
            result.append(PlacedLabel(text: text, size: box, center: Point(x: box.width / 2, y: y))
                .layer(font: labelFont, color: labelColor, alignment: .right, id: "y-label-\(index)"))
        }
        for (index, text) in xLabels.enumerated() {
            let height = max(try measurer.size(of: text, font: labelFont).height, 1)
            let box = Size(width: layout.xLabelWidth, height: height)
            result.append(PlacedLabel(
                text: text, size: box, center: Point(x: slotX(index), y: layout.xAxisY + 4 + height / 2)
            ).layer(font: labelFont, color: labelColor, alignment: .center, id: "x-label-\(index)"))
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
            let format = (try? NumberFormat(line.pointLabelFormat)).map(ChartNumberFormat.printf) ?? .automatic
            let font = line.pointLabelFont
            for (i, p) in points.enumerated() {
                result.append(PlacedLabel(
                    text: format.string(for: line.values[i]), size: Size(width: line.inflexionPointWidth * 8, height: font.size * 1.1),
                    center: Point(x: p.x, y: p.y - font.size)
                ).layer(font: font, color: line.pointLabelColor, alignment: .center, id: "series-\(index)-label-\(i)"))
            }
        }
        return result
    }
}
