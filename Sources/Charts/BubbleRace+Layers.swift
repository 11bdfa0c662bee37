import Animation
import Foundation
import Scene

extension BubbleRace {
    /// The race as one container layer: title and large period label, legend, grid lines and
    /// tick labels of the two fixed axes with their titles, trails, one bubble per name (the
    /// largest behind, highlighted ones on top) and the highlighted names' labels, the caption.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        let periods = data.periods.count, names = data.names.count
        let labelled = data.names.indices.filter(isHighlighted)
        let trailed = data.names.indices.filter(hasTrail)
        try RaceLimits.check(chart: Self.chartName,
            estimate: names * periods * 5 + trailed.count * periods * 2 + labelled.count * periods * Self.labelSamplesPerPeriod * 2,
            what: "\(names) bubbles over \(periods) periods")
        let story = drawnStory
        let layout = try BubbleRaceLayout(chart: self, measuring: measurer)
        let points = filledPoints
        let visible = data.names.indices.map { i in data.points.map { $0[i] == nil ? 0.0 : 1.0 } }

        var sublayers: [Layer] = []
        if let title = titleLayer(layout) { sublayers.append(title) }
        sublayers.append(try RacePeriodLabel(story: story, font: layout.periodFont,
            color: story.periodColor, corner: layout.periodCorner, anchor: Point(x: 1, y: 0)).layer(measuring: measurer))
        if !layout.legend.isEmpty { sublayers.append(legendLayer(layout)) }
        sublayers.append(try axesLayer(layout, measuring: measurer))
        // Trails and bubbles are cut off at the plot's edges, as a plot's marks are, so that a
        // large bubble near an edge does not cover the tick labels. Bounds from the plot's
        // corner: the marks keep the chart's coordinates.
        let plotRect = Rect(x: layout.plotLeft, y: layout.plotTop, width: layout.plotRight - layout.plotLeft, height: layout.plotBottom - layout.plotTop)
        var plot = Layer(id: "plot", bounds: plotRect, position: plotRect.origin, anchorPoint: .zero)
        plot.masksToBounds = true
        let order = drawingOrder
        if !trailed.isEmpty {
            var trails = Layer(id: "trails")
            for i in order where hasTrail(i) { trails.sublayers.append(trailLayer(i, layout: layout, points: points[i], visible: visible[i])) }
            plot.sublayers.append(trails)
        }
        var bubbles = Layer(id: "bubbles")
        for i in order { bubbles.sublayers.append(bubbleLayer(i, layout: layout, points: points[i], visible: visible[i])) }
        plot.sublayers.append(bubbles)
        sublayers.append(plot)
        if !labelled.isEmpty {
            sublayers.append(try labelsLayer(labelled, layout: layout, points: points, visible: visible, measuring: measurer))
        }
        if let caption = try captionLayer(layout, measuring: measurer) { sublayers.append(caption) }

