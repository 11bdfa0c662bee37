import Animation
import Scene

/// A pie moving through states (see `PieChart.states`): every slice is the whole ring stroked
/// from `strokeStart` to `strokeEnd`, its share of the turn in each state, so that slices keep
/// their arcs' shape while they widen, narrow and turn.
struct PieStatesPlan {
    let chart: PieChart
    let states: ChartStates
    let timeline: StateTimeline
    /// Every slice's name, in the order they first appear (its colour follows it).
    let names: [String]
    /// The pie within the chart's frame: the chart itself without a legend or state label,
    /// else a smaller pie beside or under them, at `pieOrigin`.
    let pie: PieChart
    let pieOrigin: Point
    /// The legend and the state label, laid out (`nil` without a measurer).
    let legend: PieLegend?

    init(chart: PieChart, states: ChartStates, measuring measurer: (any TextMeasuring)? = nil) throws {
        try states.validate(chart: PieChart.chartName, allowsNegative: false)
        var first = chart
        first.states = nil
        first.values = states.states[0].values
        try first.validate()
        self.chart = chart
        self.states = states
        timeline = try StateTimeline(states, revealEnd: chart.revealEnd, chart: PieChart.chartName)
        names = states.allNames
        if let measurer, chart.showsLegend || states.showsLabel {
            let legend = try PieLegend(chart: chart, names: chart.showsLegend ? names : [], states: states, measuring: measurer)
            var pie = chart
            pie.size = Size(width: legend.pie.width, height: legend.pie.height)
            pie.holeRadius = chart.holeRadius * pie.half / max(chart.half, 1e-9)
            self.pie = pie
            pieOrigin = legend.pie.origin
            self.legend = legend
        } else {
            pie = chart
            pieOrigin = .zero
            legend = nil
        }
    }

    /// Where slice `name` starts and ends in state `k`, as fractions of the turn from 12 o'clock.
    func span(of name: String, inState k: Int) -> (Double, Double)? {
        let state = states.states[k]
        guard let i = state.names.firstIndex(of: name) else { return nil }
        let total = state.values.reduce(0, +)
        guard total > 0 else { return (0, 0) }
        let start = state.values[..<i].reduce(0, +) / total
        return (start, start + state.values[i] / total)
    }

    /// Where a slice missing from state `j` waits there: a zero-width slice where the slices
    /// before it in state `i` (that state `j` has too) end in state `j`.
    func ghost(of name: String, inState j: Int, besideState i: Int) -> Double {
        let order = states.states[i].names
        guard let index = order.firstIndex(of: name) else { return 0 }
        for before in order[..<index].reversed() {
            if let span = span(of: before, inState: j) { return span.1 }
        }
        return 0
    }

    func layer() -> Layer {
        let chart = pie
        let opens = chart.holeDuration > 0 && chart.holeRadius > 0
        let start = chart.ring(holeRadius: opens ? 0 : chart.holeRadius), target = chart.ring(holeRadius: chart.holeRadius)
        func ring(_ radius: Double) -> Path {
            var path = Path()
            path.addArc(center: chart.center, radius: radius, startAngle: -Double.pi / 2, endAngle: 1.5 * Double.pi, clockwise: true)
            return path
        }
        let holeBegin = chart.beginTime + chart.sweepDuration
        var slices: [Layer] = []
        for (j, name) in names.enumerated() {
            let spans = states.states.indices.map { span(of: name, inState: $0) }
            let keys = timeline.keys(spans, ghost: { absent, present, _ in
                let at = ghost(of: name, inState: absent, besideState: present)
                return (at, at)
            }) { PropertyValue.numbers([$0.0, $0.1]) }
            func track(_ end: Int) -> [StateKey] {
                keys.map { key in
                    guard case .numbers(let pair) = key.value else { return key }
                    return StateKey(time: key.time, value: .number(pair[end]), timing: key.timing)
                }
            }
            let firstSpan = keys.first.flatMap { key -> (Double, Double)? in
                guard case .numbers(let pair) = key.value else { return nil }
                return (pair[0], pair[1])
            } ?? (0, 0)
            var shape = ShapeContent(path: ring(target.radius), fillColor: nil, strokeColor: chart.color(ofSlice: j, of: names.count), lineWidth: target.lineWidth)
            shape.strokeStart = firstSpan.0
            shape.strokeEnd = firstSpan.1
            var slice = Layer(id: "slice-\(j)", content: .shape(shape))
            let values = states.states.indices.map { k in states.states[k].value(of: name) }
            slice.mark = ChartMark(name: name, value: values.compactMap { $0 }.first ?? 0, role: .slice,
                keyframes: zip(timeline.times, values).compactMap { time, value in value.map { ChartMark.Keyframe(time: time, value: $0) } })
            slice.add(StateTimeline.animation("strokeStart", track(0)))
            slice.add(StateTimeline.animation("strokeEnd", track(1)))
            slice.add(StateTimeline.animation("opacity", timeline.presenceKeys(spans.map { $0 != nil }), mode: .discrete))
            slice.opacity = spans[0] != nil ? 1 : 0
            if let span = spans[0], chart.sweepDuration > 0 {
                // The reveal sweeps the first state's slices in one after another; it gives way
                // to the states' animation (filled from their first key) once it ends.
                let sweep = chart.sweepDuration
                slice.animations.append(ChartAnimation.basic(\.strokeEnd, from: span.0, to: span.1,
                    begin: chart.beginTime + sweep * span.0, duration: sweep * (span.1 - span.0), fill: .backwards))
            }
            if opens {
                slice.animations.append(ChartAnimation.basic(\.path, from: ring(start.radius), to: ring(target.radius),
                    begin: holeBegin, duration: chart.holeDuration, timing: chart.holeTiming))
                slice.animations.append(ChartAnimation.basic(\.lineWidth, from: start.lineWidth, to: target.lineWidth,
                    begin: holeBegin, duration: chart.holeDuration, timing: chart.holeTiming))
            }
            slices.append(slice)
        }
        var group = Layer(id: "pie", bounds: Rect(origin: .zero, size: chart.size), position: pieOrigin, anchorPoint: .zero, sublayers: slices)
        group.shadowColor = chart.shadowColor
        group.shadowOffset = chart.shadowOffset
        group.shadowRadius = chart.shadowRadius
        group.shadowOpacity = chart.shadowOpacity
        var layer = self.chart.container(id: "pie-chart", sublayers: [group] + (legend?.layers(timeline: timeline) ?? []))
        layer.chart = ChartInfo(kind: PieChart.chartName, periods: timeline.periods(states))
        return layer
    }
}
