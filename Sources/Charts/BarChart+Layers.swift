import Animation
import Scene

extension BarChart {
    /// The chart as one container layer (its frame at `origin`, `size`) holding the grid, the
    /// bars, the border and the three label groups, with these animations:
    /// - the border draws on over `animationDuration`, linear;
    /// - bar i rises (`strokeEnd` 0→1) from `barBeginTime(i)` for `barDuration`, `easeOut`,
    ///   showing nothing before its turn;
    /// - the y labels, x labels and bar texts fade in from `labelFadeBeginTime` over
    ///   `labelFadeDuration`, `easeOut`.
    ///
    /// With `states`, the chart moves between them (see `states`).
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        if let states { return try BarStatesPlan(chart: self, states: states, measuring: measurer).layer(measuring: measurer) }
        try validate()
        var layout = try BarChartLayout(chart: self, measuring: measurer)
        // A text over the highest bar that would reach past the frame's top: the plot starts lower.
        if layout.textOverflowAtTop > 0 { layout = try BarChartLayout(chart: self, measuring: measurer, header: layout.textOverflowAtTop) }
        return layer(layout: layout)
    }

    /// The chart laid out by `layout` (see `layer(measuring:)`).
    public func layer(layout: BarChartLayout) -> Layer {
        let plot = layout.plotRect
        var sublayers: [Layer] = []
        if hasGrid, !layout.gridLines.isEmpty {
            sublayers.append(ChartLines(color: gridColor).horizontal(at: layout.gridLines, from: plot.minX, to: plot.maxX))
        }
        sublayers += barLayers(layout)
        if layout.bottomValue < 0 { sublayers.append(zeroLine(at: layout.baseline, plot)) }
        sublayers.append(borderLayer(plot))

        let groups: [(String, [Layer])] = [
            ("y-labels", layout.yLabels.map { $0.layer(font: yLabelFont, color: yLabelColor, alignment: .right) }),
            ("x-labels", layout.xLabels.map { $0.layer(font: xLabelFont, color: xLabelColor, alignment: .right, truncation: .end) }),
            ("bar-texts", zip(layout.barTexts, layout.barTextsOutside).map { label, outside in
                label.layer(font: barTextFont.scaled(by: layout.barTextScale), color: outside ? xLabelColor : barTextColor, alignment: .center)
            }),
        ]
        for (id, labels) in groups where !labels.isEmpty {
            sublayers.append(fadingGroup(id: id, labels))
        }
        var chart = container(id: "bar-chart", background: backgroundColor, sublayers: sublayers)
        chart.chart = ChartInfo(kind: Self.chartName, scale: ValueAxis(
            axis: .y, lowerValue: Double(layout.bottomValue), lowerCoordinate: plot.maxY, upperValue: Double(layout.topValue), upperCoordinate: plot.minY))
        return chart
    }

    /// The border around `plot`, drawing itself on over the reveal.
    func borderLayer(_ plot: Rect) -> Layer {
        var border = Path()
        border.move(to: Point(x: plot.maxX, y: plot.maxY))
        border.addLine(to: Point(x: plot.maxX, y: plot.minY))
        border.addLine(to: Point(x: plot.minX, y: plot.minY))
        border.addLine(to: Point(x: plot.minX, y: plot.maxY))
        border.addLine(to: Point(x: plot.maxX, y: plot.maxY))
        var borderLayer = Layer.stroke(border, color: borderColor, width: 1, id: "border")
        if case .shape(var shape) = borderLayer.content {
            shape.lineJoin = .bevel
            borderLayer.content = .shape(shape)
        }
        if animationDuration > 0 {
            borderLayer.animations = [ChartAnimation.drawOn(begin: beginTime, duration: animationDuration, timing: .linear)]
        }
        return borderLayer
    }

    /// The zero line across `plot` at `y`, in the border's colour and shown from the start as
    /// the grid is: where the bars of a chart with negative values start, drawn over them.
    func zeroLine(at y: Double, _ plot: Rect) -> Layer {
        ChartLines(color: borderColor).horizontal(at: [y], from: plot.minX, to: plot.maxX, id: "zero-line")
    }

    /// `labels` in one group fading in after the bars have risen.
    func fadingGroup(id: String, _ labels: [Layer]) -> Layer {
        let fade = labelFadeDuration > 0
            ? [ChartAnimation.fadeIn(begin: labelFadeBeginTime, duration: labelFadeDuration, timing: .easeOut)]
            : []
        return Layer(id: id, opacity: labelFadeDuration > 0 ? 0 : 1, sublayers: labels, animations: fade)
    }
}
