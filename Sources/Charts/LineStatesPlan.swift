import Animation
import Foundation
import Scene

/// A line chart moving through states (see `LineChart.states`): each line through every name of
/// every state, in one merged order, where a name missing from a state sits on its neighbour
/// there, so that the lines keep their shape while points split out of them and merge into them;
/// the axes with a tick per name's slot and per y label, as the plain chart draws them.
struct LineStatesPlan {
    let chart: LineChart
    let states: ChartStates
    let timeline: StateTimeline
    /// The lines' styles (the chart's lines, then the default in the palette's colours): as
    /// many as the states give values for.
    let lines: [LineChartSeries]
    /// Each state's layout and value scale, all with the same left margin.
    let layouts: [LineChartLayout]
    let scales: [ChartScale]
    /// Every name, in an order each state's own order keeps: a name new in a state comes after
    /// the name before it there.
    let order: [String]
    /// The x labels' measured sizes, by name.
    let labelSizes: [String: Size]
    /// The state label's font (its band is the layouts' top margin).
    let stateLabelFont: Font
    /// The height the state label takes at the top of the chart (0 without one): no point label goes there.
    let stateLabelHeight: Double
    /// Per state, the x labels written there, by the name's index in the state: each box's
    /// centre and width (`LineChartLayout.xLabelSpans`).
    private(set) var xLabelSpans: [[Int: (center: Double, width: Double)]] = []
    /// How each line's point labels write (and count) their values (`pointLabelFormat`).
    private(set) var pointLabelFormats: [NumberFormat] = []
    /// Per state, the point labels written there, as `[line, name's index in the state]`, each
    /// with its centre: as many as fit without running into each other or the axis labels
    /// (`PointLabelSelection`, as the chart without states chooses).
    private(set) var pointLabelCenters: [[[Int]: Point]] = []

    init(chart: LineChart, states: ChartStates, measuring measurer: some TextMeasuring) throws {
        guard chart.yScale == .axis else {
            throw ChartError.invalidData(chart: LineChart.chartName, message: "states need values on the axis scale", fix: "use `yScale: axis` (the default)")
        }
        try states.validate(chart: LineChart.chartName, allowsNegative: true)
        let count = states.states.map { 1 + $0.moreValues.count }.max() ?? 1
        guard chart.series.count <= count else {
            throw ChartError.invalidData(chart: LineChart.chartName,
                message: "the chart has \(chart.series.count) lines, and its states give values for \(count)",
                fix: "give every line its values in each state (a column per line of the data file, named by each line's `values`), or fewer lines")
        }
        self.chart = chart
        self.states = states
        let lines = (0..<count).map { i -> LineChartSeries in
            if i < chart.series.count { return chart.series[i] }
            var line = chart.series.first ?? LineChartSeries(values: [])
            line.color = RaceStory.modernPalette[i % RaceStory.modernPalette.count]
            return line
        }
        self.lines = lines
        let charts = states.states.map { state in
            var each = chart
            each.states = nil
            each.xLabels = state.names
            each.series = lines.enumerated().map { i, line in
                var values = line
                values.values = state.values(ofLine: i)
                return values
            }
            return each
        }
        for each in charts { try each.validate() }
        stateLabelFont = StateLabel.font(following: chart.labelFont)
        stateLabelHeight = states.showsLabel ? try StateLabel.height(stateLabelFont, measuring: measurer) : 0
        let top = states.showsLabel ? stateLabelHeight + chart.margin / 2 : nil
        let left = try charts.map { try $0.measuringYLabels(measurer).layout.leftMargin }.max() ?? chart.margin
        layouts = charts.map {
            LineChartLayout(frame: $0.size, margin: $0.margin, leftMargin: left, topMargin: top, bottomMargin: $0.xLabelBand,
                xLabelCount: max($0.xLabels.count, 1), yLabelCount: max($0.yLabels.count, 1))
        }
        scales = charts.map(\.valueScale)
        timeline = try StateTimeline(states, revealEnd: chart.revealEnd, chart: LineChart.chartName)
        var order: [String] = []
        for state in states.states {
            var after = -1
            for name in state.names {
                if let index = order.firstIndex(of: name) {
                    after = index
                } else {
                    after += 1
                    order.insert(name, at: after)
                }
            }
        }
        self.order = order
        var sizes: [String: Size] = [:]
        for name in order { sizes[name] = try measurer.size(of: name, font: chart.labelFont) }
        labelSizes = sizes
        pointLabelFormats = lines.indices.map { pointLabelFormat(lines[$0], $0) }
        pointLabelCenters = try states.states.indices.map { try choosePointLabels(inState: $0, measuring: measurer) }
        xLabelSpans = states.states.indices.map(chooseXLabels(inState:))
    }

