import Animation
import Foundation
import Render
import Scene
import Testing
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

    // MARK: Degenerate input renders

    @Test func degenerateChartsRender() throws {
        for values in [[Double](), [42], [5, 5, 5], (0..<10_000).map { Double($0 % 37) }] {
            var line = LineChart(series: [LineChartSeries(values: values)])
            line.xLabels = values.count <= 7 ? line.xLabels : []
            _ = try render(try line.layer(measuring: measurer), size: line.size, at: 0.5)
            _ = try render(try BarChart(values: values).layer(measuring: measurer), size: Size(width: 300, height: 300), at: 0.5)
        }
    }
}
