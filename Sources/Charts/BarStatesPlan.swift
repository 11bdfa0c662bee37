import Animation
import Scene

/// A bar chart moving through states, laid out: one `BarChart` per state on one plot area (the
/// y-label column and x-label band as wide and tall as the widest state needs), and the tracks of
/// every bar, text, grid line and tick through the states (see `BarChart.states`).
struct BarStatesPlan {
    let chart: BarChart
    let states: ChartStates
    let timeline: StateTimeline
    /// The chart of each state.
    let charts: [BarChart]
    /// Each state's layout, all on the same plot.
    let layouts: [BarChartLayout]
    /// Every bar's name, in the order they first appear.
    let names: [String]
    /// How the bar texts write (and count) values.
    let format: NumberFormat
    /// The box of every y label.
    let tickLabelSize: Size
    /// How the y labels are written, one text per value in every state: abbreviated when any
    /// state's axis is, with the digits the finest step needs.
    let tickFormat: (step: Int, abbreviated: Bool)
    /// The state label's font and the band above the plot it takes (0 without one).
    let stateLabelFont: Font
    let header: Double
    /// The bar texts' font (`countingFont`).
    let barTextFont: Font

    init(chart: BarChart, states: ChartStates, measuring measurer: some TextMeasuring) throws {
        try states.validate(chart: BarChart.chartName, allowsNegative: true, largest: BarChart.largestValue)
        self.chart = chart
        self.states = states
        let format = ChartNumberFormat.counting(through: states.states.flatMap(\.values))
        self.format = format
        var charts = states.states.map { state in
            var each = chart
            each.states = nil
            each.values = state.values
            each.xLabels = state.names
            each.barTexts = state.values.map(format.string(for:))
            return each
        }
        // One bar width for every state: the narrowest state's, so bars never touch.
        let width = charts.map(\.barWidth).min() ?? chart.barWidth
        for i in charts.indices { charts[i].barWidth = width }
        for each in charts { try each.validate() }
        self.charts = charts
        stateLabelFont = StateLabel.font(following: chart.yLabelFont)
        let header = states.showsLabel ? try StateLabel.height(stateLabelFont, measuring: measurer) : 0
        self.header = header
        // A text inside its bar keeps clear of the bar's top.
        let inset = chart.barTextFont.size * 0.3
        // Each state's own y-label column, measured once: for its own layout and for the shared column.
        let columns = try charts.map { try BarChartLayout.yLabelTextSize(of: $0, measuring: measurer) }
        let own = try zip(charts, columns).map {
            try BarChartLayout(chart: $0, measuring: measurer, yLabelTextSize: $1, header: header, barTextInset: inset)
        }
        // The column holds every state's top label and every tick label as written (with the
        // widest digits), the finer steps' decimals too.
        let tickFormat = (step: charts.map(\.incrementValue).min() ?? 1, abbreviated: charts.contains(where: \.abbreviatesYLabels))
        self.tickFormat = tickFormat
        let ticks = chart.hasYLabels ? Set(own.flatMap(\.yLabelValues)).map { BarChart.yLabelText(Int($0), step: tickFormat.step, abbreviated: tickFormat.abbreviated) } : []
        let sizes = try columns
            + ticks.map { try BarChartLayout.yLabelSize($0, font: chart.yLabelFont, measuring: measurer) }
        let top = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        tickLabelSize = top
        // One x-label band for every state: the tallest any state needs with the shared column
        // (a wider column moves the bars right, which leaves an angled label more room).
        func laidOut(band: Double, header: Double) throws -> [BarChartLayout] {
            try charts.map { try BarChartLayout(chart: $0, measuring: measurer, yLabelTextSize: top, minimumXLabelBand: band, header: header, barTextInset: inset) }
        }
        let first = try laidOut(band: own.map(\.xLabelBandHeight).max() ?? 0, header: header)
        let band = first.map(\.xLabelBandHeight).max() ?? 0
        let banded = first.allSatisfy { $0.xLabelBandHeight == band } ? first : try laidOut(band: band, header: header)
        // A text over a state's highest bar that would reach into the state label: every state's
        // plot starts that much lower, so that they keep one plot.
        let overflow = banded.map(\.textOverflowAtTop).max() ?? 0
        layouts = overflow > 0 ? try laidOut(band: band, header: header + overflow) : banded
        timeline = try StateTimeline(states, revealEnd: charts[0].endTime, chart: BarChart.chartName)
        names = states.allNames
        barTextFont = try Self.countingFont(layouts: layouts, states: states, font: chart.barTextFont, format: format, measuring: measurer)
    }

