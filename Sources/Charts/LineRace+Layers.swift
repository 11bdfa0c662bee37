import Animation
import Foundation
import Scene

extension LineRace {
    /// The race as one container layer: title, grid lines and y labels that follow the axis,
    /// period labels along the x axis, the large period label, one line per name with a dot (or
    /// its image) and a name-and-value label at its head, and the caption.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        let periods = story.data.periods.count, names = story.data.names.count
        try RaceLimits.check(chart: Self.chartName, estimate: names * periods * (periods + 6 + Self.labelSamplesPerPeriod),
            what: "\(names) lines of \(periods) points, each reshaped at every period")
        let columns = filledValues, first = firstPeriods, maxima = axisMaxima
        let layout = try LineRaceLayout(chart: self, largest: columns.joined().max() ?? 0, measuring: measurer)
        let s = layout.scale, margin = 80 * s
        let (plotLeft, plotRight, plotTop, plotBottom) = (layout.plotLeft, layout.plotRight, layout.plotTop, layout.plotBottom)
        let (tickFont, nameFont, valueFont, captionFont) = (layout.tickFont, layout.nameFont, layout.valueFont, layout.captionFont)
        let (labelHeight, nameWidths, valueWidth, headRoom) = (layout.labelHeight, layout.nameWidths, layout.valueWidth, layout.headRoom)
        func x(_ j: Int) -> Double { layout.x(j) }
        func y(_ value: Double, _ k: Int) -> Double { layout.y(value, axisTop: maxima[k]) }

        var sublayers: [Layer] = []
        if !story.title.isEmpty {
            var title = text(story.title, layout.titleFont, story.textColor, layout.titleSize, at: Point(x: margin, y: 48 * s), anchor: .zero, id: "title")
            // Wrapped in its box, then shortened with an ellipsis on the second line.
            title.content = .text(TextContent(string: story.title, font: layout.titleFont, color: story.textColor,
                alignment: .left, isWrapped: true, truncation: .end))
            sublayers.append(title)
        }
        sublayers.append(try RacePeriodLabel(story: story, font: layout.periodFont,
            color: story.periodColor, corner: layout.periodCorner, anchor: Point(x: 1, y: 0)).layer(measuring: measurer))
        let tickRows = max(1, min(5, Int((plotBottom - plotTop) / max(labelHeight * 2, 1))))
        sublayers.append(try yTicks(RaceAxis(maxima: maxima, count: tickRows), tickFont, left: plotLeft, right: plotRight,
            clip: (plotTop - 20 * s)...(plotBottom + 2 * s), y: y, s: s, measuring: measurer))
        sublayers.append(try xLabels(tickFont, x: x, y: plotBottom + 30 * s, measuring: measurer))
        sublayers.append(ChartLines(color: story.secondaryColor.withAlpha(0.6), lineWidth: max(2 * s, 1))
            .horizontal(at: [plotBottom], from: plotLeft, to: plotRight, id: "axis"))

