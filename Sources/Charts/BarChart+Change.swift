import Scene

extension BarChart {
    /// What the document's "Change" button makes of the chart: the values shuffled (the document's
    /// swap-with-a-later-index shuffle), the x-label orientation flipped between vertical and
    /// horizontal, the next palette colour, and the whole reveal played again from `time`.
    ///
    /// Bar texts follow their values; x labels stay with their positions.
    public func changed(at time: Double, using generator: inout some RandomNumberGenerator) -> BarChart {
        var next = self
        var order = Array(values.indices)
        for i in order.indices {
            let j = Int.random(in: i..<order.count, using: &generator)
            order.swapAt(i, j)
        }
        next.values = order.map { values[$0] }
        if let barTexts, barTexts.count == values.count { next.barTexts = order.map { barTexts[$0] } }
        next.xLabelOrientation = xLabelOrientation.toggled
        let current = Self.palette.firstIndex(of: barColor) ?? -1
        next.barColor = Self.palette[(current + 1) % Self.palette.count]
        next.beginTime = time
        return next
    }

    /// The chart followed by a "Change" at each of `times` (increasing): one container whose
    /// rounds take turns, each showing from its start until the next change.
    public func replayed(changingAt times: [Double], seed: UInt64, measuring measurer: some TextMeasuring) throws -> Layer {
        var generator = SeededGenerator(seed: seed)
        var rounds = [self]
        for time in times { rounds.append(rounds[rounds.count - 1].changed(at: time, using: &generator)) }
        var layers: [Layer] = []
        for (index, round) in rounds.enumerated() {
            var layer = try round.layer(measuring: measurer)
            layer.id = "round-\(index)"
            let end = index + 1 < rounds.count ? rounds[index + 1].beginTime : .infinity
            if index > 0 || end.isFinite {
                layer.opacity = 0
                layer.animations.append(index == 0
                    ? ChartAnimation.visible(until: end) : ChartAnimation.visible(from: round.beginTime, until: end))
            }
            layers.append(layer)
        }
        return Layer(
            id: "bar-chart", bounds: Rect(origin: .zero, size: size), position: origin, anchorPoint: .zero,
            sublayers: layers.map { var l = $0; l.position = .zero; return l })
    }
}
