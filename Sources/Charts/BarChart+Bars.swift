import Animation
import Scene

extension BarChart {
    /// Above this many values the bars are one shape layer, a subpath each, instead of a layer
    /// each: a chart of 5,000 values stays far below the scene's layer limit and draws as one
    /// path. Each bar stays findable in `reel layout` through `Layer.subpathMarks`.
    public static let separateBarLimit = 500

    /// The bars, rising one after another (see `layer(measuring:)`).
    func barLayers(_ layout: BarChartLayout) -> [Layer] {
        values.count > Self.separateBarLimit ? [combinedBars(layout)] : layout.barCenters.indices.map { bar($0, layout) }
    }

    /// Bar `index` as a layer of its own, rising over its turn with `easeOut`.
    private func bar(_ index: Int, _ layout: BarChartLayout) -> Layer {
        var bar = Layer.stroke(barPath(index, layout), color: barColor.withAlpha(barColor.alpha * barAlpha), width: barWidth, id: "bar-\(index)")
        casting(on: &bar)
        bar.animations = [ChartAnimation.drawOn(begin: barBeginTime(index), duration: barDuration, timing: .easeOut)]
        bar.mark = mark(index)
        return bar
    }

    /// Every bar in one path, bar i its subpath i. `strokeEnd` runs along the whole path through
    /// a keyframe at each bar's begin time (the length of the bars before it), `easeOut` between
    /// two: bar i rises over its turn with `easeOut`, exactly as a layer of its own would.
    private func combinedBars(_ layout: BarChartLayout) -> Layer {
        var path = Path()
        var ends: [Double] = [0]
        for index in layout.barCenters.indices {
            let (base, top) = barLine(index, layout)
            path.move(to: base)
            path.addLine(to: top)
            ends.append(ends[ends.count - 1] + base.distance(to: top))
        }
        var bars = Layer.stroke(path, color: barColor.withAlpha(barColor.alpha * barAlpha), width: barWidth, id: "bars")
        casting(on: &bars)
        let total = ends[ends.count - 1], count = layout.barCenters.count
        if total > 0, barDuration > 0 {
            bars.animations = [.keyframe(KeyframeAnimation(
                keyPath: Layer.animatedName(of: \.strokeEnd), values: ends.map { PropertyValue.number($0 / total) },
                keyTimes: (0...count).map { Double($0) / Double(count) },
                timingFunctions: Array(repeating: .easeOut, count: count),
                timing: MediaTiming(beginTime: barBeginTime(0), duration: barDuration * Double(count), fillMode: .both)))]
        }
        bars.subpathMarks = layout.barCenters.indices.map(mark)
        return bars
    }

    /// Bar `index`'s centre line, from the zero line to its far end.
    private func barLine(_ index: Int, _ layout: BarChartLayout) -> (base: Point, top: Point) {
        (Point(x: layout.barCenters[index], y: layout.baseline), Point(x: layout.barCenters[index], y: layout.barTops[index]))
    }

    private func barPath(_ index: Int, _ layout: BarChartLayout) -> Path {
        let (base, top) = barLine(index, layout)
        var path = Path()
        path.move(to: base)
        path.addLine(to: top)
        return path
    }

    private func casting(on bar: inout Layer) {
        bar.shadowColor = shadowColor
        bar.shadowOpacity = shadowOpacity
        bar.shadowOffset = shadowOffset
        bar.shadowRadius = shadowRadius
    }

    private func mark(_ index: Int) -> ChartMark {
        ChartMark(name: index < xLabels.count ? xLabels[index] : String(index + 1), value: values[index], role: .bar)
    }
}
