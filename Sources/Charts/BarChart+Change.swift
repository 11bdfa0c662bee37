import Scene

extension BarChart {
    /// What a "Change" makes of the chart: the values shuffled (each swapped
    /// with a later index), the x-label orientation flipped between vertical and
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
        let layers = ChartRounds.layers(try rounds.map { round in
            var layer = try round.layer(measuring: measurer)
            layer.position = .zero
            return (layer, round.beginTime)
        })
        return container(id: "bar-chart", sublayers: layers)
    }
}