        var chart = container(id: "bubble-race", background: story.background, sublayers: sublayers)
        // For `reel layout --check`: every bubble's centre on both fixed axes, its area by its size.
        chart.chart = ChartInfo(kind: Self.chartName,
            scale: ValueAxis(axis: .y, lowerValue: layout.y.lower, lowerCoordinate: layout.plotBottom, upperValue: layout.y.upper,
                upperCoordinate: layout.plotTop, isLogarithmic: layout.y.isLogarithmic),
            periods: story.chartPeriods,
            crossScale: ValueAxis(axis: .x, lowerValue: layout.x.lower, lowerCoordinate: layout.plotLeft, upperValue: layout.x.upper,
                upperCoordinate: layout.plotRight, isLogarithmic: layout.x.isLogarithmic),
            areaPerValue: layout.largestSize > 0 ? Double.pi * layout.largestRadius * layout.largestRadius / layout.largestSize : nil,
            smallestRadius: layout.smallestRadius)
        return chart
    }

    /// Larger bubbles behind smaller ones (by each name's largest size), highlighted ones on top.
    var drawingOrder: [Int] {
        let largest = data.names.indices.map { i in data.points.compactMap { $0[i]?.size }.max() ?? 0 }
        return data.names.indices.sorted { a, b in
            if isHighlighted(a) != isHighlighted(b) { return isHighlighted(b) }
            return largest[a] != largest[b] ? largest[a] > largest[b] : a < b
        }
    }

    /// Name i's bubble: a disc whose centre follows its place and whose area follows its size,
    /// fading out in the periods it is not in.
    private func bubbleLayer(_ i: Int, layout: BubbleRaceLayout, points: [BubblePoint], visible: [Double]) -> Layer {
        let timeline = drawnStory.timeline, scale = layout.scale
        let color = color(ofName: i)
        let centres = points.map { Point(x: layout.x($0.x), y: layout.y($0.y)) }
        let radii = points.map { layout.radius($0.size) }
        var bubble = Layer(id: "bubble-\(i)", bounds: Rect(x: 0, y: 0, width: 2 * radii[0], height: 2 * radii[0]), position: centres[0],
            opacity: visible[0], backgroundColor: color.withAlpha(color.alpha * Self.fillAlpha))
        bubble.cornerRadius = radii[0]
        bubble.borderWidth = max(Self.outlineWidth * scale, 0.5)
        bubble.borderColor = Color(red: color.red * 0.7, green: color.green * 0.7, blue: color.blue * 0.7, alpha: color.alpha)
        bubble.add(timeline.animation(\.position, centres.map(PropertyValue.point)))
        bubble.add(timeline.animation(\.bounds, radii.map { PropertyValue.rect(Rect(x: 0, y: 0, width: 2 * $0, height: 2 * $0)) }))
        bubble.add(timeline.animation(\.cornerRadius, numbers: radii))
        bubble.add(timeline.animation(\.opacity, numbers: visible))
        let shown = data.periods.indices.filter { data.points[$0][i] != nil }
        bubble.mark = ChartMark(name: data.names[i], value: points[0].size, role: .bubble,
            keyframes: shown.map { ChartMark.Keyframe(time: story.time(ofPeriod: $0), value: points[$0].size, x: points[$0].x, y: points[$0].y) },
            x: points[0].x, y: points[0].y)
        return bubble
    }

    /// Name i's trail: a line through its bubble's places, drawn on (`strokeEnd`) as far as the
    /// bubble has come, eased as the bubble moves so that its end stays at the bubble's centre.
    private func trailLayer(_ i: Int, layout: BubbleRaceLayout, points: [BubblePoint], visible: [Double]) -> Layer {
        let timeline = drawnStory.timeline
        let centres = points.map { Point(x: layout.x($0.x), y: layout.y($0.y)) }
        var path = Path(), lengths = [0.0]
        for (k, centre) in centres.enumerated() {
            if k == 0 { path.move(to: centre) } else {
                path.addLine(to: centre)
                lengths.append(lengths[k - 1] + hypot(centre.x - centres[k - 1].x, centre.y - centres[k - 1].y))
            }
        }
        let total = lengths.last ?? 0
        let ends = lengths.map { total > 0 ? $0 / total : 0 }
        let color = color(ofName: i)
        var shape = ShapeContent(path: path, fillColor: nil, strokeColor: color.withAlpha(color.alpha * 0.55),
            lineWidth: max(Self.trailWidth * layout.scale, 0.75))
        shape.lineJoin = .round
        shape.lineCap = .round
        shape.strokeEnd = ends[0]
        var trail = Layer(id: "trail-\(i)", opacity: visible[0], content: .shape(shape))
        trail.add(timeline.animation(\.shape.strokeEnd, numbers: ends))
        trail.add(timeline.animation(\.opacity, numbers: visible))
        return trail
    }

    /// The highlighted names beside their bubbles, placed anew at every sampled instant so that
    /// they stay inside the plot and off one another (`BubbleLabelPlacement`).
    private func labelsLayer(_ labelled: [Int], layout: BubbleRaceLayout, points: [[BubblePoint]], visible: [[Double]],
                             measuring measurer: some TextMeasuring) throws -> Layer {
        let timeline = drawnStory.timeline
        var widths: [Double] = []
        for i in labelled { widths.append(min(try measurer.size(of: data.names[i], font: layout.nameFont).width, (layout.plotRight - layout.plotLeft) * 0.4)) }
        let placement = BubbleLabelPlacement(layout: layout, timeline: timeline, steps: Self.labelSamplesPerPeriod,
            labelled: labelled, sizes: widths.map { Size(width: $0, height: layout.nameHeight) }, points: points, visible: visible)
        var group = Layer(id: "labels")
        for (n, i) in labelled.enumerated() {
            var label = Layer(id: "label-\(i)", bounds: Rect(x: 0, y: 0, width: widths[n], height: layout.nameHeight),
                position: placement.origins[n][0], anchorPoint: .zero, opacity: placement.opacities[n][0],
                content: .text(TextContent(string: data.names[i], font: layout.nameFont, color: story.textColor, alignment: .left, truncation: .end)))
            label.add(timeline.sampledAnimation(\.position, steps: Self.labelSamplesPerPeriod, placement.origins[n].map(PropertyValue.point)))
            label.add(timeline.sampledAnimation(\.opacity, steps: Self.labelSamplesPerPeriod, placement.opacities[n].map(PropertyValue.number)))
            group.sublayers.append(label)
        }
        return group
    }

    /// The legend: a dot in each group's colour and its name.
    private func legendLayer(_ layout: BubbleRaceLayout) -> Layer {
        var group = Layer(id: "legend")
        // Ids by position: a group's name may hold spaces, which a scene file's id cannot.
        for (index, entry) in layout.legend.enumerated() {
            let color = color(ofGroup: entry.group), side = layout.legendDot
            var dot = Layer(id: "legend-dot", bounds: Rect(x: 0, y: 0, width: side, height: side), position: entry.dot,
                backgroundColor: color.withAlpha(color.alpha * Self.fillAlpha))
            dot.cornerRadius = side / 2
            group.sublayers.append(dot)
            group.sublayers.append(Layer(id: "legend-name-\(index)", bounds: Rect(x: 0, y: 0, width: entry.textWidth, height: layout.nameHeight),
                position: entry.text, anchorPoint: Point(x: 0, y: 0.5),
                content: .text(TextContent(string: entry.group, font: layout.legendFont, color: story.textColor, alignment: .left, truncation: .end))))
        }
        return group
    }

    /// The grid at both axes' ticks, the tick labels, the two axis lines and the axes' titles.
    private func axesLayer(_ layout: BubbleRaceLayout, measuring measurer: some TextMeasuring) throws -> Layer {
        let scale = layout.scale
        var group = Layer(id: "axes")
        let grid = ChartLines(color: story.gridColor, lineWidth: max(1.5 * scale, 1))
        let xs = layout.x.ticks.map(layout.x), ys = layout.y.ticks.map(layout.y)
        group.sublayers.append(grid.vertical(at: xs, from: layout.plotTop, to: layout.plotBottom, id: "x-grid"))
        group.sublayers.append(grid.horizontal(at: ys, from: layout.plotLeft, to: layout.plotRight, id: "y-grid"))
        let axis = ChartLines(color: story.secondaryColor.withAlpha(0.6), lineWidth: max(2 * scale, 1))
        group.sublayers.append(axis.horizontal(at: [layout.plotBottom], from: layout.plotLeft, to: layout.plotRight, id: "x-axis"))
        group.sublayers.append(axis.vertical(at: [layout.plotLeft], from: layout.plotTop, to: layout.plotBottom, id: "y-axis"))
        for (tick, x) in zip(layout.x.ticks, xs) {
            let text = BubbleRaceLayout.label(tick, on: layout.x, format: .printf(xFormat))
            group.sublayers.append(try self.text(text, layout.tickFont, story.secondaryColor,
                at: Point(x: x, y: layout.plotBottom + 14 * scale), anchor: Point(x: 0.5, y: 0), id: "x-tick", measuring: measurer))
        }
        for (tick, y) in zip(layout.y.ticks, ys) {
            let text = BubbleRaceLayout.label(tick, on: layout.y, format: .printf(yFormat))
            group.sublayers.append(try self.text(text, layout.tickFont, story.secondaryColor,
                at: Point(x: layout.plotLeft - 14 * scale, y: y), anchor: Point(x: 1, y: 0.5), id: "y-tick", measuring: measurer))
        }
        let room = max(size.width - 2 * Self.margin * scale, 1)
        if !yTitle.isEmpty {
            group.sublayers.append(try text(yTitle, layout.axisTitleFont, story.secondaryColor, at: layout.yTitlePoint,
                anchor: Point(x: 0, y: 0.5), id: "y-title", maxWidth: room, measuring: measurer))
        }
        if !xTitle.isEmpty {
            group.sublayers.append(try text(xTitle, layout.axisTitleFont, story.secondaryColor, at: layout.xTitlePoint,
                anchor: Point(x: 1, y: 0.5), id: "x-title", maxWidth: room, measuring: measurer))
        }
        return group
    }

    /// The title, wrapped in its box, then shortened with an ellipsis on the second line.
    private func titleLayer(_ layout: BubbleRaceLayout) -> Layer? {
        guard !story.title.isEmpty else { return nil }
        return Layer(id: "title", bounds: Rect(origin: .zero, size: layout.titleSize), position: Point(x: Self.margin * layout.scale, y: 48 * layout.scale),
            anchorPoint: .zero, content: .text(TextContent(string: story.title, font: layout.titleFont, color: story.textColor,
                alignment: .left, isWrapped: true, truncation: .end)))
    }

    /// The caption under the chart, on one line shortened with an ellipsis.
    private func captionLayer(_ layout: BubbleRaceLayout, measuring measurer: some TextMeasuring) throws -> Layer? {
        guard !story.caption.isEmpty else { return nil }
        return try text(story.caption, layout.captionFont, story.secondaryColor, at: Point(x: Self.margin * layout.scale, y: size.height - 44 * layout.scale),
            anchor: Point(x: 0, y: 0.5), id: "caption", maxWidth: max(size.width - 2 * Self.margin * layout.scale, 1), measuring: measurer)
    }

    /// A one-line text measured to its size (at most `maxWidth`, shortened with an ellipsis past it).
    private func text(_ string: String, _ font: Font, _ color: Color, at point: Point, anchor: Point, id: String,
                      maxWidth: Double = .infinity, measuring measurer: some TextMeasuring) throws -> Layer {
        let measured = try measurer.size(of: string, font: font)
        return Layer(id: id, bounds: Rect(x: 0, y: 0, width: min(measured.width, maxWidth), height: measured.height), position: point, anchorPoint: anchor,
            content: .text(TextContent(string: string, font: font, color: color, alignment: .left, truncation: .end)))
    }

    /// The side margin, for a 1920 × 1080 frame.
    static let margin = 80.0
    /// A bubble's fill opacity: overlapping bubbles show through one another, as Gapminder's.
    static let fillAlpha = 0.82
    /// A bubble's outline, a trail's width, for a 1920 × 1080 frame.
    static let outlineWidth = 1.5
    static let trailWidth = 3.0
    /// How often per period the labels are placed anew.
    static let labelSamplesPerPeriod = 8
}
