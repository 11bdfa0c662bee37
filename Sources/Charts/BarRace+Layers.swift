import Animation
import Foundation
import Scene

extension BarRace {
    /// The race as one container layer: the title and the large period label beside it, the
    /// ticks and grid lines that follow the axis, the bars (in a clip, so that names entering or leaving the
    /// top slide in from or out to the bottom) and the caption.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        let layout = try BarRaceLayout(chart: self, measuring: measurer)
        let ranks = ranks, maxima = axisMaxima, values = story.data.resolved(story.missing)
        let periods = story.data.periods.count
        let drawn = story.data.names.indices.filter { i in ranks.contains { ($0[i] ?? top) < top } }
        // As many ticks as their labels have room for, at most five.
        let format = ChartNumberFormat.printf(story.valueFormat)
        let widestTick = try measurer.size(of: RaceAxis.label(for: maxima.max() ?? 1, format: format), font: layout.tickFont).width
        let axis = RaceAxis(maxima: maxima, count: max(1, min(5, Int(layout.plotWidth / max(widestTick * 1.6, 1)))))
        let ticks = axis.tickValues()
        try RaceLimits.check(chart: Self.chartName, estimate: (drawn.count * 5 + ticks.count * 2 + 1) * periods,
            what: "\(drawn.count) names and \(ticks.count) ticks over \(periods) periods")

