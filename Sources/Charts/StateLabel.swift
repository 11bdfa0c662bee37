import Animation
import Scene

/// The name of the state a chart shows ("Q2 2026"), written large in a box of the chart: half-way
/// through a transition the name of the state the marks leave gives way to the next one's, each
/// fading over 15 % of the transition so that the label is blank for an instant only.
struct StateLabel {
    var states: ChartStates
    var timeline: StateTimeline
    var font: Font
    var color: Color
    /// Where the label is drawn, in the chart's coordinates.
    var box: Rect
    var alignment: TextAlignment = .right

    /// The label's font for a chart whose labels are `labelFont`: bold, twice as large.
    static func font(following labelFont: Font) -> Font {
        Font(family: labelFont.family, size: labelFont.size * 2, weight: .bold)
    }

    /// The height a label in `font` takes, with a little air under it.
    static func height(_ font: Font, measuring measurer: some TextMeasuring) throws -> Double {
        try measurer.size(of: "Q1 2026", font: font).height * 1.15
    }

    func layer() -> Layer {
        let names = states.states.map(\.name)
        var group = Layer(id: "state-label", bounds: Rect(origin: .zero, size: box.size), position: box.origin, anchorPoint: .zero)
        for (k, name) in names.enumerated() {
            var label = PlacedLabel(text: name, size: box.size, center: Point(x: box.width / 2, y: box.height / 2))
                .layer(font: font, color: color, alignment: alignment, truncation: .end, id: "state-label-\(k)")
            var keys: [StateKey] = []
            if k > 0 {
                keys.append(StateKey(time: timeline.time(inTransition: k, at: 0.5), value: .number(0)))
                keys.append(StateKey(time: timeline.time(inTransition: k, at: 0.65), value: .number(1)))
            }
            if k + 1 < names.count {
                keys.append(StateKey(time: timeline.time(inTransition: k + 1, at: 0.35), value: .number(1)))
                keys.append(StateKey(time: timeline.time(inTransition: k + 1, at: 0.5), value: .number(0)))
            }
            label.opacity = k == 0 ? 1 : 0
            label.add(StateTimeline.animation("opacity", keys))
            group.sublayers.append(label)
        }
        return group
    }
}