    /// The x labels of state `k` (see `xLabelSpans`): every n-th while the widest name of any
    /// state does not fit each slot.
    private func chooseXLabels(inState k: Int) -> [Int: (center: Double, width: Double)] {
        let layout = layouts[k], names = states.states[k].names
        let widest = labelSizes.values.map(\.width).max() ?? 0, tallest = labelSizes.values.map(\.height).max() ?? 0
        let every = max(1, Int((widest * 1.1 / max(layout.xLabelWidth, 1e-9)).rounded(.up)))
        let written = Array(stride(from: 0, to: names.count, by: every))
        let spans = layout.xLabelSpans(slots: written, textWidths: written.map { labelSizes[names[$0]]?.width ?? 1 },
            half: layout.xLabelWidth * Double(every) * 0.95 / 2, width: chart.size.width, gap: tallest / 4)
        return Dictionary(uniqueKeysWithValues: zip(written, spans))
    }

    /// The point labels of state `k` that fit (see `pointLabelCenters`).
    private func choosePointLabels(inState k: Int, measuring measurer: some TextMeasuring) throws -> [[Int]: Point] {
        let layout = layouts[k], state = states.states[k]
        var candidates: [PointLabelSelection.Candidate] = [], centers: [[Int]: [Point]] = [:], values: [[Double]] = []
        for (i, line) in lines.enumerated() {
            let lineValues = state.values(ofLine: i)
            values.append(lineValues)
            guard line.showPointLabels else { continue }
            let points = lineValues.indices.map { Point(x: layout.slotCenter($0), y: layout.y(of: lineValues[$0], on: scales[k])) }
            let (font, height, clearance) = line.pointLabelStyle(frameScale: chart.frameScale)
            let format = pointLabelFormats[i]
            for n in points.indices {
                let measured = try measurer.size(of: format.string(for: lineValues[n]), font: font)
                let sides = PointLabelSelection.places(points, at: n, textWidth: measured.width, clearance: clearance, height: height,
                                                       frame: chart.size, yAxisX: layout.yAxisX)
                centers[[i, n]] = sides
                candidates.append(PointLabelSelection.Candidate(series: i, point: n, boxes: sides.map {
                    Rect(x: $0.x - measured.width / 2, y: $0.y - measured.height / 2, width: measured.width, height: measured.height)
                }))
            }
        }
        // The y labels' column, the x labels' band and the state label's band (a small margin
        // leaves a label over the highest point no room under the state label).
        let occupied = [Rect(x: 0, y: 0, width: layout.yAxisX, height: chart.size.height),
                        Rect(x: 0, y: layout.xAxisY + 4, width: chart.size.width, height: max(chart.size.height - layout.xAxisY - 4, 0)),
                        Rect(x: 0, y: 0, width: chart.size.width, height: stateLabelHeight)]
        let selection = PointLabelSelection(candidates, values: values, occupied: occupied)
        return selection.kept.reduce(into: [:]) { result, entry in result[entry.key] = centers[entry.key]?[entry.value] }
    }

    /// How line `i`'s point labels write (and count) their values: in the line's format, but in
    /// the short form where the chart without states would abbreviate one of them
    /// (`ChartNumberFormat.labelString`: the default `%1.f` of 1.2 T is not thirteen digits).
    private func pointLabelFormat(_ line: LineChartSeries, _ i: Int) -> NumberFormat {
        let values = states.states.flatMap { $0.values(ofLine: i) }
        guard let format = try? NumberFormat(line.pointLabelFormat) else { return ChartNumberFormat.counting(through: values) }
        let label = ChartNumberFormat.printf(format)
        return values.contains { label.labelString(for: $0) != format.string(for: $0) } ? .short : format
    }

    /// Line `line`'s point at `name` in state `k`, where the state has it.
    func point(_ name: String, line: Int = 0, inState k: Int) -> Point? {
        let state = states.states[k], values = state.values(ofLine: line)
        guard let i = state.names.firstIndex(of: name), i < values.count else { return nil }
        return Point(x: layouts[k].slotCenter(i), y: layouts[k].y(of: values[i], on: scales[k]))
    }