        let timeline = story.timeline
        // Heads' labels are pushed apart where lines run close, worked out at every instant of
        // the samples, as the heads move: worked out at periods only, two labels whose lines
        // cross between periods would run over each other on the way.
        let samples = timeline.samples(steps: Self.labelSamplesPerPeriod)
        let sampledX = samples.map { k, e in x(k) + (x(min(k + 1, periods - 1)) - x(k)) * e }
        let labelYs = samples.map { k, e in
            Self.spread(story.data.names.indices.map { i in
                let from = y(columns[i][k], k), to = y(columns[i][min(k + 1, periods - 1)], min(k + 1, periods - 1))
                return from + (to - from) * e
            }, gap: labelHeight * 1.05, within: plotTop...plotBottom)
        }
        let order = story.data.names.indices.sorted { isHighlighted($0) == isHighlighted($1) ? $0 > $1 : !isHighlighted($0) }
        for i in order {
            let color = isHighlighted(i) ? story.color(ofName: i) : (highlight.isEmpty ? story.color(ofName: i) : Self.mutedLine)
            let visible = (0..<periods).map { $0 >= first[i] ? 1.0 : 0.0 }
            // Period k's path: points up to k where the data puts them on period k's axis, the
            // rest gathered at the head, so that the path draws on along time.
            let paths = (0..<periods).map { k -> Path in
                var path = Path()
                for j in 0..<periods {
                    let jj = min(max(j, first[i]), k)
                    let point = Point(x: x(jj), y: y(columns[i][jj], k))
                    if j == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                return path
            }
            var shape = ShapeContent(path: paths[0], fillColor: nil, strokeColor: color,
                lineWidth: (highlight.isEmpty || isHighlighted(i) ? 5 : 3) * s)
            shape.lineJoin = .round
            shape.lineCap = .round
            var line = Layer(id: "line-\(i)", opacity: visible[0], content: .shape(shape))
            line.add(timeline.animation("path", paths.map(PropertyValue.path)))
            line.add(timeline.animation("opacity", numbers: visible))
            sublayers.append(line)

            let heads = (0..<periods).map { k in Point(x: x(k), y: y(columns[i][k], k)) }
            let name = story.data.names[i]
            let side = (story.images[name] == nil ? 16 : 44) * s
            var dot = Layer(id: "head-\(i)", bounds: Rect(x: 0, y: 0, width: side, height: side), position: heads[0],
                opacity: visible[0], backgroundColor: color)
            dot.cornerRadius = side / 2
            if let file = story.images[name] {
                dot.content = .image(ImageContent(path: file, gravity: .resizeAspectFill))
                dot.masksToBounds = true
            }
            dot.add(timeline.animation("position", heads.map(PropertyValue.point)))
            dot.add(timeline.animation("opacity", numbers: visible))

            let labelPoints = samples.indices.map { j in Point(x: sampledX[j] + side / 2 + 12 * s, y: labelYs[j][i]) }
            var label = Layer(id: "label-\(i)", bounds: Rect(x: 0, y: 0, width: headRoom, height: labelHeight),
                position: labelPoints[0], anchorPoint: Point(x: 0, y: 0.5), opacity: visible[0])
            label.sublayers.append(text(name, nameFont, isHighlighted(i) || highlight.isEmpty ? story.color(ofName: i) : story.secondaryColor,
                Size(width: nameWidths[i], height: labelHeight), at: Point(x: 0, y: labelHeight / 2), anchor: Point(x: 0, y: 0.5), id: "name"))
            var value = Layer(id: "value", bounds: Rect(x: 0, y: 0, width: valueWidth + 20 * s, height: labelHeight),
                position: Point(x: nameWidths[i] + 12 * s, y: labelHeight / 2), anchorPoint: Point(x: 0, y: 0.5),
                content: .text(TextContent(format: story.valueFormat, number: columns[i][0], font: valueFont, color: story.secondaryColor, alignment: .left)))
            value.add(timeline.animation("number", numbers: columns[i]))
            label.sublayers.append(value)
            label.add(timeline.sampledAnimation("position", steps: Self.labelSamplesPerPeriod, labelPoints.map(PropertyValue.point)))
            label.add(timeline.animation("opacity", numbers: visible))
            sublayers.append(dot)
            sublayers.append(label)
        }
        if !story.caption.isEmpty {
            let measured = try measurer.size(of: story.caption, font: captionFont)
            var caption = text(story.caption, captionFont, story.secondaryColor,
                Size(width: min(measured.width, max(size.width - 2 * margin, 1)), height: measured.height),
                at: Point(x: margin, y: size.height - 48 * s), anchor: Point(x: 0, y: 0.5), id: "caption")
            caption.content = .text(TextContent(string: story.caption, font: captionFont, color: story.secondaryColor,
                alignment: .left, truncation: .end))
            sublayers.append(caption)
        }
        return container(id: "line-race", background: story.background, sublayers: sublayers)
    }

    /// How often per period the heads' labels are pushed apart anew (a tenth of a second at
    /// the usual 0.8 s a period).
    static let labelSamplesPerPeriod = 8