    /// The bar texts' font: each state's made smaller where its widest text would not fit
    /// between its bars, and smaller again where a text counting between two states passes
    /// through a number wider than either end ("-500 B" between "-1 T" and "-1.2 K") that would
    /// not fit between the bars of either state (down to `BarChartLayout.smallestBarTextScale`).
    static func countingFont(layouts: [BarChartLayout], states: ChartStates, font: Font, format: NumberFormat,
                             measuring measurer: some TextMeasuring) throws -> Font {
        let base = layouts.map(\.barTextScale).min() ?? 1, scaled = font.scaled(by: base)
        func spacing(_ k: Int) -> Double {
            let centers = layouts[k].barCenters
            return centers.count > 1 ? centers[1] - centers[0] : layouts[k].plotRect.width
        }
        var widths: [String: Double] = [:], scale = 1.0
        for k in states.states.indices.dropFirst() where !layouts[k - 1].barTexts.isEmpty && !layouts[k].barTexts.isEmpty {
            let room = min(spacing(k - 1), spacing(k)) * 0.95
            let before = states.states[k - 1], after = states.states[k]
            for (i, name) in after.names.enumerated() {
                guard let j = before.names.firstIndex(of: name) else { continue }
                let (m, n) = (before.values[j], after.values[i])
                for step in 0...24 {
                    // As wide as any number of as many digits the count shows near it.
                    let text = format.string(for: m + (n - m) * Double(step) / 24).withWidestDigits
                    if widths[text] == nil { widths[text] = try measurer.size(of: text, font: scaled).width }
                    scale = min(scale, room / widths[text]!)
                }
            }
        }
        return font.scaled(by: max(base * scale, min(base, BarChartLayout.smallestBarTextScale)))
    }

    var plot: Rect { layouts[0].plotRect }

    /// The index of bar `name` in state `k`.
    func index(of name: String, inState k: Int) -> Int? {
        states.states[k].names.firstIndex(of: name)
    }

    /// Where value `v` sits on state `k`'s axis.
    func y(of value: Double, inState k: Int) -> Double {
        let layout = layouts[k]
        return plot.maxY - (value - Double(layout.bottomValue)) / Double(layout.topValue - layout.bottomValue) * plot.height
    }

    func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        var sublayers: [Layer] = []
        if chart.hasGrid { sublayers.append(gridLayer()) }
        sublayers += names.enumerated().map { bar($1, index: $0) }
        if layouts.contains(where: { $0.bottomValue < 0 }) { sublayers.append(zeroLine()) }
        sublayers.append(chart.borderLayer(plot))