    /// Where line `line` at `name` sits in state `k`: its point, or, missing there, its nearest
    /// neighbour's in the merged order (the one before, else the one after).
    func place(_ name: String, line: Int = 0, inState k: Int) -> Point {
        if let p = point(name, line: line, inState: k) { return p }
        let index = order.firstIndex(of: name) ?? 0
        for other in order[..<index].reversed() { if let p = point(other, line: line, inState: k) { return p } }
        for other in order[(index + 1)...] { if let p = point(other, line: line, inState: k) { return p } }
        return Point(x: layouts[k].yAxisX, y: layouts[k].xAxisY)
    }

    /// The x of `name`'s slot in state `k`, where the state has it.
    func slotX(_ name: String, inState k: Int) -> Double? {
        states.states[k].names.firstIndex(of: name).map { layouts[k].slotCenter($0) }
    }

    func layer() throws -> Layer {
        var sublayers: [Layer] = []
        let layout = layouts[0]
        let ticks = tickKeys()
        if chart.showGridLines { sublayers.append(gridLayer(ticks)) }
        if chart.showAxes {
            sublayers.append(ChartAxes(corner: Point(x: layout.yAxisX, y: layout.xAxisY), top: layout.topMargin - chart.margin, end: layout.xAxisEnd,
                style: ChartLines(color: chart.axisColor)).layer())
            sublayers += order.enumerated().map { xTickLayer($1, index: $0) }
            sublayers.append(yTickLayer(ticks))
        }
        for i in lines.indices.reversed() {
            sublayers.append(lineLayer(i))
            sublayers += order.enumerated().map { pointLayer($1, line: i, index: $0) }
        }

        let frame = Rect(origin: .zero, size: chart.size)
        let pointLabels = lines.indices.filter { lines[$0].showPointLabels }.flatMap { i in order.map { pointLabel($0, line: i) } }
        let planned = ticks.map(tickText) + order.map(xLabelText) + pointLabels
        let opacity = StateText.opacityKeys(planned.map(\.text), timeline: timeline, frame: frame)
        sublayers += zip(planned, opacity).map(StateText.layer)
        if states.showsLabel {
            sublayers.append(StateLabel(states: states, timeline: timeline, font: stateLabelFont, color: chart.labelColor,
                box: Rect(x: layout.yAxisX, y: 0, width: max(layout.xAxisEnd - layout.yAxisX, 1), height: layout.topMargin - chart.margin)).layer())
        }
        var container = chart.container(id: "line-chart", background: chart.backgroundColor, sublayers: sublayers)
        let first = scales[0]
        container.chart = ChartInfo(kind: LineChart.chartName, scale: ValueAxis(
            axis: .y, lowerValue: first.lower, lowerCoordinate: layout.xAxisY, upperValue: first.upper, upperCoordinate: layout.xAxisY - layout.canvasHeight,
            keyframes: scales.count > 1 ? zip(timeline.times, scales).map { ValueAxis.Keyframe(time: $0, upperValue: $1.upper, lowerValue: $1.lower) } : []),
            periods: timeline.periods(states))
        return container
    }

    // MARK: The lines and their points