    /// The colour of a line that is not highlighted: a grey that recedes behind the others.
    static let mutedLine = Color(hex: 0xC4C8CF)

    private func isHighlighted(_ i: Int) -> Bool { highlight.contains(story.data.names[i]) }

    /// `ys` moved apart so that no two are closer than `gap`, each as near its own place as the
    /// others allow, kept within `range` where there is room.
    static func spread(_ ys: [Double], gap: Double, within range: ClosedRange<Double>) -> [Double] {
        let order = ys.indices.sorted { ys[$0] != ys[$1] ? ys[$0] < ys[$1] : $0 < $1 }
        var placed = ys
        var previous = -Double.infinity
        for index in order {
            placed[index] = max(ys[index], previous + gap)
            previous = placed[index]
        }
        // Pushed past the bottom: shift the run back up.
        var next = Double.infinity
        for index in order.reversed() {
            placed[index] = min(placed[index], range.upperBound, next - gap)
            next = placed[index]
        }
        return placed
    }

    /// Horizontal grid lines with their labels, one layer per tick value, following the axis;
    /// cut off outside `clip` (from just above the plot's top label to its bottom), so that a
    /// tick leaving over the top fades out there rather than over the title.
    private func yTicks(_ axis: RaceAxis, _ font: Font, left: Double, right: Double, clip: ClosedRange<Double>,
                        y: (Double, Int) -> Double, s: Double, measuring measurer: some TextMeasuring) throws -> Layer {
        let timeline = story.timeline
        let lines = ChartLines(color: story.gridColor, lineWidth: max(1.5 * s, 1))
        // Bounds from the clip's top: the ticks keep the chart's coordinates.
        var group = Layer(id: "ticks", bounds: Rect(x: 0, y: clip.lowerBound, width: size.width, height: clip.upperBound - clip.lowerBound),
            position: Point(x: 0, y: clip.lowerBound), anchorPoint: .zero)
        group.masksToBounds = true
        for value in axis.tickValues() {
            let ys = axis.maxima.indices.map { k in y(min(value, axis.maxima[k] * 1.3), k) }
            let visible = axis.maxima.indices.map { axis.shows(value, atPeriod: $0) ? 1.0 : 0.0 }
            var tick = Layer(id: "tick-\(ChartNumberFormat.automatic.string(for: value))", position: Point(x: 0, y: ys[0]), opacity: visible[0])
            tick.sublayers.append(lines.horizontal(at: [0], from: left, to: right))
            let label = RaceAxis.label(for: value, format: .printf(story.valueFormat))
            let size = try measurer.size(of: label, font: font)
            tick.sublayers.append(text(label, font, story.secondaryColor, size, at: Point(x: left - 14 * s, y: 0), anchor: Point(x: 1, y: 0.5), id: "label"))
            tick.add(timeline.animation("position.y", numbers: ys))
            tick.add(timeline.animation("opacity", numbers: visible))
            group.sublayers.append(tick)
        }
        return group
    }

    /// Up to eight period labels evenly along the x axis.
    private func xLabels(_ font: Font, x: (Int) -> Double, y: Double, measuring measurer: some TextMeasuring) throws -> Layer {
        let periods = story.data.periods
        let step = max(1, Int((Double(periods.count) / 8).rounded(.up)))
        var group = Layer(id: "x-labels")
        for j in stride(from: 0, to: periods.count, by: step) {
            let size = try measurer.size(of: periods[j], font: font)
            group.sublayers.append(text(periods[j], font, story.secondaryColor, size, at: Point(x: x(j), y: y), anchor: Point(x: 0.5, y: 0.5), id: "x-\(j)"))
        }
        return group
    }

    private func text(_ string: String, _ font: Font, _ color: Color, _ size: Size, at point: Point, anchor: Point, id: String) -> Layer {
        Layer(id: id, bounds: Rect(origin: .zero, size: size), position: point, anchorPoint: anchor,
              content: .text(TextContent(string: string, font: font, color: color, alignment: .left)))
    }
}
