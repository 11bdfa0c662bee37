import Animation
import Foundation
import Scene

extension LineRace {
    /// The race as one container layer: title, grid lines and y labels that follow the axis,
    /// period labels along the x axis, the large period label, one line per name with a dot (or
    /// its image) and a name-and-value label at its head (joined to the dot by a leader line
    /// when lines run close and the label is pushed away), and the caption.
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        let periods = story.data.periods.count, names = story.data.names.count
        // Per name and period: the trail's point, scale, end and opacity; the tip's two segments
        // and opacity; the dot's place, opacity and value; the counting value; the label's place
        // and opacity and the leader's two points and opacity at each sampled instant.
        try RaceLimits.check(chart: Self.chartName, estimate: names * periods * (11 + 5 * Self.labelSamplesPerPeriod),
            what: "\(names) lines of \(periods) periods, their labels placed \(Self.labelSamplesPerPeriod) times a period")
        let values = filledValues
        let layout = try LineRaceLayout(chart: self, largest: values.joined().max() ?? 0, smallest: min(values.joined().min() ?? 0, 0),
            measuring: measurer)
        let ranges = axisRanges
        let geometry = Geometry(layout: layout, maxima: ranges.map(\.upperBound), minima: ranges.map(\.lowerBound))

        var sublayers: [Layer] = []
        if let title = titleLayer(layout) { sublayers.append(title) }
        sublayers.append(try RacePeriodLabel(story: story, font: layout.periodFont,
            color: story.periodColor, corner: layout.periodCorner, anchor: Point(x: 1, y: 0)).layer(measuring: measurer))
        sublayers.append(try yTicks(geometry, measuring: measurer))
        sublayers.append(try xLabels(layout, measuring: measurer))
        sublayers.append(axisLines(layout)
            .horizontal(at: [layout.plotBottom], from: layout.plotLeft, to: layout.plotRight, id: "axis"))
        let firstPeriods = firstPeriods
        let heads = LineRaceHeads(race: self, geometry: geometry, values: values, firstPeriods: firstPeriods)
        let trails = values.indices.map { trail($0, geometry: geometry, values: values[$0], firstPeriod: firstPeriods[$0]) }
        let sides = story.data.names.map { (story.images[$0] == nil ? Self.dotSide : Self.imageSide) * layout.scale }
        let track = LineRaceTrack(geometry: geometry, timeline: story.timeline, values: values, firstPeriods: firstPeriods,
            ends: trails.map(\.ends), heads: heads, sides: sides)
        for name in drawingOrder {
            sublayers += nameLayers(name, track: track, trail: trails[name].path)
        }
        if let caption = try captionLayer(layout, measuring: measurer) { sublayers.append(caption) }
        var chart = container(id: "line-race", background: story.background, sublayers: sublayers)
        // For `reel layout --check`: the heads sit on each period's axis, its bottom (0 unless
        // values go below it) at the plot's bottom.
        let movingBottom = geometry.hasNegatives
        chart.chart = ChartInfo(kind: Self.chartName,
            scale: ValueAxis(axis: .y, lowerValue: geometry.minima[0], lowerCoordinate: layout.plotBottom, upperValue: geometry.maxima[0], upperCoordinate: layout.plotTop,
                keyframes: geometry.maxima.indices.map {
                    ValueAxis.Keyframe(time: story.time(ofPeriod: $0), upperValue: geometry.maxima[$0], lowerValue: movingBottom ? geometry.minima[$0] : nil)
                }),
            periods: story.chartPeriods)
        return chart
    }

    /// Where things go on the plot at each period: x by period, y by value on that period's axis.
    struct Geometry: Sendable, Equatable {
        var layout: LineRaceLayout
        /// The axis top at each period.
        var maxima: [Double]
        /// The axis bottom at each period: 0, or below it when values are.
        var minima: [Double]

        func x(_ period: Int) -> Double { layout.x(period) }
        func y(_ value: Double, atPeriod period: Int) -> Double { layout.y(value, axisTop: maxima[period], axisBottom: minima[period]) }
        var scale: Double { layout.scale }
        /// Whether the axis ever goes below 0.
        var hasNegatives: Bool { minima.contains { $0 < 0 } }
        /// The last period's axis span, the widest: the trails' paths are drawn on it.
        var widestSpan: Double { (maxima.last ?? 1) - (minima.last ?? 0) }
        /// The trails' vertical scale at period k, which puts their points on that period's axis.
        func trailScale(atPeriod k: Int) -> Double { widestSpan / (maxima[k] - minima[k]) }
        /// The y of the value 0 at period k: where the trails' origin goes.
        func zeroY(atPeriod k: Int) -> Double { y(0, atPeriod: k) }
    }

    /// Grey lines first, highlighted ones over them; within each, later names under earlier ones.
    private var drawingOrder: [Int] {
        story.data.names.indices.sorted { isHighlighted($0) == isHighlighted($1) ? $0 > $1 : !isHighlighted($0) }
    }

    /// Name `name`'s line, the leader to its label, its head dot (or image) and its label. Their
    /// animations compute their keyframes from `track` when evaluated (`LineRaceKeyframes`).
    private func nameLayers(_ name: Int, track: LineRaceTrack, trail: Path) -> [Layer] {
        let timeline = story.timeline, layout = track.geometry.layout, scale = layout.scale
        let periods = story.data.periods.count, values = track.values[name]
        func keyframes(_ part: LineRaceKeyframes.Part) -> LineRaceKeyframes { LineRaceKeyframes(track: track, name: name, part: part) }
        let color = isHighlighted(name) ? story.color(ofName: name) : (highlight.isEmpty ? story.color(ofName: name) : Self.mutedLine)
        let visible = track.visibility(name, atPeriod: 0)

        let lineWidth = (highlight.isEmpty || isHighlighted(name) ? Self.lineWidth : Self.mutedLineWidth) * scale
        let trailLayer = trailLayer(name, track: track, path: trail, color: color, lineWidth: lineWidth)
        let tip = tipLayer(name, track: track, color: color, lineWidth: lineWidth)

        let text = story.data.names[name]
        let side = track.sides[name]
        var dot = Layer(id: "head-\(name)", bounds: Rect(x: 0, y: 0, width: side, height: side), position: track.headPoint(name, atPeriod: 0),
            opacity: visible, backgroundColor: color)
        dot.cornerRadius = side / 2
        if let file = story.images[text] {
            dot.content = .image(ImageContent(path: file, gravity: .resizeAspectFill))
            dot.masksToBounds = true
        }
        dot.add(timeline.computed(\.position, keyframes(.headPosition)))
        dot.add(timeline.computed(\.opacity, keyframes(.visibility)))
        dot.mark = ChartMark(name: text, value: values[0], role: .point,
            keyframes: (0..<periods).map { ChartMark.Keyframe(time: story.time(ofPeriod: $0), value: values[$0]) })

        let label = headLabel(name, track: track, keyframes: keyframes)
        let leader = leaderLine(name, track: track, color: color, keyframes: keyframes)
        return [trailLayer, tip, leader, dot, label]
    }

    /// Name `name`'s trail: one path with a point per period from its first, and how far it is
    /// drawn on through each period. Its points are on the last period's axis, the widest, with
    /// the value 0 at y = 0; the trail layer's scale and place put them on each period's
    /// (`trailLayer`).
    func trail(_ name: Int, geometry: Geometry, values: [Double], firstPeriod: Int) -> (path: Path, ends: [Double]) {
        let layout = geometry.layout, periods = values.count
        let span = geometry.widestSpan, height = layout.plotBottom - layout.plotTop
        var path = Path(), lengths: [Double] = [], total = 0.0, previous: Point?
        for period in firstPeriod..<max(periods, firstPeriod) {
            let point = Point(x: geometry.x(period), y: -height * values[period] / span)
            if let previous {
                total += ((point.x - previous.x) * (point.x - previous.x) + (point.y - previous.y) * (point.y - previous.y)).squareRoot()
                path.addLine(to: point)
            } else {
                path.move(to: point)
            }
            lengths.append(total)
            previous = point
        }
        // Through period k the line is drawn to its point k; the step on to k + 1 is the tip's. At
        // its first period the line is its first point: a sliver of it (a millionth) draws its
        // round start, which the tip's butt end does not.
        let ends = (0..<periods).map { k in k >= firstPeriod && total > 0 ? max(lengths[k - firstPeriod] / total, 1e-6) : 0 }
        return (path, ends)
    }

    /// Name `name`'s line up to the last period passed: one path with a point per period, drawn on
    /// period by period (`strokeEnd`), the axis's rescaling a vertical scale of the layer (its
    /// stroke not scaled). Its points are on the last period's axis, the widest, and the layer's
    /// scale at period k, the widest span over period k's, puts them on period k's (and, when the
    /// axis goes below 0, its place puts the value 0 where period k's axis has it): moving between
    /// periods as scale and place blend, every point is where a path redrawn on each period's
    /// axis would put it, with one keyframe per period instead of a point per period in each.
    private func trailLayer(_ name: Int, track: LineRaceTrack, path: Path, color: Color, lineWidth: Double) -> Layer {
        let geometry = track.geometry, layout = geometry.layout, height = layout.plotBottom - layout.plotTop
        // The part of the widest axis above 0, as a fraction of it.
        let above = (geometry.maxima.last ?? 1) / geometry.widestSpan
        var shape = ShapeContent(path: path, fillColor: nil, strokeColor: color, lineWidth: lineWidth, strokeEnd: track.ends[name].first ?? 0)
        shape.lineJoin = .round
        shape.lineCap = .round
        shape.nonScalingStroke = true
        // The layer's origin is the value 0, its anchor; its bounds the widest axis's height.
        var line = Layer(id: "line-\(name)", bounds: Rect(x: 0, y: -height * above, width: size.width, height: height),
            position: Point(x: 0, y: geometry.zeroY(atPeriod: 0)), anchorPoint: Point(x: 0, y: above), opacity: track.visibility(name, atPeriod: 0),
            content: .shape(shape))
        line.transform = .scale(x: 1, y: geometry.maxima.isEmpty ? 1 : geometry.trailScale(atPeriod: 0))
        line.add(story.timeline.computed(\.transform.scaleY, LineRaceKeyframes(track: track, name: name, part: .trailScale)))
        if geometry.hasNegatives {
            line.add(story.timeline.computed(\.position.y, LineRaceKeyframes(track: track, name: name, part: .trailZero)))
        }
        line.add(story.timeline.computed(\.strokeEnd, LineRaceKeyframes(track: track, name: name, part: .trailEnd)))
        line.add(story.timeline.computed(\.opacity, LineRaceKeyframes(track: track, name: name, part: .visibility)))
        return line
    }

    /// The step of name `name`'s line from the last period passed to its head: from period k's
    /// point to the head on the blending axis, a segment drawn anew for each step (at a period it
    /// has no length; the trail has reached that period's point). Drawn on the axis of each
    /// moment as the trail's points are, the head's end moves straight from one period's place
    /// to the next, with the head's dot.
    private func tipLayer(_ name: Int, track: LineRaceTrack, color: Color, lineWidth: Double) -> Layer {
        // Butt ends: the trail's round end covers the joint (two round ends there would darken
        // its antialiased edge), and the head's dot covers the other end.
        let shape = ShapeContent(path: track.segment(name, from: 0, to: 0, axis: 0), fillColor: nil, strokeColor: color, lineWidth: lineWidth)
        var tip = Layer(id: "line-\(name)-tip", opacity: track.visibility(name, atPeriod: 0), content: .shape(shape))
        tip.add(story.timeline.computed(\.path, LineRaceKeyframes(track: track, name: name, part: .tip), alwaysAnimates: true))
        tip.add(story.timeline.computed(\.opacity, LineRaceKeyframes(track: track, name: name, part: .visibility)))
        return tip
    }

    /// The name and counting value at a line's head, following the label places worked out at
    /// each sampled instant.
    private func headLabel(_ name: Int, track: LineRaceTrack, keyframes: (LineRaceKeyframes.Part) -> LineRaceKeyframes) -> Layer {
        let timeline = story.timeline, layout = track.geometry.layout, scale = layout.scale, labelHeight = layout.labelHeight
        var label = Layer(id: "label-\(name)", bounds: Rect(x: 0, y: 0, width: layout.headRoom, height: labelHeight),
            position: track.labelPoint(name, atInstant: 0), anchorPoint: Point(x: 0, y: 0.5), opacity: track.labelOpacity(name, atInstant: 0))
        let nameColor = isHighlighted(name) || highlight.isEmpty ? story.color(ofName: name) : story.secondaryColor
        // A name longer than the room the value leaves it is shortened with an ellipsis.
        let nameWidth = min(layout.nameWidths[name], max(layout.headRoom - layout.valueWidth - 12 * scale, layout.headRoom * 0.4))
        var nameLayer = text(story.data.names[name], layout.nameFont, nameColor,
            Size(width: nameWidth, height: labelHeight), at: Point(x: 0, y: labelHeight / 2), anchor: Point(x: 0, y: 0.5), id: "name")
        nameLayer.content = .text(TextContent(string: story.data.names[name], font: layout.nameFont, color: nameColor, alignment: .left, truncation: .end))
        label.sublayers.append(nameLayer)
        var value = Layer(id: "value", bounds: Rect(x: 0, y: 0, width: layout.valueWidth + 4 * scale, height: labelHeight),
            position: Point(x: nameWidth + 12 * scale, y: labelHeight / 2), anchorPoint: Point(x: 0, y: 0.5),
            content: .text(TextContent(format: story.valueFormat, number: track.values[name][0], font: layout.valueFont,
                color: story.secondaryColor, alignment: .left)))
        value.add(timeline.computed(\.number, keyframes(.value)))
        label.sublayers.append(value)
        label.add(timeline.computed(\.position, keyframes(.labelPosition)))
        label.add(timeline.computed(\.opacity, keyframes(.labelOpacity)))
        return label
    }

    /// A thin line from a head's dot to its label, drawn while the label is pushed away from the
    /// dot's height (so that a label beside another line's dot still points at its own); nothing
    /// while the label sits level with its dot.
    private func leaderLine(_ name: Int, track: LineRaceTrack, color: Color,
                            keyframes: (LineRaceKeyframes.Part) -> LineRaceKeyframes) -> Layer {
        let scale = track.geometry.scale
        var shape = ShapeContent(path: track.leaderPath(name, atInstant: 0), fillColor: nil, strokeColor: color.withAlpha(color.alpha * 0.8),
            lineWidth: max(Self.leaderWidth * scale, 0.5))
        shape.lineCap = .butt
        var leader = Layer(id: "leader-\(name)", opacity: track.labelOpacity(name, atInstant: 0), content: .shape(shape))
        leader.add(story.timeline.computed(\.path, keyframes(.leaderPath)))
        leader.add(story.timeline.computed(\.opacity, keyframes(.labelOpacity)))
        return leader
    }

    /// The title, wrapped in its box, then shortened with an ellipsis on the second line.
    private func titleLayer(_ layout: LineRaceLayout) -> Layer? {
        guard !story.title.isEmpty else { return nil }
        let margin = Self.margin * layout.scale
        var title = text(story.title, layout.titleFont, story.textColor, layout.titleSize,
            at: Point(x: margin, y: 48 * layout.scale), anchor: .zero, id: "title")
        title.content = .text(TextContent(string: story.title, font: layout.titleFont, color: story.textColor,
            alignment: .left, isWrapped: true, truncation: .end))
        return title
    }

    /// The caption under the chart, on one line shortened with an ellipsis.
    private func captionLayer(_ layout: LineRaceLayout, measuring measurer: some TextMeasuring) throws -> Layer? {
        guard !story.caption.isEmpty else { return nil }
        let margin = Self.margin * layout.scale
        let measured = try measurer.size(of: story.caption, font: layout.captionFont)
        var caption = text(story.caption, layout.captionFont, story.secondaryColor,
            Size(width: min(measured.width, max(size.width - 2 * margin, 1)), height: measured.height),
            at: Point(x: margin, y: size.height - 48 * layout.scale), anchor: Point(x: 0, y: 0.5), id: "caption")
        caption.content = .text(TextContent(string: story.caption, font: layout.captionFont, color: story.secondaryColor,
            alignment: .left, truncation: .end))
        return caption
    }

    /// The side margin, for a 1920 × 1080 frame.
    static let margin = 80.0
    /// A line's width, and a muted (not highlighted) one's, for a 1920 × 1080 frame.
    static let lineWidth = 5.0
    static let mutedLineWidth = 3.0
    /// The head dot's side, and an image's, for a 1920 × 1080 frame.
    static let dotSide = 16.0
    static let imageSide = 44.0
    /// The space between a head's dot and its label.
    static let labelGap = 12.0
    /// How far a label moves from its dot's height before a leader line joins them.
    static let leaderThreshold = 4.0
    /// The leader line's width.
    static let leaderWidth = 1.5

    /// How often per period the heads' labels are pushed apart anew (a tenth of a second at
    /// the usual 0.8 s a period).
    static let labelSamplesPerPeriod = 8

    /// The colour of a line that is not highlighted: a grey that recedes behind the others.
    static let mutedLine = Color(hex: 0xC4C8CF)

    func isHighlighted(_ i: Int) -> Bool { highlight.contains(story.data.names[i]) }

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
    /// cut off from just above the plot's top label to its bottom, so that a tick leaving over
    /// the top fades out there rather than over the title.
    private func yTicks(_ geometry: Geometry, measuring measurer: some TextMeasuring) throws -> Layer {
        let timeline = story.timeline, layout = geometry.layout, scale = layout.scale
        let clip = (layout.plotTop - 20 * scale)...(layout.plotBottom + 2 * scale)
        // As many ticks as their labels have room for, at most five.
        let rows = max(1, min(5, Int((layout.plotBottom - layout.plotTop) / max(layout.labelHeight * 2, 1))))
        let axis = RaceAxis(maxima: geometry.maxima, minima: geometry.minima, count: rows)
        let lines = ChartLines(color: story.gridColor, lineWidth: max(1.5 * scale, 1)), zeroLine = axisLines(layout)
        // Bounds from the clip's top: the ticks keep the chart's coordinates.
        var group = Layer(id: "ticks", bounds: Rect(x: 0, y: clip.lowerBound, width: size.width, height: clip.upperBound - clip.lowerBound),
            position: Point(x: 0, y: clip.lowerBound), anchorPoint: .zero)
        group.masksToBounds = true
        for value in axis.tickValues() {
            // A tick far outside a period's axis waits just beyond it, so that it slides in from
            // near the edge rather than from far off.
            let ys = axis.maxima.indices.map { k in
                let span = axis.maxima[k] - axis.bottom(atPeriod: k)
                return geometry.y(min(max(value, axis.bottom(atPeriod: k) - 0.3 * span), axis.maxima[k] + 0.3 * span), atPeriod: k)
            }
            let visible = axis.maxima.indices.map { axis.shows(value, atPeriod: $0) ? 1.0 : 0.0 }
            var tick = Layer(id: "tick-\(ChartNumberFormat.automatic.string(for: value))", position: Point(x: 0, y: ys[0]), opacity: visible[0])
            // 0, when the axis goes below it, is drawn as the axis line is.
            tick.sublayers.append((value == 0 ? zeroLine : lines).horizontal(at: [0], from: layout.plotLeft, to: layout.plotRight))
            let label = RaceAxis.label(for: value, format: .printf(story.valueFormat))
            let size = try measurer.size(of: label, font: layout.tickFont)
            tick.sublayers.append(text(label, layout.tickFont, story.secondaryColor, size,
                at: Point(x: layout.plotLeft - 14 * scale, y: 0), anchor: Point(x: 1, y: 0.5), id: "label"))
            tick.add(timeline.animation(\.position.y, numbers: ys))
            tick.add(timeline.handoverAnimation(\.opacity, visible: visible))
            group.sublayers.append(tick)
        }
        return group
    }

    /// The axis line's style, for the plot's bottom and for 0 within the plot.
    private func axisLines(_ layout: LineRaceLayout) -> ChartLines {
        ChartLines(color: story.secondaryColor.withAlpha(0.6), lineWidth: max(2 * layout.scale, 1))
    }

    /// Period labels evenly along the x axis: every n-th, as many as fit side by side (at most eight).
    private func xLabels(_ layout: LineRaceLayout, measuring measurer: some TextMeasuring) throws -> Layer {
        let periods = story.data.periods
        var widest = 0.0
        for text in Set(periods) { widest = max(widest, try measurer.size(of: text, font: layout.tickFont).width) }
        let fitting = max(1, Int((layout.plotRight - layout.plotLeft) / max(widest * 1.5, 1)) + 1)
        let step = max(1, Int((Double(periods.count) / Double(min(8, fitting))).rounded(.up)))
        let y = layout.plotBottom + 30 * layout.scale
        var group = Layer(id: "x-labels")
        for period in stride(from: 0, to: periods.count, by: step) {
            let size = try measurer.size(of: periods[period], font: layout.tickFont)
            group.sublayers.append(text(periods[period], layout.tickFont, story.secondaryColor, size,
                at: Point(x: layout.x(period), y: y), anchor: Point(x: 0.5, y: 0.5), id: "x-\(period)"))
        }
        return group
    }

    private func text(_ string: String, _ font: Font, _ color: Color, _ size: Size, at point: Point, anchor: Point, id: String) -> Layer {
        Layer(id: id, bounds: Rect(origin: .zero, size: size), position: point, anchorPoint: anchor,
              content: .text(TextContent(string: string, font: font, color: color, alignment: .left)))
    }
}
