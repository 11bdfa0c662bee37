import Scene

/// A data story's large period label, its `anchor` point (in unit coordinates, (1, 1) for the
/// bottom-right corner) at `corner`: a number counting
/// from period to period when every period is a whole number (years), else each period's own
/// text shown from its time until the next period's.
struct RacePeriodLabel {
    var story: RaceStory
    var font: Font
    var color: Color
    var corner: Point
    var anchor = Point(x: 1, y: 1)

    /// The periods as whole numbers, when every one is written as one.
    var years: [Double]? {
        let numbers = story.data.periods.map { text -> Double? in
            guard let n = Int(text), abs(n) < 1_000_000, String(n) == text else { return nil }
            return Double(n)
        }
        return numbers.allSatisfy { $0 != nil } ? numbers.map { $0! } : nil
    }

    func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        let periods = story.data.periods
        var widest = Size.zero
        for text in Set(periods) {
            let size = try measurer.size(of: text, font: font)
            widest = Size(width: max(widest.width, size.width), height: max(widest.height, size.height))
        }
        let bounds = Rect(origin: .zero, size: widest)
        if let years {
            // "%d" truncates: the label reads year k from period k's time until the next one's. The
            // millionth keeps a keyframe's rounding (2000.9999999) from showing the year before.
            let years = years.map { $0 + 1e-6 }
            var label = Layer(id: "period", bounds: bounds, position: corner, anchorPoint: anchor,
                content: .text(TextContent(format: try! NumberFormat("%d"), number: years[0], font: font, color: color, alignment: anchor.x < 0.5 ? .left : .right)))
            label.add(story.timeline.animation(\.number, numbers: years))
            return label
        }
        var group = Layer(id: "period", bounds: Rect(origin: .zero, size: .zero), position: .zero)
        for (k, text) in periods.enumerated() {
            var label = Layer(id: "period-\(k)", bounds: bounds, position: corner, anchorPoint: anchor,
                opacity: periods.count == 1 ? 1 : 0,
                content: .text(TextContent(string: text, font: font, color: color, alignment: anchor.x < 0.5 ? .left : .right)))
            if periods.count > 1 {
                let begin = k == 0 ? -86_400 * 2 : story.time(ofPeriod: k)
                let end = k == periods.count - 1 ? Double.infinity : story.time(ofPeriod: k + 1)
                label.animations = [ChartAnimation.visible(from: begin, until: end)]
            }
            group.sublayers.append(label)
        }
        return group
    }
}
