import Animation
import Foundation
import Render
import Scene
import Testing
@testable import Charts

/// A bar race between two periods, read from the pixels: two bars crossing ranks slide past
/// each other, and their lengths move with the story's timing function.
@Suite struct DataStoryMotionTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()

    /// The leader holds 100 (so the axis stays put); A falls from 80 to 40 and B rises from 50
    /// to 70, so they swap ranks 1 and 2. Period 0 at 0.5 s, period 1 at 1.5 s.
    func race(timing: TimingFunction) -> BarRace {
        var story = RaceStory(data: RaceData(periods: ["2020", "2021"], names: ["Lead", "A", "B"],
            values: [[100, 80, 50], [100, 40, 70]]))
        story.startTime = 0.5
        story.periodDuration = 1
        story.timing = timing
        story.colors = ["Lead": Color(hex: 0x6366F1), "A": Color(hex: 0xEF4444), "B": Color(hex: 0x10B981)]
        return BarRace(story: story, top: 3, size: Size(width: 960, height: 540))
    }

    /// CSS's cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1) at `x`, by bisection:
    /// written here apart from the renderer's own timing code.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func point(_ t: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let t = (low + high) / 2
            if point(t, x1, x2) < x { low = t } else { high = t }
        }
        return point((low + high) / 2, y1, y2)
    }

    func isColor(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ color: Color) -> Bool {
        abs(Int(p.r) - Int((color.red * 255).rounded())) <= 12
            && abs(Int(p.g) - Int((color.green * 255).rounded())) <= 12
            && abs(Int(p.b) - Int((color.blue * 255).rounded())) <= 12
    }

    /// The rows of column `x` in `color`, as a (first, last) pair; nil when none.
    func run(_ frame: Frame, x: Int, color: Color) -> (top: Int, bottom: Int)? {
        let rows = (0..<frame.height).filter { isColor(frame.rgba(x: x, y: $0), color) }
        guard let first = rows.first, let last = rows.last else { return nil }
        return (first, last)
    }

    /// The last column of row `y` in `color`, from the axis on.
    func end(_ frame: Frame, y: Int, from x: Int, color: Color) -> Int {
        var x = x
        while x + 1 < frame.width, isColor(frame.rgba(x: x + 1, y: y), color) { x += 1 }
        return x
    }

    @Test(arguments: [("easeInEaseOut", 0.3), ("easeInEaseOut", 0.7), ("linear", 0.3)])
    func barsSwapPlacesAndGrowWithTheTimingFunction(timingName: String, fraction: Double) throws {
        let timing: TimingFunction = timingName == "linear" ? .linear : .easeInEaseOut
        let eased = timingName == "linear" ? fraction : Self.bezier(0.42, 0, 0.58, 1, at: fraction)
        let chart = race(timing: timing)
        let layout = try BarRaceLayout(chart: chart, measuring: measurer)
        let scene = Scene(size: chart.size, fps: 30, duration: 2, layers: [try chart.layer(measuring: measurer)])
        let frame = try renderer.render(scene, at: 0.5 + fraction)
        let (a, b) = (chart.story.colors["A"]!, chart.story.colors["B"]!)

        // Lengths: the axis top stays 100, so a length is its value's share of the plot width.
        let lengthA = layout.plotWidth * (80 + (40 - 80) * eased) / 100
        let lengthB = layout.plotWidth * (50 + (70 - 50) * eased) / 100
        // Rows: A moves from row 1 to row 2 and B from 2 to 1, by the same eased fraction.
        let centreA = layout.plotTop + layout.rowHeight * (1 + eased) + layout.rowHeight / 2
        let centreB = layout.plotTop + layout.rowHeight * (2 - eased) + layout.rowHeight / 2

        // A's column: past B's end while A is the longer, else halfway (A is drawn over B).
        let xA = layout.plotLeft + (lengthA > lengthB ? (lengthA + lengthB) / 2 : lengthA / 2)
        let spanA = try #require(run(frame, x: Int(xA), color: a), "A's bar at \(fraction)")
        // Where the bars overlap, the one drawn on top hides part of the other: read A's edge that
        // is away from B (its top while it sits above B, its bottom once below).
        let expectedEdgeA = centreA + (centreA < centreB ? -1 : 1) * layout.barHeight / 2
        let edgeA = Double(centreA < centreB ? spanA.top : spanA.bottom + 1)
        #expect(abs(edgeA - expectedEdgeA) <= 1.5, "A's \(centreA < centreB ? "top" : "bottom") edge at \(edgeA), expected \(expectedEdgeA) (eased \(eased))")
        let spanB = try #require(run(frame, x: Int(layout.plotLeft + min(lengthA, lengthB) / 2), color: b), "B's bar at \(fraction)")
        let expectedEdgeB = centreB + (centreB < centreA ? -1 : 1) * layout.barHeight / 2
        let edgeB = Double(centreB < centreA ? spanB.top : spanB.bottom + 1)
        #expect(abs(edgeB - expectedEdgeB) <= 1.5, "B's edge at \(edgeB), expected \(expectedEdgeB) (eased \(eased))")
        #expect((centreA < centreB) == (spanA.top < spanB.top), "the bars are in their eased order")

        // Lengths, read on each bar's outer quarter, away from the other bar.
        let rowA = Int(centreA + (centreA < centreB ? -1 : 1) * layout.barHeight / 4)
        let rowB = Int(centreB + (centreB < centreA ? -1 : 1) * layout.barHeight / 4)
        let measuredA = Double(end(frame, y: rowA, from: Int(layout.plotLeft) + 3, color: a) + 1) - layout.plotLeft
        let measuredB = Double(end(frame, y: rowB, from: Int(layout.plotLeft) + 3, color: b) + 1) - layout.plotLeft
        #expect(abs(measuredA - lengthA) <= 2, "A is \(measuredA) px, expected \(lengthA) (eased \(eased))")
        #expect(abs(measuredB - lengthB) <= 2, "B is \(measuredB) px, expected \(lengthB) (eased \(eased))")
    }

    /// A race's axis has as many round ticks as `count` allows, never more: a top of 1100 with 5
    /// gets 200 … 1000 (the step of 1100 / 5 rounded up, 500, gave two); across tops and
    /// bottoms, at most `count`.
    @Test func theAxisHasAsManyTicksAsTheCountAllows() {
        #expect(RaceAxis.step(to: 1100, count: 5) == 200)
        #expect(RaceAxis.step(to: 1000, count: 5) == 200)
        #expect(RaceAxis.step(from: -0.9, to: 1.94, count: 5) == 0.5, "-0.5, 0, 0.5, 1, 1.5")
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<2000 {
            let top: Double = pow(10, Double(generator.next() % 1_000_000) / 100_000), count = Int(generator.next() % 6) + 1
            let bottom: Double = generator.next() % 2 == 0 ? 0 : -top * Double(generator.next() % 1000) / 500
            let step = RaceAxis.step(from: bottom, to: top, count: count)
            let (first, last) = RaceAxis.multiples(of: step, from: bottom, to: top)
            let ticks = Int(last - first + 1)
            // From 0, steps 2 or 2.5 times apart leave at least (count + 1) / 2.5 ticks; below
            // 0 too, at least 0 itself.
            #expect(ticks <= count && ticks >= (bottom < 0 ? 1 : (count + 1) * 2 / 5), "from \(bottom) to \(top), \(count) at most: \(ticks) ticks of \(step)")
            #expect(ChartScale.niceStep(step) == step)
        }
    }

    /// Axis ticks are written without noise: no "1.0 K" or "60.0 M", and fractions survive.
    /// A race whose values jump from 7 to 3.3 billion: the first period's ticks (2, 4, 6) are
    /// gone at the second, where they would be squeezed over each other at the axis line; a
    /// value far smaller than a step is no multiple of it.
    @Test func smallTicksLeaveWhenTheAxisGrowsAThousandfold() throws {
        let axis = RaceAxis(maxima: [7, 3.3e9])
        #expect(axis.shows(2, atPeriod: 0) && !axis.shows(2, atPeriod: 1) && axis.shows(1e9, atPeriod: 1))
        #expect(!RaceAxis(maxima: [3.3e9], minima: [-1e9]).shows(2, atPeriod: 0), "nor below a zero that is a tick")
        #expect(RaceAxis(maxima: [55555]).tickValues() == [10000, 20000, 30000, 40000, 50000], "whole values, and layer ids (tick-30000)")
        var story = RaceStory(data: RaceData(periods: ["2000", "2001"], names: ["Peru"], values: [[7], [3.3e9]]))
        story.startTime = 0.2
        story.periodDuration = 0.4
        let race = BarRace(story: story, top: 20, size: Size(width: 1920, height: 1080))
        let scene = Scene(size: race.size, fps: 10, duration: 2, layers: [try race.layer(measuring: measurer)])
        for time in [0.6, 1.9] {
            let tree = try renderer.layoutTree(of: scene, at: time)
            #expect(tree.problems().isEmpty, "t = \(time): \(tree.problems().map(\.message))")
            let shown = tree.nodes.filter { $0.id?.hasPrefix("tick-") == true && $0.opacity > 0.05 }.compactMap(\.id)
            #expect(Set(shown) == ["tick-1000000000", "tick-2000000000", "tick-3000000000"], "t = \(time): \(shown)")
        }
    }

    @Test func tickLabelsAreWrittenPlainly() {
        let values = [0.25, 2.5, 100, 750, 1000, 1250, 10_000, 60_000_000, 1_500_000_000, 2e9]
        let labels = values.map { RaceAxis.label(for: $0, format: .printf(.short)) }
        #expect(labels == ["0.25", "2.5", "100", "750", "1 K", "1.25 K", "10 K", "60 M", "1.5 B", "2 B"])
    }

    /// Ticks share the values' format: units, grouping, and the decimals a tick needs.
    @Test func tickLabelsShareTheValuesFormat() throws {
        let grouped = ChartNumberFormat.printf(try NumberFormat("%'.0f TWh"))
        #expect(grouped.string(for: 3178) == "3,178 TWh")
        #expect([0, 0.5, 1000, 2500].map { RaceAxis.label(for: $0, format: grouped) } == ["0 TWh", "0.5 TWh", "1,000 TWh", "2,500 TWh"])
        let plain = ChartNumberFormat.printf(try NumberFormat("%.0f TWh"))
        #expect(RaceAxis.label(for: 1000, format: plain) == "1000 TWh")
    }

    /// As the axis grows from 90 to 240 its step goes from 20 to 50: the old tick labels (20 …
    /// 80) fade out early in the step and the new ones (50 … 200) in late, so that at no frame
    /// do two labels more than 5 % opaque overlap, wide as the labels are; at each period only
    /// that period's ticks show.
    @Test func tickLabelsHandOverInsteadOfCrossFading() throws {
        for (width, height) in [(960, 540), (1080, 1920), (320, 180)] {
            var story = RaceStory(data: RaceData(periods: ["2020", "2021"], names: ["Lead", "A"], values: [[90, 40], [240, 60]]))
            story.startTime = 0.5
            story.periodDuration = 1
            story.valueFormat = try NumberFormat("%.0f of the total population")
            let race = BarRace(story: story, top: 2, size: Size(width: Double(width), height: Double(height)))
            let scene = Scene(size: race.size, fps: 60, duration: 2, layers: [try race.layer(measuring: measurer)])
            for time in stride(from: 0.5, through: 1.5, by: 1.0 / 60) {
                let tree = try renderer.layoutTree(of: scene, at: time)
                let ticks = try #require(tree.nodes.first { $0.id == "ticks" })
                let labels = tree.nodes.filter { node in
                    node.path.hasPrefix(ticks.path + ".") && node.text != nil && node.isVisible
                        && tree.nodes.contains { $0.id?.hasPrefix("tick-") == true && node.path.hasPrefix($0.path + ".") && $0.opacity > 0.05 }
                }
                for (i, a) in labels.enumerated() {
                    for b in labels[(i + 1)...] {
                        guard let p = a.inkBox, let q = b.inkBox else { continue }
                        let apart = p.maxX <= q.minX + 0.5 || q.maxX <= p.minX + 0.5 || p.maxY <= q.minY + 0.5 || q.maxY <= p.minY + 0.5
                        #expect(apart, "\(width)×\(height) at \(time): \"\(a.text!)\" and \"\(b.text!)\" overlap")
                    }
                }
            }
        }
    }
}