    private func lineLayer(_ i: Int) -> Layer {
        let line = lines[i]
        func path(_ k: Int) -> Path {
            var path = Path()
            for (n, name) in order.enumerated() {
                let p = place(name, line: i, inState: k)
                if n == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            return path
        }
        let keys = timeline.keys(states.states.indices.map { Optional($0) }, ghost: { _, _, k in k }) { .path(path($0)) }
        var layer = Layer.stroke(path(0), color: line.color, width: line.lineWidth, id: "series-\(i)")
        if case .shape(var shape) = layer.content {
            shape.lineJoin = .round
            layer.content = .shape(shape)
        }
        if chart.drawOnDuration > 0 {
            layer.animations.append(ChartAnimation.drawOn(begin: chart.beginTime, duration: chart.drawOnDuration, timing: chart.drawOnTiming))
        }
        layer.add(StateTimeline.animation("path", keys))
        return layer
    }

    /// Line `i`'s point at `name`: its circle (growing from nothing where it splits out of the
    /// line), carrying its mark (named `name` on the first line, `name · line 2` on the second …).
    private func pointLayer(_ name: String, line i: Int, index j: Int) -> Layer {
        let line = lines[i]
        let points = states.states.indices.map { point(name, line: i, inState: $0) }
        let radius = line.inflexionPointWidth / 2
        let keys = timeline.keys(points.map { $0.map { ($0, radius) } }, ghost: { absent, _, _ in (place(name, line: i, inState: absent), 0) }) { center, r in
            .path(Self.circle(center, r))
        }
        let values = states.states.indices.map { k in states.states[k].names.firstIndex(of: name).map { states.states[k].values(ofLine: i)[$0] } }
        let id = i == 0 ? "point-\(j)" : "line-\(i)-point-\(j)"
        let present = points.map { $0 != nil }
        var layer: Layer
        if radius > 0, case .path(let first)? = keys.first?.value {
            layer = Layer.stroke(first, color: line.color, width: line.lineWidth, id: id)
            layer.add(StateTimeline.animation("path", keys))
        } else {
            // No circles: an empty layer at the point carries the mark.
            let positions = timeline.keys(points, ghost: { absent, _, _ in place(name, line: i, inState: absent) }) { .point($0) }
            layer = Layer(id: id)
            if case .point(let first)? = positions.first?.value { layer.position = first }
            layer.add(StateTimeline.animation("position", positions))
        }
        layer.opacity = present[0] ? 1 : 0
        layer.add(StateTimeline.animation("opacity", timeline.presenceKeys(present), mode: .discrete))
        layer.mark = ChartMark(name: i == 0 ? name : "\(name) · line \(i + 1)", value: values.compactMap { $0 }.first ?? 0, role: .point,
            keyframes: zip(timeline.times, values).compactMap { time, value in value.map { ChartMark.Keyframe(time: time, value: $0) } })
        return layer
    }

    static func circle(_ center: Point, _ radius: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: center.x + radius, y: center.y))
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        return path
    }

    // MARK: Texts

    /// The x label of `name`, under its point in the states that write it (every n-th when
    /// they do not fit side by side).
    private func xLabelText(_ name: String) -> StateText.Planned {
        let height = max(labelSizes[name]?.height ?? 1, 1)
        let boxes: [(Point, Size)?] = states.states.indices.map { k in
            guard let i = states.states[k].names.firstIndex(of: name), let span = xLabelSpans[k][i] else { return nil }
            return (Point(x: span.center, y: layouts[k].xAxisY + 4 + height / 2), Size(width: span.width, height: height))
        }
        let size = Size(width: boxes.compactMap { $0?.1.width }.max() ?? 1, height: height)
        let text = StateText(centers: boxes.map { $0?.0 }, ghost: { _, _, center in center }, size: size)
        let layer = PlacedLabel(text: name, size: size, center: text.firstCenter)
            .layer(font: chart.labelFont, color: chart.labelColor, alignment: .center, truncation: .end)
        let sizes = boxes.map { $0?.1 }
        return (text, layer, [("position", text.positionKeys(timeline)),
                              ("bounds", timeline.keys(sizes, ghost: { _, _, size in size }) { .rect(Rect(origin: .zero, size: $0)) })])
    }

    /// A y label: its value and its text (a value written differently in two states is two labels).
    struct Tick: Hashable {
        var value: Double
        var text: String
    }

    /// Every tick some state writes, bottom first.
    private func tickKeys() -> [Tick] {
        var seen: Set<Tick> = []
        var ticks: [Tick] = []
        for scale in scales {
            for value in scale.ticks {
                let tick = Tick(value: value, text: chart.valueFormat.tickString(for: value, step: scale.step))
                if seen.insert(tick).inserted { ticks.append(tick) }
            }
        }
        return ticks.sorted { $0.value < $1.value }
    }

    /// Where `value` sits in state `k`, kept on the canvas.
    private func y(of value: Double, inState k: Int) -> Double {
        let layout = layouts[k]
        return min(max(layout.y(of: value, on: scales[k]), layout.xAxisY - layout.canvasHeight), layout.xAxisY)
    }

    private func shows(_ tick: Tick, inState k: Int) -> Bool {
        scales[k].ticks.contains(tick.value) && chart.valueFormat.tickString(for: tick.value, step: scales[k].step) == tick.text
    }

    private func tickText(_ tick: Tick) -> StateText.Planned {
        let layout = layouts[0]
        let height = max(chart.labelFont.size * 1.3, 1)
        let size = Size(width: layout.leftMargin * 0.9, height: height)
        let centers: [Point?] = states.states.indices.map { k in
            shows(tick, inState: k) ? Point(x: size.width / 2, y: min(max(y(of: tick.value, inState: k), height / 2), chart.size.height - height / 2)) : nil
        }
        let text = StateText(centers: centers, ghost: { j, _, _ in
            Point(x: size.width / 2, y: min(max(self.y(of: tick.value, inState: j), height / 2), self.chart.size.height - height / 2))
        }, size: size)
        let layer = PlacedLabel(text: tick.text, size: size, center: text.firstCenter)
            .layer(font: chart.labelFont, color: chart.labelColor, alignment: .right, truncation: .end)
        return (text, layer, [("position", text.positionKeys(timeline))])
    }

    /// Line `i`'s value at `name` by its point, counting, in the states where it fits (see
    /// `pointLabelCenters`).
    private func pointLabel(_ name: String, line i: Int) -> StateText.Planned {
        let line = lines[i]
        let (font, height, clearance) = line.pointLabelStyle(frameScale: chart.frameScale)
        let format = pointLabelFormats[i]
        let size = Size(width: max(line.inflexionPointWidth, 6) * 8 * chart.frameScale, height: height)
        func above(_ p: Point) -> Point { Point(x: p.x, y: min(max(p.y - clearance, height / 2), chart.size.height - height / 2)) }
        let centers: [Point?] = states.states.indices.map { k in
            states.states[k].names.firstIndex(of: name).flatMap { pointLabelCenters[k][[i, $0]] }
        }
        let text = StateText(centers: centers, ghost: { absent, _, _ in above(self.place(name, line: i, inState: absent)) }, size: size)
        let numbers = states.states.indices.map { k in states.states[k].names.firstIndex(of: name).map { states.states[k].values(ofLine: i)[$0] } }
        let layer = Layer(bounds: Rect(origin: .zero, size: size), content: .text(TextContent(
            format: format, number: numbers.compactMap { $0 }.first ?? 0, font: font, color: line.pointLabelColor, alignment: .center)))
        return (text, layer, [("position", text.positionKeys(timeline)), ("number", timeline.keys(numbers, ghost: { _, _, _ in 0 }) { .number($0) })])
    }

    // MARK: Ticks and grid

    /// The tick of `name`'s slot on the x axis: moving with its slot, shown in the states that
    /// have the name (and while it grows in or shrinks out).
    private func xTickLayer(_ name: String, index j: Int) -> Layer {
        let xs = states.states.indices.map { slotX(name, inState: $0) }
        let axisY = layouts[0].xAxisY
        func tick(_ x: Double) -> Path {
            var path = Path()
            path.move(to: Point(x: x, y: axisY - 2))
            path.addLine(to: Point(x: x, y: axisY))
            return path
        }
        let keys = timeline.keys(xs, ghost: { absent, _, _ in place(name, inState: absent).x }) { .path(tick($0)) }
        let first = xs.compactMap { $0 }.first ?? layouts[0].yAxisX
        var layer = Layer.stroke(tick(xs[0] ?? first), color: chart.axisColor, width: ChartLines(color: chart.axisColor).lineWidth, id: "x-tick-\(j)")
        layer.add(StateTimeline.animation("path", keys))
        layer.opacity = xs[0] != nil ? 1 : 0
        layer.add(StateTimeline.animation("opacity", timeline.presenceKeys(xs.map { $0 != nil }), mode: .discrete))
        return layer
    }

    /// The ticks at the y labels on the y axis, sliding with the axis as the grid lines do.
    private func yTickLayer(_ ticks: [Tick]) -> Layer {
        var values: [Double] = []
        for tick in ticks where !values.contains(tick.value) { values.append(tick.value) }
        let x = layouts[0].yAxisX
        var layer = timeline.gridLayer(values, draws: { value, k in scales[k].ticks.contains(value) }, y: { value, k in self.y(of: value, inState: k) },
            lines: ChartLines(color: chart.axisColor), from: x, to: x + 2)
        layer.id = "y-ticks"
        return layer
    }

    // MARK: Grid

    private func gridLayer(_ ticks: [Tick]) -> Layer {
        var values: [Double] = []
        for tick in ticks where !values.contains(tick.value) { values.append(tick.value) }
        return timeline.gridLayer(values, draws: { value, k in scales[k].ticks.contains(value) }, y: { value, k in self.y(of: value, inState: k) },
            lines: ChartLines(color: chart.gridColor, lineWidth: 0.5, dashPattern: [6, 5], lineCap: .round),
            from: layouts[0].yAxisX, to: chart.size.width - chart.margin + 5)
    }
}
