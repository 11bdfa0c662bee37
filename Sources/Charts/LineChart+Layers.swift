import Animation
import Foundation
import Scene

extension LineChart {
    /// The chart as one container layer: axes with arrows and ticks, dashed grid lines, labels,
    /// then per series one shape per segment, one shape with every inflexion circle and the point
    /// labels. Every segment and the circles draw on together over `drawOnDuration`.
    ///
    /// With `states`, the line moves between them (see `states`).
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        if let states { return try LineStatesPlan(chart: self, states: states, measuring: measurer).layer() }
        try validate()
        return try measuringYLabels(measurer).drawn(measurer)
    }

    /// The chart's layer once its y labels are measured.
    private func drawn(_ measurer: some TextMeasuring) throws -> Layer {
        let layout = self.layout
        let rows = placedYLabels
        var sublayers: [Layer] = []
        if showGridLines, !rows.isEmpty {
            let grid = ChartLines(color: gridColor, lineWidth: 0.5, dashPattern: [6, 5], lineCap: .round)
            sublayers.append(grid.horizontal(at: rows.map(\.y), from: layout.yAxisX, to: size.width - margin + 5))
        }
        if showAxes { sublayers.append(axes(layout, rows: rows)) }
        let (labelLayers, labelBoxes) = try labels(layout, rows: rows, measurer)
        sublayers += labelLayers
        let pointLabels = try series.indices.map { try self.pointLabels(ofSeries: $0, measurer) }
        let selection = PointLabelSelection(
            pointLabels.enumerated().flatMap { series, labels in
                labels.enumerated().map { PointLabelSelection.Candidate(series: series, point: $0, boxes: $1.map(\.ink)) }
            },
            values: series.map(\.values), occupied: labelBoxes)
        for index in series.indices {
            sublayers += seriesLayers(index)
            sublayers += pointLabels[index].enumerated().compactMap { point, sides in selection.kept[[index, point]].map { sides[$0].layer } }
        }
        var chart = container(id: "line-chart", background: backgroundColor, sublayers: sublayers)
        chart.chart = ChartInfo(kind: Self.chartName, scale: pointAxis(rows))
        return chart
    }

    /// The value axis the points sit on, for `reel layout --check`: with `dataRange`, the data's
    /// minimum and maximum where the points put them (its labels are drawn apart, not a
    /// scale); else the lowest and highest labels' numbers at their y, when they are plain
    /// numbers, or the scale's ends, which the tick labels are written from.
    private func pointAxis(_ rows: [(text: String, y: Double)]) -> ValueAxis? {
        if yScale == .dataRange {
            let range = valueRange
            guard range.min < range.max else { return nil }
            let ends = layout.points(for: [range.min, range.max], minimum: range.min, maximum: range.max)
            return ValueAxis(axis: .y, lowerValue: range.min, lowerCoordinate: ends[0].y, upperValue: range.max, upperCoordinate: ends[1].y)
        }
        let numbers = rows.map { Double($0.text.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: .whitespaces)) }
        if rows.count >= 2, numbers.allSatisfy({ $0 != nil }), let first = numbers.first!, let last = numbers.last!, first != last {
            return ValueAxis(axis: .y, lowerValue: first, lowerCoordinate: rows[0].y, upperValue: last, upperCoordinate: rows[rows.count - 1].y)
        }
        guard yScale == .axis else { return nil }
        let scale = valueScale, layout = self.layout
        return ValueAxis(axis: .y, lowerValue: scale.lower, lowerCoordinate: layout.y(of: scale.lower, on: scale),
                         upperValue: scale.upper, upperCoordinate: layout.y(of: scale.upper, on: scale))
    }

    private func axes(_ layout: LineChartLayout, rows: [(text: String, y: Double)]) -> Layer {
        ChartAxes(
            corner: Point(x: layout.yAxisX, y: layout.xAxisY), top: 0, end: layout.xAxisEnd,
            xTicks: xLabels.indices.map(slotX), yTicks: rows.map(\.y),
            style: ChartLines(color: axisColor)
        ).layer()
    }

    /// The axis labels' layers, and the boxes their texts take.
    private func labels(_ layout: LineChartLayout, rows: [(text: String, y: Double)], _ measurer: some TextMeasuring) throws -> ([Layer], [Rect]) {
        var result: [Layer] = [], boxes: [Rect] = []
        for (index, (text, y)) in rows.enumerated() {
            let measured = try measurer.size(of: text, font: labelFont)
            // Right-aligned at 90 % of the left margin, which is made for the widest label: the
            // box reaches a point further left, so that the widest is not shortened for being a
            // hair wider there than where it was measured.
            let right = layout.leftMargin * 0.9
            let box = Size(width: right + 1, height: max(measured.height, 1))
            // Inside the frame, shortened with an ellipsis when wider than the room left of the axis.
            let y = min(max(y, box.height / 2), size.height - box.height / 2)
            result.append(PlacedLabel(text: text, size: box, center: Point(x: right - box.width / 2, y: y))
                .layer(font: labelFont, color: labelColor, alignment: .right, truncation: .end, id: "y-label-\(index)"))
            let width = min(measured.width, box.width)
            boxes.append(Rect(x: right - width, y: y - box.height / 2, width: width, height: box.height))
        }
        // Every slot keeps its label while they fit side by side, shortened to its share while
        // that leaves about four characters of each (as a bar chart's upright names); in a
        // narrower frame only every n-th does, so that labels never run into each other.
        let sizes = try xLabels.map { try measurer.size(of: $0, font: labelFont) }
        let widest = sizes.map(\.width).max() ?? 0, tallest = sizes.map(\.height).max() ?? 0
        var every = max(1, Int((widest * 1.1 / max(layout.xLabelWidth, 1e-9)).rounded(.up)))
        if every > 1, layout.xLabelWidth * 0.95 >= 2.5 * tallest { every = 1 }
        // Each its share of the width, centred under its point (`dataRange`: where the seed chart puts
        // it), kept right of the axis and inside the frame, shortened with an ellipsis when the
        // text is longer.
        let written = Array(stride(from: 0, to: xLabels.count, by: every))
        let half = layout.xLabelWidth * Double(every) * (yScale == .dataRange ? 1 : 0.95) / 2
        let spans = layout.xLabelSpans(centers: written.map(slotX), textWidths: written.map { sizes[$0].width }, half: half,
            width: size.width, gap: tallest / 4)
        for (index, span) in zip(written, spans) {
            let text = xLabels[index], measured = sizes[index]
            let height = max(measured.height, 1)
            let label = PlacedLabel(
                text: text, size: Size(width: span.width, height: height), center: Point(x: span.center, y: layout.xAxisY + 4 + height / 2))
            result.append(label.layer(font: labelFont, color: labelColor, alignment: .center, truncation: .end, id: "x-label-\(index)"))
            let width = min(measured.width, span.width)
            boxes.append(Rect(x: span.center - width / 2, y: label.center.y - height / 2, width: width, height: height))
        }
        return (result, boxes)
    }

    private func seriesLayers(_ index: Int) -> [Layer] {
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
        // The points as marks: empty layers at each point, carrying the data for `reel layout`.
        for (i, p) in points.enumerated() {
            var anchor = Layer(id: "point-\(index)-\(i)", position: p)
            anchor.mark = ChartMark(name: i < xLabels.count ? xLabels[i] : String(i + 1), value: line.values[i], role: .point)
            result.append(anchor)
        }
        return result
    }

    /// A series' point labels, when it shows them: for each point the label on the side it
    /// belongs, then on the other, each as its layer and the box its text takes.
    private func pointLabels(ofSeries index: Int, _ measurer: some TextMeasuring) throws -> [[(layer: Layer, ink: Rect)]] {
        let line = series[index]
        guard line.showPointLabels else { return [] }
        let points = points(ofSeries: index)
        // `validate()` has checked the format.
        let format = (try? NumberFormat(line.pointLabelFormat)).map(ChartNumberFormat.printf) ?? .automatic
        let (font, height, clearance) = line.pointLabelStyle(frameScale: frameScale)
        let yAxisX = layout.yAxisX
        return try points.indices.map { i in
            let text = format.labelString(for: line.values[i])
            let measured = try measurer.size(of: text, font: font)
            return PointLabelSelection.places(points, at: i, textWidth: measured.width, clearance: clearance, height: height, frame: size, yAxisX: yAxisX)
                .map { center in
                    let label = PlacedLabel(text: text, size: Size(width: max(line.inflexionPointWidth, 6) * 8 * frameScale, height: height), center: center)
                    let ink = Rect(x: center.x - measured.width / 2, y: center.y - measured.height / 2, width: measured.width, height: measured.height)
                    return (label.layer(font: font, color: line.pointLabelColor, alignment: .center, id: "series-\(index)-label-\(i)"), ink)
                }
        }
    }
}
