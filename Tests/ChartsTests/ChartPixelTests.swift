import Animation
import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Charts

/// The charts' behaviour read back from the pixels of rendered stills, at exact times.
@Suite struct ChartPixelTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()

    func render(_ layer: Layer, size: Size, at time: Double, background: Color = .white) throws -> Frame {
        try renderer.render(Scene(size: size, duration: 10, background: background, layers: [layer]), at: time)
    }

    // MARK: Bar chart (§2)

    let bars = BarChart(xLabels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"])

    /// How far up from the plot's bottom the bar centred at `x` is drawn in blue, in pixels.
    /// The scan starts 3 px up: the border's bottom line (drawn on last) covers the lowest row.
    func drawnHeight(_ frame: Frame, x: Double, bottom: Double) -> Double {
        var top: Int?
        var y = Int(bottom.rounded(.down)) - 3
        while y >= 0 {
            let p = frame.rgba(x: Int(x), y: y)
            guard p.b > 180, p.r < 120, p.g < 120 else { break }
            top = y
            y -= 1
        }
        return top.map { bottom - Double($0) } ?? 0
    }

    @Test func barsRiseOneAfterAnotherWithEaseOut() throws {
        let layout = try BarChartLayout(chart: bars, measuring: measurer)
        let layer = try bars.layer(measuring: measurer)
        let size = bars.size
        let half = TimingFunction.easeOut.progress(0.5)
        for i in 0..<8 {
            let x = layout.barCenters[i], bottom = layout.plotRect.maxY
            let full = bottom - layout.barTops[i]
            let begin = Double(i) / 8
            let before = try render(layer, size: size, at: begin - 1.0 / 240)
            let middle = try render(layer, size: size, at: begin + 1.0 / 16)
            let after = try render(layer, size: size, at: begin + 1.0 / 8 + 1.0 / 240)
            #expect(drawnHeight(before, x: x, bottom: bottom) == 0, "bar \(i) hidden before \(begin) s")
            #expect(abs(drawnHeight(middle, x: x, bottom: bottom) - half * full) <= 1.5,
                    "bar \(i) at easeOut(0.5) = \(half) of \(full) px half-way through its eighth")
            #expect(abs(drawnHeight(after, x: x, bottom: bottom) - full) <= 1.5, "bar \(i) full after its eighth")
        }
    }

    @Test func labelsFadeInWithEaseOutAfterTheLastBar() throws {
        let layout = try BarChartLayout(chart: bars, measuring: measurer)
        let layer = try bars.layer(measuring: measurer)
        let done = try render(layer, size: bars.size, at: 2)
        let before = try render(layer, size: bars.size, at: 0.999)
        let quarter = try render(layer, size: bars.size, at: 1.25)
        // The most strongly inked pixel of the y-label column once the fade is done.
        let background = done.rgba(x: 1, y: Int(layout.plotRect.maxY) - 1)
        var best = (x: 0, y: 0, ink: 0)
        for y in 0..<Int(layout.plotRect.maxY) {
            for x in 0..<Int(layout.yLabelColumnWidth) {
                let ink = Int(background.r) - Int(done.rgba(x: x, y: y).r)
                if ink > best.ink { best = (x, y, ink) }
            }
        }
        #expect(best.ink > 150, "black label text on the light grey background")
        #expect(before.rgba(x: best.x, y: best.y).r == background.r, "labels invisible until the last bar is up")
        let shown = Double(Int(background.r) - Int(quarter.rgba(x: best.x, y: best.y).r)) / Double(best.ink)
        #expect(abs(shown - TimingFunction.easeOut.progress(0.5)) < 0.02, "opacity at 1.25 s: \(shown)")
    }

    // MARK: Line chart (§1)

    @Test func everyLineSegmentIsHalfDrawnAtHalfTime() throws {
        let chart = LineChart()
        let layer = try chart.layer(measuring: measurer)
        let frame = try render(layer, size: chart.size, at: 0.5)
        let segments = layer.sublayers.filter { $0.id?.contains("-segment-") == true }
        #expect(segments.count == 6)
        for segment in segments {
            guard case .shape(let shape) = segment.content, case .move(let a) = shape.path.elements[0],
                  case .line(let b) = shape.path.elements[1] else { continue }
            let length = a.distance(to: b)
            var reached = 0.0
            for step in 0...Int((length - 3) * 4) {
                let d = Double(step) / 4
                let p = a.interpolated(to: b, fraction: d / length)
                if frame.rgba(x: Int(p.x), y: Int(p.y)).r < 200 { reached = d }
            }
            #expect(abs(reached - length / 2) <= 1.5, "\(segment.id!) drawn to \(reached) of \(length)")
        }
    }

    // MARK: Gauge (§3)

    let gauge = Gauge(changes: [GaugeChange(time: 1, percentage: 10)])

    /// The needle's angle read from the pixels: the mean direction of needle-green pixels on a
    /// circle around the centre.
    func needleAngle(_ frame: Frame, center: Point, radius: Double) -> Double? {
        var sx = 0.0, sy = 0.0, count = 0
        // The needle lives in the upper half: from 180° to 360°.
        for step in 0...1800 {
            let angle = .pi + Double(step) / 1800 * .pi
            let x = Int(center.x + radius * cos(angle)), y = Int(center.y + radius * sin(angle))
            let p = frame.rgba(x: x, y: y)
            if p.r < 40, p.g > 140, p.b < 40 { sx += cos(angle); sy += sin(angle); count += 1 }
        }
        return count > 0 ? atan2(sy, sx) : nil
    }

    @Test func theNeedleSweepsWithEaseOutAndTheNumberCountsAlong() throws {
        let layer = try gauge.layer(measuring: measurer)
        let textHeight = try measurer.size(of: "sample", font: gauge.font).height
        let center = gauge.center(textHeight: textHeight), radius = gauge.radius(textHeight: textHeight)
        for t in [1.1, 1.25, 1.4, 1.6] {
            let frame = try render(layer, size: gauge.size, at: t)
            let shown = gauge.presentedPercentage(at: t)
            let expected = Gauge.angle(forPercentage: shown)
            let measured = try #require(needleAngle(frame, center: center, radius: radius * 0.6))
            #expect(abs(remainder(measured - expected, 2 * .pi)) < 1.0 * .pi / 180, "at \(t) s the needle is at \(shown) %")
            // The printed number: the text area matches a still gauge set to the shown value.
            var still = Gauge(percentage: (shown * 10).rounded() / 10)
            still.colors = GaugeColors.forPercentage(10)
            let reference = try render(try still.layer(measuring: measurer), size: gauge.size, at: 0)
            let top = Int(center.y) + 8
            #expect(region(frame, fromRow: top) == region(reference, fromRow: top), "at \(t) s the text reads \(String(format: "%.1f", shown))%")
        }
        // And the text does change over the sweep (the comparison above can fail).
        let early = try render(layer, size: gauge.size, at: 1.1), late = try render(layer, size: gauge.size, at: 1.6)
        #expect(region(early, fromRow: Int(center.y) + 8) != region(late, fromRow: Int(center.y) + 8))
    }

    func region(_ frame: Frame, fromRow top: Int) -> ArraySlice<UInt8> {
        frame.pixels[(top * frame.stride)...]
    }

    // MARK: Degenerate input

    /// Data a chart must still draw sensibly, by name: none, one value, ties, more points than pixels.
    static let degenerateData: [String: [Double]] = [
        "no values": [], "one value": [42], "three ties": [5, 5, 5], "10,000 values": (0..<10_000).map { Double($0 % 37) },
    ]

    /// Renders `layer` at `time` after checking its layout as `reel layout --check` does (no text
    /// overlapping, nothing off the frame, no mark off its axis) and that every drawn pixel lies
    /// in a layer's box.
    func renderLaidOut(_ layer: Layer, size: Size, at time: Double, _ what: String) throws -> Frame {
        let scene = Scene(size: size, duration: 10, background: .white, layers: [layer])
        let tree = try renderer.layoutTree(of: scene, at: time)
        let problems = tree.problems()
        #expect(problems.isEmpty, "\(what): \(problems.map(\.message))")
        let frame = try renderer.render(scene, at: time)
        let coverage = try LayoutCoverage(frame: frame, tree: tree, background: .white)
        #expect(coverage.uncoveredCount == 0, "\(what): \(coverage.uncoveredCount) drawn pixels lie in no layer's box")
        return frame
    }

    /// The y labels of a line chart's round ticks are written whole at any size: the left
    /// margin is made for the widest, and none is shortened with an ellipsis for being a hair
    /// wider where it is drawn than where it was measured ("400 K" at 1015 × 1805 was "400…").
    @Test func lineChartTickLabelsAreWrittenWhole() throws {
        let sizes = [Size(width: 301, height: 169), Size(width: 1015, height: 1805), Size(width: 1920, height: 1080), Size(width: 3610, height: 2030)]
        let data: [[Double]] = [[1, 2, 3, 4], [4, 3, 2, 1e6], [0, 0, 0, 0]]
        for size in sizes {
            for top in [1e6, 3.3e4, 770, 0.042] {
                let chart = LineChart(size: size, xLabels: ["a", "b", "c", "d"], yLabels: [],
                                      series: data.map { LineChartSeries(values: $0.map { $0 * top / 1e6 }) })
                let layer = try chart.layer(measuring: measurer)
                for label in layer.sublayers where label.id?.hasPrefix("y-label-") == true {
                    guard case .text(var text) = label.content else { continue }
                    let drawn = try renderer.layoutTree(of: Scene(size: size, duration: 1, layers: [label]), at: 0).nodes[0].inkBox
                    text.truncation = .none
                    let whole = Layer(bounds: Rect(x: 0, y: 0, width: 10_000, height: label.bounds.height), position: Point(x: 5_000, y: 100), content: .text(text))
                    let wanted = try renderer.layoutTree(of: Scene(size: Size(width: 10_000, height: 200), duration: 1, layers: [whole]), at: 0).nodes[0].inkBox
                    #expect(abs((drawn?.width ?? 0) - (wanted?.width ?? 0)) < 0.5,
                            "\(size), top \(top): \"\(text.string)\" is \(drawn?.width ?? 0) wide, whole \(wanted?.width ?? 0)")
                }
            }
        }
    }

    /// Whether a pixel is the bar blue, or (antialiased) leans to it.
    func isBarBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), strictly: Bool) -> Bool {
        strictly ? p.b > 180 && p.r < 120 && p.g < 120 : Int(p.b) - Int(p.r) > 30
    }

    /// How tall the bar centred at `x` stands: from the plot's bottom to its highest blue pixel
    /// (a bar's value text may sit inside it, so the scan runs down from the plot's top).
    func barHeight(_ frame: Frame, x: Double, top: Double, bottom: Double) -> Double {
        for y in max(0, Int(top))..<Int(bottom) where isBarBlue(frame.rgba(x: Int(x), y: y), strictly: true) {
            return bottom - Double(y)
        }
        return 0
    }

    /// Bars of no data, one value, ties and 10,000 values: the layout checks pass, no data draws
    /// no bar, and once risen each bar stands as tall as its value, ties alike.
    @Test(arguments: degenerateData.keys.sorted())
    func degenerateBarChartsDrawTheirValues(_ name: String) throws {
        let values = Self.degenerateData[name]!
        let chart = BarChart(values: values)
        let frame = try renderLaidOut(try chart.layer(measuring: measurer), size: chart.size, at: chart.endTime + 0.1, "bars of \(name)")
        let layout = try BarChartLayout(chart: chart, measuring: measurer)
        let plot = layout.plotRect
        let blue = (Int(plot.minY)..<Int(plot.maxY)).reduce(0) { count, y in
            count + (Int(plot.minX)..<Int(plot.maxX)).filter { isBarBlue(frame.rgba(x: $0, y: y), strictly: false) }.count
        }
        guard !values.isEmpty else {
            #expect(blue == 0, "no bars for no values")
            return
        }
        // More bars than the plot has pixels draw too thin to see: only the layout is checked then.
        if values.count <= Int(plot.width) { #expect(blue > 0, "bars of \(name) draw") }
        guard values.count <= 8 else { return }
        let heights = layout.barCenters.map { barHeight(frame, x: $0, top: plot.minY, bottom: plot.maxY) }
        for (i, height) in heights.enumerated() {
            let full = plot.maxY - layout.barTops[i]
            #expect(full > 0, "bar \(i) of \(name) has a height")
            #expect(abs(height - full) <= 1.5, "bar \(i) of \(name) stands \(height) px, its value \(full) px")
        }
        if Set(values).count == 1 { #expect(Set(heights).count == 1, "tied bars \(heights) stand alike") }
    }

    /// Rows in which the line chart draws the series' colour, between `x0` and `x1`.
    func seriesRows(_ frame: Frame, x0: Int, x1: Int) -> Set<Int> {
        var rows: Set<Int> = []
        for y in 0..<frame.height {
            for x in max(0, x0)..<min(frame.width, x1) {
                let p = frame.rgba(x: x, y: y)
                // The default series colour, 50 % #00abf3 over white: blue well above red.
                if Int(p.b) - Int(p.r) > 60, p.g > 150 { rows.insert(y) }
            }
        }
        return rows
    }

    /// Lines of no data, one value, ties and 10,000 values: the layout checks pass; no data
    /// draws no line, ties a flat one, and every line stays inside its plot.
    @Test(arguments: degenerateData.keys.sorted())
    func degenerateLineChartsDrawTheirValues(_ name: String) throws {
        let values = Self.degenerateData[name]!
        var line = LineChart(series: [LineChartSeries(values: values)])
        line.xLabels = values.count <= 7 ? line.xLabels : []
        let frame = try renderLaidOut(try line.layer(measuring: measurer), size: line.size, at: 9, "a line of \(name)")
        let layout = line.layout
        let plotTop = Int(layout.margin) - 4, plotBottom = Int(layout.xAxisY) + 4
        let rows = seriesRows(frame, x0: Int(layout.yAxisX) + 2, x1: Int(layout.xAxisEnd))
        if values.isEmpty {
            #expect(rows.isEmpty, "no line for no data")
            return
        }
        #expect(!rows.isEmpty, "a line of \(name) draws")
        #expect(rows.allSatisfy { $0 >= plotTop && $0 <= plotBottom }, "the line stays inside its plot (rows \(rows.min() ?? 0)…\(rows.max() ?? 0))")
        if values.count > 1, Set(values).count == 1 {
            #expect((rows.max() ?? 0) - (rows.min() ?? 0) <= Int(LineChartSeries(values: values).inflexionPointWidth) + 2, "ties draw a flat line")
        }
    }
}