        let frame = Rect(origin: .zero, size: chart.size)
        let ticks = tickValues(\.yLabelValues)
        let yTexts = ticks.map(tickText)
        let xTexts = names.map(xLabelText)
        let barTexts = try names.map { try barText($0, measuring: measurer) }
        let all = yTexts.map(\.text) + xTexts.map(\.text) + barTexts.map(\.text)
        var opacity = StateText.opacityKeys(all, timeline: timeline, frame: frame)[...]
        func take(_ count: Int) -> [[StateKey]] {
            defer { opacity = opacity.dropFirst(count) }
            return Array(opacity.prefix(count))
        }
        let groups: [(String, [Layer])] = [
            ("y-labels", zip(yTexts, take(yTexts.count)).map(StateText.layer)),
            ("x-labels", zip(xTexts, take(xTexts.count)).map(StateText.layer)),
            ("bar-texts", zip(barTexts, take(barTexts.count)).map(StateText.layer)),
        ]
        for (id, labels) in groups where !labels.isEmpty {
            sublayers.append(chart.fadingGroup(id: id, labels))
        }
        if header > 0 {
            sublayers.append(StateLabel(states: states, timeline: timeline, font: stateLabelFont, color: chart.xLabelColor,
                box: Rect(x: plot.minX, y: 0, width: plot.width, height: header)).layer())
        }
        var layer = chart.container(id: "bar-chart", background: chart.backgroundColor, sublayers: sublayers)
        let tops = layouts.map { Double($0.topValue) }, bottoms = layouts.map { Double($0.bottomValue) }
        let keyframes = timeline.times.indices.map { ValueAxis.Keyframe(time: timeline.times[$0], upperValue: tops[$0], lowerValue: bottoms[$0]) }
        layer.chart = ChartInfo(kind: BarChart.chartName, scale: ValueAxis(
            axis: .y, lowerValue: bottoms[0], lowerCoordinate: plot.maxY, upperValue: tops[0], upperCoordinate: plot.minY,
            keyframes: tops.count > 1 ? keyframes : []),
            periods: timeline.periods(states))
        return layer
    }

    // MARK: Bars

    private func bar(_ name: String, index j: Int) -> Layer {
        let indices = states.states.indices.map { index(of: name, inState: $0) }
        // Each bar runs from its state's zero line to its end; a new bar grows from the zero line
        // of the state it is new in, a removed one shrinks into that of the state without it.
        let geometry: [(base: Point, end: Point)?] = indices.enumerated().map { k, i in
            i.map { (Point(x: layouts[k].barCenters[$0], y: layouts[k].baseline), Point(x: layouts[k].barCenters[$0], y: layouts[k].barTops[$0])) }
        }
        func path(_ line: (base: Point, end: Point)) -> PropertyValue {
            var path = Path()
            path.move(to: line.base)
            path.addLine(to: line.end)
            return .path(path)
        }
        let keys = timeline.keys(geometry, ghost: { j, _, line in
            let zero = Point(x: line.end.x, y: layouts[j].baseline)
            return (zero, zero)
        }, path)
        guard case .path(let first)? = keys.first?.value else { return Layer(id: "bar-\(j)") }
        let color = chart.barColor.withAlpha(chart.barColor.alpha * chart.barAlpha)
        var bar = Layer.stroke(first, color: color, width: charts[0].barWidth, id: "bar-\(j)")
        bar.shadowColor = chart.shadowColor
        bar.shadowOpacity = chart.shadowOpacity
        bar.shadowOffset = chart.shadowOffset
        bar.shadowRadius = chart.shadowRadius
        let present = indices.map { $0 != nil }
        bar.opacity = present[0] ? 1 : 0
        if let i = indices[0] {
            bar.animations.append(ChartAnimation.drawOn(begin: charts[0].barBeginTime(i), duration: charts[0].barDuration, timing: .easeOut))
        }
        bar.add(StateTimeline.animation("path", keys))
        bar.add(StateTimeline.animation("opacity", timeline.presenceKeys(present), mode: .discrete))
        let values = indices.enumerated().map { k, i in i.map { states.states[k].values[$0] } }
        bar.mark = ChartMark(name: name, value: values.compactMap { $0 }.first ?? 0, role: .bar,
            keyframes: zip(timeline.times, values).compactMap { time, value in value.map { ChartMark.Keyframe(time: time, value: $0) } })
        return bar
    }

    // MARK: Texts

    /// The bar text of `name`: counting through its values, riding on its bar.
    private func barText(_ name: String, measuring measurer: some TextMeasuring) throws -> StateText.Planned {
        let placed: [(PlacedLabel, Bool, Double)?] = states.states.indices.map { k in
            guard let i = index(of: name, inState: k), !layouts[k].barTexts.isEmpty else { return nil }
            return (layouts[k].barTexts[i], layouts[k].barTextsOutside[i], states.states[k].values[i])
        }
        let size = Size(width: placed.compactMap { $0?.0.size.width }.max() ?? 0, height: placed.compactMap { $0?.0.size.height }.max() ?? 0)
        // A new text rises from (or a removed one sinks to) the zero line on its bar's side.
        let text = StateText(centers: placed.map { $0?.0.center }, ghost: { j, i, center in
            let below = center.y > layouts[i].baseline
            return Point(x: center.x, y: layouts[j].baseline + (below ? 1 : -1) * size.height / 2)
        }, size: size)
        let colors = placed.map { $0.map { $0.1 ? chart.xLabelColor : chart.barTextColor } }
        let numbers = placed.map { $0?.2 }
        let font = barTextFont
        let colorKeys = try barTextColorKeys(name, centers: text.centers, numbers: numbers, colors: colors) {
            try measurer.size(of: $0, font: font).width
        }
        let first = numbers.compactMap { $0 }.first ?? 0
        var layer = Layer(
            bounds: Rect(origin: .zero, size: size),
            content: .text(TextContent(format: format, number: first, font: font,
                color: colors.compactMap { $0 }.first ?? chart.barTextColor, alignment: .center)))
        layer.add(StateTimeline.animation("foregroundColor", colorKeys, mode: .discrete))
        return (text, layer, [
            ("position", text.positionKeys(timeline)),
            ("number", timeline.keys(numbers, ghost: { _, _, _ in 0 }) { .number($0) }),
        ])
    }

    /// A bar text's colour through the states, switched rather than blended: at each state the
    /// layout's (the bar text colour on its bar, the x labels' colour off it), and during a
    /// transition the bar text colour while the text's centre is on its moving bar (and the
    /// number it writes then, measured by `width`, no wider than the bar), else the x labels' —
    /// a text crossing its bar's end, or its zero line as the bar turns negative, is never a
    /// blend of the two over either. A text growing in takes its state's colour; one shrinking
    /// out keeps its own.
    private func barTextColorKeys(
        _ name: String, centers: [Point?], numbers: [Double?], colors: [Color?], width: (String) throws -> Double
    ) throws -> [StateKey] {
        var keys: [StateKey] = []
        func add(_ time: Double, _ color: Color) {
            if keys.last?.value != .color(color) { keys.append(StateKey(time: time, value: .color(color))) }
        }
        if let first = colors[0] { add(timeline.times[0], first) }
        // The bar's zero-line end and far end in state k.
        func bar(_ k: Int) -> (base: Double, end: Double)? {
            index(of: name, inState: k).map { (layouts[k].baseline, layouts[k].barTops[$0]) }
        }
        var widths: [String: Double] = [:]
        func fitsAcross(_ number: Double) throws -> Bool {
            let text = format.string(for: number)
            if widths[text] == nil { widths[text] = try width(text) }
            return widths[text]! <= charts[0].barWidth
        }
        for k in colors.indices.dropFirst() {
            guard let color = colors[k] else { continue }
            guard let a = centers[k - 1], let b = centers[k], let from = bar(k - 1), let to = bar(k),
                  let m = numbers[k - 1], let n = numbers[k] else {
                add(timeline.transitionStart(k), color)
                continue
            }
            let samples = 48
            for step in 1..<samples {
                let f = Double(step) / Double(samples), p = timeline.timing.progress(f)
                let y = a.y + (b.y - a.y) * p
                let base = from.base + (to.base - from.base) * p, end = from.end + (to.end - from.end) * p
                // The colour holds until the next sample: the number must fit at both ends of that.
                let next = timeline.timing.progress(Double(step + 1) / Double(samples))
                let onBar = try y >= min(base, end) && y <= max(base, end) && fitsAcross(m + (n - m) * p) && fitsAcross(m + (n - m) * next)
                add(timeline.time(inTransition: k, at: f), onBar ? chart.barTextColor : chart.xLabelColor)
            }
            add(timeline.times[k], color)
        }
        return keys
    }

    /// The x label of `name`, under its bar in the states that write it.
    private func xLabelText(_ name: String) -> StateText.Planned {
        let placed: [PlacedLabel?] = states.states.indices.map { k in
            guard let i = index(of: name, inState: k), i % layouts[k].xLabelStride == 0 else { return nil }
            let n = i / layouts[k].xLabelStride
            return n < layouts[k].xLabels.count ? layouts[k].xLabels[n] : nil
        }
        let sizes = placed.map { $0?.size }
        let size = sizes.compactMap { $0 }.first ?? .zero
        let rotation = placed.compactMap { $0?.rotation }.first ?? 0
        let text = StateText(centers: placed.map { $0?.center }, ghost: { _, _, center in center }, size: size, rotation: rotation, sizes: sizes)
        let layer = PlacedLabel(text: name, size: size, center: text.firstCenter, rotation: rotation)
            .layer(font: chart.xLabelFont, color: chart.xLabelColor, alignment: .right, truncation: .end)
        return (text, layer, [("position", text.positionKeys(timeline)),
                              ("bounds", timeline.keys(sizes, ghost: { _, _, size in size }) { .rect(Rect(origin: .zero, size: $0)) })])
    }

    /// The y label of `value`, on its grid line in the states that write it.
    private func tickText(_ value: Double) -> StateText.Planned {
        let size = tickLabelSize, x = size.width / 2
        let centers: [Point?] = layouts.indices.map { k in
            layouts[k].yLabelValues.contains(value) ? Point(x: x, y: y(of: value, inState: k)) : nil
        }
        let plot = self.plot
        let text = StateText(centers: centers, ghost: { k, _, _ in
            Point(x: x, y: min(max(self.y(of: value, inState: k), plot.minY), plot.maxY))
        }, size: size)
        let layer = PlacedLabel(text: BarChart.yLabelText(Int(value), step: tickFormat.step, abbreviated: tickFormat.abbreviated), size: size, center: text.firstCenter)
            .layer(font: chart.yLabelFont, color: chart.yLabelColor, alignment: .right)
        return (text, layer, [("position", text.positionKeys(timeline))])
    }

    // MARK: Grid

    /// The zero line, sliding with the axis (on the bottom edge in a state without negative values).
    private func zeroLine() -> Layer {
        var line = chart.zeroLine(at: 0, plot)
        let ys: [Double?] = layouts.map(\.baseline)
        let position = timeline.keys(ys, ghost: { _, _, y in y }) { .point(Point(x: 0, y: $0)) }
        line.position = Point(x: 0, y: layouts[0].baseline)
        line.add(StateTimeline.animation("position", position))
        return line
    }

    /// Every value some state draws at `values`, ascending.
    private func tickValues(_ values: KeyPath<BarChartLayout, [Double]>) -> [Double] {
        Array(Set(layouts.flatMap { $0[keyPath: values] })).sorted()
    }

    /// One line per grid value, sliding with the axis and fading in the states without it.
    private func gridLayer() -> Layer {
        let plot = self.plot
        return timeline.gridLayer(tickValues(\.gridValues), draws: { value, k in layouts[k].gridValues.contains(value) },
            y: { value, k in min(max(self.y(of: value, inState: k), plot.minY), plot.maxY) },
            lines: ChartLines(color: chart.gridColor), from: plot.minX, to: plot.maxX)
    }
}
