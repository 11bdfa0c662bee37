import Scene

extension StateTimeline {
    /// A chart's grid through the states: one line from `x0` to `x1` per value of `values`,
    /// at `y(value, k)` in each state k, sliding with the axis and fading in and out of the
    /// states that do not draw it (`draws(value, k)`).
    func gridLayer(_ values: [Double], draws: (Double, Int) -> Bool, y: @escaping (Double, Int) -> Double,
                   lines: ChartLines, from x0: Double, to x1: Double) -> Layer {
        var group = Layer(id: "grid")
        for value in values {
            let ys: [Double?] = times.indices.map { k in draws(value, k) ? y(value, k) : nil }
            let position = keys(ys, ghost: { j, _, _ in y(value, j) }) { .point(Point(x: 0, y: $0)) }
            let present = ys.map { $0 != nil }
            let fades = present.indices.map { k in k == 0 ? [] : [(0.0, present[k - 1] ? 1.0 : 0.0), (1.0, present[k] ? 1.0 : 0.0)] }
            var line = lines.horizontal(at: [0], from: x0, to: x1, id: "grid-\(ChartNumberFormat.automatic.string(for: value))")
            if case .point(let first)? = position.first?.value { line.position = first }
            line.opacity = present[0] ? 1 : 0
            line.add(Self.animation("position", position))
            line.add(Self.animation("opacity", fadeKeys(present, fades: fades)))
            group.sublayers.append(line)
        }
        return group
    }
}
