import Animation
import Foundation
import Scene

extension AreaChart {
    /// The chart as one container: the fixed background (y labels, dashed lines, bottom line) and
    /// a clipped scrolling area holding the gradient (masked by the area path), the line, the
    /// dots and the x labels, whose `position.x` animates to `−scrollOffset`.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        var sublayers: [Layer] = []
        let k = frameScale
        let padding = plotHeight / Double(max(yLabels.count, 1))
        let rows = yLabels.indices.map { topSpace + Double($0) * padding }
        // The labels' spacing in value, for how many digits tell them apart.
        let step = yLabels.count > 1 ? abs(yLabels[0] - yLabels[1]) : maximum
        let texts = yLabels.map { ChartNumberFormat.automatic.tickString(for: $0, step: step) }
        // The label column is at least as wide as its widest label ("1000 T" is wider than the
        // default column): narrower, the label would run past the frame's left edge.
        let widest = try texts.map { try measurer.size(of: $0, font: labelFont).width }.max() ?? 0
        if widest + 5 * k > yAxisWidth + 0.01 {
            var wider = self
            wider.yAxisWidth = widest + 5 * k
            return try wider.layer(measuring: measurer)
        }
        for (index, text) in texts.enumerated() {
            let box = Size(width: yAxisWidth - 5 * k, height: 18 * k)
            sublayers.append(PlacedLabel(text: text, size: box, center: Point(x: box.width / 2, y: rows[index]))
                .layer(font: labelFont, color: labelColor, alignment: .right, id: "y-label-\(index)"))
        }
        sublayers.append(ChartLines(color: gridColor, lineWidth: k, dashPattern: [6 * k, 5 * k]).horizontal(at: rows, from: yAxisWidth, to: size.width, id: "dashed-lines"))
        sublayers.append(ChartLines(color: gridColor, lineWidth: k).horizontal(at: [size.height - bottomSpace], from: yAxisWidth, to: size.width, id: "bottom-line"))

        var board = Layer(id: "content", bounds: Rect(x: 0, y: 0, width: contentWidth, height: size.height), anchorPoint: .zero,
                          sublayers: try boardLayers(measurer))
        let offset = scrollOffset
        if offset > 0 {
            board.animations = [ChartAnimation.basic(
                \.position.x, from: 0, to: -offset, begin: scrollBeginTime, duration: scrollDuration, timing: scrollTiming)]
        }
        var scroller = Layer(id: "scroll", bounds: Rect(x: 0, y: 0, width: visibleWidth, height: size.height),
                             position: Point(x: yAxisWidth, y: 0), anchorPoint: .zero, sublayers: [board])
        scroller.masksToBounds = true
        sublayers.append(scroller)
        var chart = container(id: "area-chart", background: backgroundColor, sublayers: sublayers)
        // For `reel layout --check`: the axis the y labels show, top label first.
        if yLabels.count >= 2, let first = yLabels.first, let last = yLabels.last, first != last {
            chart.chart = ChartInfo(kind: Self.chartName, scale: ValueAxis(
                axis: .y, lowerValue: last, lowerCoordinate: rows[rows.count - 1], upperValue: first, upperCoordinate: rows[0]))
        } else {
            chart.chart = ChartInfo(kind: Self.chartName)
        }
        return chart
    }

    private func boardLayers(_ measurer: some TextMeasuring) throws -> [Layer] {
        guard !records.isEmpty else { return [] }
        let k = frameScale
        var gradient = Layer(
            id: "gradient", bounds: Rect(x: 0, y: 0, width: contentWidth, height: size.height), anchorPoint: .zero,
            opacity: gradientOpacity,
            content: .gradient(GradientContent(colors: drawnGradientColors, locations: gradientLocations,
                                               startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1))))
        gradient.mask = Layer(content: .shape(ShapeContent(path: areaPath, fillColor: .black)))
        var lineShape = ShapeContent(path: linePath, fillColor: nil, strokeColor: lineColor, lineWidth: 2 * k)
        lineShape.lineJoin = .round
        lineShape.lineCap = .round
        var result = [gradient, Layer(id: "line", content: .shape(lineShape))]
        let points = points
        // Every record keeps its label while they fit side by side; else every n-th does, so
        // that labels never run into each other.
        let spacing = points.count > 1 ? abs(points[1].x - points[0].x) : .infinity
        var widest = 0.0
        for record in records { widest = max(widest, try measurer.size(of: record.label, font: labelFont).width) }
        let every = spacing.isFinite ? max(1, Int((widest * 1.1 / max(spacing, 1e-9)).rounded(.up))) : 1
        for (index, p) in points.enumerated() {
            let selected = index == points.count - 1
            let d = (selected ? 12.0 : 8.0) * k
            var dot = Layer(id: selected ? "dot-selected" : "dot-\(index)", content: .shape(ShapeContent(
                path: .ellipse(in: Rect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d)),
                fillColor: selected ? lineColor : paper, strokeColor: lineColor, lineWidth: 2 * k)))
            dot.mark = ChartMark(name: records[index].label, value: records[index].value, role: .point)
            result.append(dot)
            guard index % every == 0 else { continue }
            let text = records[index].label
            let measured = try measurer.size(of: text, font: labelFont)
            // At most its share of the width (and the frame's), shortened with an ellipsis beyond.
            let labelSize = Size(width: min(measured.width, spacing * Double(every) * 0.95, size.width * 0.9), height: measured.height)
            result.append(PlacedLabel(text: text, size: labelSize, center: Point(x: p.x, y: size.height - bottomSpace * 0.5))
                .layer(font: labelFont, color: labelColor, alignment: .center, truncation: .end, id: "x-label-\(index)"))
        }
        return result
    }
}