        var sublayers: [Layer] = []
        if !story.title.isEmpty {
            // Wrapped in its box, then shortened with an ellipsis on the second line.
            var title = label(story.title, font: layout.titleFont, color: story.textColor, size: layout.titleSize,
                at: Point(x: layout.left, y: layout.titleTop), anchor: .zero, id: "title")
            title.content = .text(TextContent(string: story.title, font: layout.titleFont, color: story.textColor,
                alignment: .left, isWrapped: true, truncation: .end))
            sublayers.append(title)
        }
        sublayers.append(try tickLayers(ticks, axis: axis, layout, measuring: measurer))
        sublayers.append(try periodLabel(layout, measuring: measurer))
        var clip = Layer(id: "bars", bounds: Rect(x: 0, y: 0, width: size.width, height: Double(top) * layout.rowHeight),
            position: Point(x: 0, y: layout.plotTop), anchorPoint: .zero)
        clip.masksToBounds = true
        // The leader is drawn last, so that a bar overtaking passes over the one it overtakes.
        for i in drawn.reversed() {
            clip.sublayers.append(try bar(i, ranks: ranks.map { $0[i] }, values: values.map { $0[i] }, maxima: maxima, layout, measuring: measurer))
        }
        sublayers.append(clip)
        if !story.caption.isEmpty {
            let measured = try measurer.size(of: story.caption, font: layout.captionFont)
            var caption = label(story.caption, font: layout.captionFont, color: story.secondaryColor,
                size: Size(width: min(measured.width, layout.captionWidth), height: measured.height),
                at: Point(x: layout.left, y: layout.captionCenterY), anchor: Point(x: 0, y: 0.5), id: "caption")
            caption.content = .text(TextContent(string: story.caption, font: layout.captionFont, color: story.secondaryColor,
                alignment: .left, truncation: .end))
            sublayers.append(caption)
        }
        var chart = container(id: "bar-race", background: story.background, sublayers: sublayers)
        chart.chart = ChartInfo(kind: Self.chartName,
            scale: ValueAxis(axis: .x, lowerValue: 0, lowerCoordinate: layout.plotLeft, upperValue: maxima[0],
                upperCoordinate: layout.plotLeft + layout.plotWidth,
                keyframes: maxima.indices.map { ValueAxis.Keyframe(time: story.time(ofPeriod: $0), upperValue: maxima[$0]) }),
            periods: story.chartPeriods)
        return chart
    }

    /// Name i's row: its bar, name, counting value and image, moving to its rank each period.
    private func bar(_ i: Int, ranks: [Int?], values: [Double?], maxima: [Double], _ layout: BarRaceLayout,
                     measuring measurer: some TextMeasuring) throws -> Layer {
        let timeline = story.timeline, s = layout.scale
        // A name without a value (skipped) keeps its last length while it slides out.
        var held = 0.0
        let shown = values.map { value -> Double in if let value { held = value }; return held }
        let places = ranks.map { min($0 ?? top, top) }
        let lengths = shown.indices.map { layout.barLength(shown[$0], axisTop: maxima[$0]) }
        let mid = layout.rowHeight / 2
        let color = story.color(ofName: i)

        var row = Layer(id: "race-\(i)", bounds: Rect(x: 0, y: 0, width: size.width, height: layout.rowHeight),
            position: Point(x: 0, y: layout.rowTop(places[0])), anchorPoint: .zero, opacity: places[0] < top ? 1 : 0)
        row.add(timeline.animation(\.position.y, numbers: places.map(layout.rowTop)))
        row.add(timeline.animation(\.opacity, numbers: places.map { $0 < top ? 1 : 0 }))

        var bar = Layer(id: "bar", bounds: Rect(x: 0, y: 0, width: lengths[0], height: layout.barHeight),
            position: Point(x: layout.plotLeft, y: mid), anchorPoint: Point(x: 0, y: 0.5), backgroundColor: color)
        bar.cornerRadius = min(6 * s, layout.barHeight / 4)
        bar.add(timeline.animation(\.bounds.size.width, numbers: lengths))
        bar.mark = ChartMark(name: story.data.names[i], value: shown[0], role: .bar,
            keyframes: shown.indices.map { ChartMark.Keyframe(time: story.time(ofPeriod: $0), value: shown[$0]) })
        row.sublayers.append(bar)

        let name = story.data.names[i]
        var nameLayer = Layer(id: "name", bounds: Rect(x: 0, y: 0, width: layout.nameWidth, height: layout.labelHeight),
            position: Point(x: layout.plotLeft - 18 * s, y: mid), anchorPoint: Point(x: 1, y: 0.5),
            content: .text(TextContent(string: name, font: layout.nameFont, color: story.textColor, alignment: .right, truncation: .end)))
        nameLayer.isHidden = false
        row.sublayers.append(nameLayer)

        let valueX = lengths.map { layout.plotLeft + $0 + 12 * s }
        var value = Layer(id: "value", bounds: Rect(x: 0, y: 0, width: layout.valueWidth, height: layout.labelHeight),
            position: Point(x: valueX[0], y: mid), anchorPoint: Point(x: 0, y: 0.5),
            content: .text(TextContent(format: story.valueFormat, number: shown[0], font: layout.valueFont, color: story.secondaryColor, alignment: .left)))
        value.add(timeline.animation(\.position.x, numbers: valueX))
        value.add(timeline.animation(\.number, numbers: shown))
        row.sublayers.append(value)

        if let file = story.images[name] {
            let side = max(layout.barHeight - 8 * s, 1)
            let imageX = lengths.map { layout.plotLeft + max($0 - 4 * s, side + 4 * s) }
            var image = Layer(id: "image", bounds: Rect(x: 0, y: 0, width: side, height: side),
                position: Point(x: imageX[0], y: mid), anchorPoint: Point(x: 1, y: 0.5),
                content: .image(ImageContent(path: file, gravity: .resizeAspectFill)))
            image.cornerRadius = side / 2
            image.masksToBounds = true
            image.add(timeline.animation(\.position.x, numbers: imageX))
            row.sublayers.append(image)
        }
        return row
    }

    /// The grid lines and tick labels: one layer per tick value, sliding with the axis top and
    /// handing over as the step changes (`RaceTimeline.handoverAnimation`); plus the axis line at 0.
    private func tickLayers(_ ticks: [Double], axis: RaceAxis, _ layout: BarRaceLayout, measuring measurer: some TextMeasuring) throws -> Layer {
        let timeline = story.timeline, s = layout.scale
        let plotBottom = layout.plotTop + Double(top) * layout.rowHeight
        let lines = ChartLines(color: story.gridColor, lineWidth: max(1.5 * s, 1))
        var group = Layer(id: "ticks", bounds: Rect(origin: .zero, size: size), anchorPoint: .zero)
        for value in ticks {
            let xs = axis.maxima.map { layout.plotLeft + layout.plotWidth * min(value / $0, 1.3) }
            let visible = axis.maxima.indices.map { axis.shows(value, atPeriod: $0) ? 1.0 : 0.0 }
            var tick = Layer(id: "tick-\(ChartNumberFormat.automatic.string(for: value))", position: Point(x: xs[0], y: 0), opacity: visible[0])
            tick.sublayers.append(lines.vertical(at: [0], from: layout.plotTop - 6 * s, to: plotBottom))
            let text = RaceAxis.label(for: value, format: .printf(story.valueFormat))
            let size = try measurer.size(of: text, font: layout.tickFont)
            tick.sublayers.append(label(text, font: layout.tickFont, color: story.secondaryColor, size: size,
                at: Point(x: 0, y: layout.tickLabelY), anchor: Point(x: 0.5, y: 0.5), id: "label"))
            tick.add(timeline.animation(\.position.x, numbers: xs))
            tick.add(timeline.handoverAnimation(\.opacity, visible: visible))
            group.sublayers.append(tick)
        }
        group.sublayers.append(ChartLines(color: story.secondaryColor.withAlpha(0.6), lineWidth: max(2 * s, 1))
            .vertical(at: [layout.plotLeft], from: layout.plotTop - 6 * s, to: plotBottom, id: "axis"))
        return group
    }

    /// The large period label at the top right, beside the title, where no bar or value can
    /// cover it: a counting number when every period is a whole number (years), else each
    /// period's text in its turn.
    private func periodLabel(_ layout: BarRaceLayout, measuring measurer: some TextMeasuring) throws -> Layer {
        try RacePeriodLabel(story: story, font: layout.periodFont, color: story.periodColor, corner: layout.periodCorner,
            anchor: Point(x: 1, y: 0)).layer(measuring: measurer)
    }

    private func label(_ text: String, font: Font, color: Color, size: Size, at point: Point, anchor: Point, id: String) -> Layer {
        Layer(id: id, bounds: Rect(origin: .zero, size: size), position: point, anchorPoint: anchor,
              content: .text(TextContent(string: text, font: font, color: color, alignment: .left)))
    }
}
