import Foundation
import Animation
import Scene
import Testing
import TestSupport
@testable import Charts

@Suite struct BarChartTests {
    let chart = BarChart(xLabels: (1...8).map { "Item \($0)" })

    @Test func topValueRoundsTheLargestValueUpToTheIncrement() {
        #expect(chart.topValue == 100, "(10 − 95 % 10) + 95")
        func stepped(_ values: [Double]) -> BarChart {
            var chart = BarChart(values: values)
            chart.incrementValue = 10
            return chart
        }
        #expect(stepped([3, 41]).topValue == 50)
        // The document's integer rule adds a whole step to an exact multiple.
        #expect(stepped([100]).topValue == 110)
        #expect(stepped([]).topValue == 10)
        // Without a step set, a round one gives about ten grid lines: 10 for the document's 95,
        // 5 for 41, 1e11 for 1e12 (instead of a hundred billion lines of 10).
        #expect(BarChart().incrementValue == 10)
        #expect(BarChart(values: [3, 41]).incrementValue == 5)
        #expect(BarChart(values: [1e12]).incrementValue == 100_000_000_000)
        #expect(throws: Never.self) { try BarChart(values: [1e12, 5e11]).validate() }
        var five = BarChart(values: [12])
        five.incrementValue = 5
        #expect(five.topValue == 15)
    }

    @Test func barsSitAtEqualStepsOfThePlotWidth() throws {
        let layout = try BarChartLayout(chart: chart, measuring: FixedMeasurer())
        // "100" in Helvetica 12 is 21.6 wide here, plus 5.
        #expect(abs(layout.yLabelColumnWidth - 26.6) < 1e-9)
        // Vertical labels: the band is as tall as the widest label ("Item 1": 6 × 7.2 = 43.2).
        #expect(abs(layout.xLabelBandHeight - 43.2) < 1e-9)
        let plot = layout.plotRect
        // The plot starts half the top label's height (14.4) down, so that label stays in the frame.
        #expect(plot.distance(to: Rect(x: 26.6, y: 7.2, width: 300 - 26.6, height: 300 - 7.2 - 43.2 - 5)) < 1e-9)
        for (i, x) in layout.barCenters.enumerated() {
            #expect(abs(x - (26.6 + Double(i + 1) * plot.width / 9)) < 1e-9)
        }
        for (i, top) in layout.barTops.enumerated() {
            #expect(abs(top - (plot.maxY - chart.values[i] * plot.height / 100)) < 1e-9)
        }
    }

    @Test func gridAndYLabelsStepByTheIncrement() throws {
        let layout = try BarChartLayout(chart: chart, measuring: FixedMeasurer())
        let plot = layout.plotRect
        #expect(layout.gridLines.count == 10)
        #expect(abs(layout.gridLines.last! - plot.minY) < 1e-9, "the top line is the top value")
        #expect(layout.yLabels.map(\.text) == ["100", "90", "80", "70", "60", "50", "40", "30", "20", "10"])
        #expect(layout.yLabels[0].center.y == plot.minY)
        #expect(abs(layout.yLabels[1].center.y - (plot.minY + plot.height / 10)) < 1e-9)
        #expect(layout.yLabels[0].center.y - layout.yLabels[0].size.height / 2 >= 0, "the top label is inside the frame")
        #expect(layout.yLabelValues == [100, 90, 80, 70, 60, 50, 40, 30, 20, 10])
    }

    /// GDP in dollars: the y labels are abbreviated as the bar texts are, so that the label
    /// column stays narrow, and a bar text much wider than its bar sits above it.
    @Test func largeValuesGetAbbreviatedLabelsAndTextsAboveNarrowBars() throws {
        let measurer = FixedMeasurer()
        let gdp = BarChart(size: Size(width: 600, height: 400), values: [27.7e12, 17.8e12, 4.5e12], xLabels: ["US", "China", "Germany"])
        let layout = try BarChartLayout(chart: gdp, measuring: measurer)
        #expect(layout.yLabels.first?.text == "30 T" && layout.yLabels.last?.text == "5 T")
        #expect(layout.yLabelValues.first == 30e12)
        #expect(layout.yLabelColumnWidth < 60, "a column for \"30 T\", not for 30000000000000")
        #expect(layout.barTexts.map(\.text) == ["27.7 T", "17.8 T", "4.50 T"])
        let width = try measurer.size(of: "27.7 T", font: gdp.barTextFont).width
        #expect(width > gdp.barWidth * 1.25, "the case needs texts wider than the bars")
        #expect(layout.barTextsOutside == [true, true, true])
        for (text, top) in zip(layout.barTexts, layout.barTops) { #expect(text.center.y + text.size.height / 2 <= top + 1e-9) }
        // Axes below 100,000 stay whole, as the seed chart writes them.
        #expect(try BarChartLayout(chart: BarChart(values: [95_000]), measuring: measurer).yLabels.first?.text == "100 K")
        #expect(try BarChartLayout(chart: BarChart(values: [9_500]), measuring: measurer).yLabels.first?.text == "10000")
    }

    @Test func xLabelOrientationsPlaceAndTurnTheLabels() throws {
        var horizontal = chart
        horizontal.xLabelOrientation = .horizontal
        let flat = try BarChartLayout(chart: horizontal, measuring: FixedMeasurer())
        #expect(abs(flat.xLabelBandHeight - 14.4) < 1e-9, "upright: the text height")
        #expect(flat.xLabels.allSatisfy { $0.rotation == 0 && abs($0.center.y - (300 - 14.4 / 2)) < 1e-9 })
        var angled = chart
        angled.xLabelOrientation = .angled
        let turned = try BarChartLayout(chart: angled, measuring: FixedMeasurer())
        // The band holds the turned length and the turned height; the label's end sits under
        // its bar, its top corner at the band's top.
        let rise = 43.2 * (2.0).squareRoot() / 2, thickness = 14.4 * (2.0).squareRoot() / 2
        #expect(abs(turned.xLabelBandHeight - (rise + thickness)) < 1e-9)
        #expect(abs(turned.xLabels[0].center.x - (turned.barCenters[0] - rise / 2)) < 1e-9)
        #expect(abs(turned.xLabels[0].center.y - (300 - turned.xLabelBandHeight + thickness / 2 + rise / 2)) < 1e-9)
        #expect(abs(turned.xLabels[0].rotation + Double.pi / 4) < 1e-12)
    }

    /// Long names at every orientation stay inside the chart's frame: a label at 45° hangs
    /// down and to the left of its bar and is shortened before it passes the frame's left side
    /// or bottom; an upright one every few bars is no wider than twice its distance to a side.
    @Test func xLabelsStayInsideTheFrame() throws {
        let names = ["Democratic Republic of the Congo", "Saint Vincent and the Grenadines", "X", "Bosnia and Herzegovina",
                     "United Kingdom of Great Britain and Northern Ireland", "Tie A", "Tie B"]
        for orientation in [BarXLabelOrientation.angled, .horizontal, .vertical] {
            for size in [Size(width: 300, height: 170), Size(width: 1015, height: 1800), Size(width: 3600, height: 2000)] {
                for yLabels in [true, false] {
                    var c = BarChart(size: size, values: [5, 100_000, 3, 4, 5, 6, 7], xLabels: names)
                    c.xLabelOrientation = orientation
                    c.hasYLabels = yLabels
                    let layout = try BarChartLayout(chart: c, measuring: FixedMeasurer())
                    for label in layout.xLabels {
                        // The turned label's box.
                        let cosine = abs(cos(label.rotation)), sine = abs(sin(label.rotation))
                        let halfWidth = (label.size.width * cosine + label.size.height * sine) / 2
                        let halfHeight = (label.size.width * sine + label.size.height * cosine) / 2
                        let where_ = "\(orientation) \(size) \"\(label.text)\""
                        #expect(label.center.x - halfWidth >= -1e-9 && label.center.x + halfWidth <= size.width + 1e-9, "\(where_) across")
                        #expect(label.center.y + halfHeight <= size.height + 1e-9, "\(where_) down")
                        #expect(label.center.y - halfHeight >= layout.plotRect.maxY - 1e-9, "\(where_) up into the plot")
                    }
                }
            }
        }
    }

    /// Upright names too wide for their bars are shortened, every bar keeping its name, while
    /// about four characters of each fit; only bars narrower than that are named every n-th.
    @Test func uprightNamesAreShortenedBeforeBarsLoseThem() throws {
        var few = BarChart(size: Size(width: 300, height: 170), values: [5, 100_000, 3],
                           xLabels: ["Supercalifragilistic", "Antidisestablishmentarianism", "Z"])
        few.xLabelOrientation = .horizontal
        let shortened = try BarChartLayout(chart: few, measuring: FixedMeasurer())
        #expect(shortened.xLabelStride == 1)
        #expect(shortened.xLabels.map(\.text) == few.xLabels, "every bar keeps its name")
        let step = shortened.barCenters[1] - shortened.barCenters[0]
        for (a, b) in zip(shortened.xLabels, shortened.xLabels.dropFirst()) {
            #expect(a.center.x + a.size.width / 2 <= b.center.x - b.size.width / 2 + 1e-9, "\(a.text) runs into \(b.text)")
        }
        #expect(shortened.xLabels.allSatisfy { $0.size.width <= step * 0.95 + 1e-9 })
        var many = BarChart(size: Size(width: 300, height: 170), values: Array(repeating: 5, count: 60), xLabels: (0..<60).map { "Item number \($0)" })
        many.xLabelOrientation = .horizontal
        #expect(try BarChartLayout(chart: many, measuring: FixedMeasurer()).xLabelStride > 1, "bars 4 pt apart are named every n-th")
    }

    /// A bar text wider than its bar sits above it, in the x labels' colour: white over the
    /// chart's light background beside a narrow bar would vanish. One as wide as the bar stays in.
    @Test func aBarTextWiderThanItsBarSitsAboveIt() throws {
        let measurer = FixedMeasurer()
        var c = BarChart(size: Size(width: 400, height: 300), values: [236, 158], xLabels: ["North", "South"])
        // "236" is 3 × 0.6 × 12 = 21.6 wide.
        c.barWidth = 20
        #expect(try BarChartLayout(chart: c, measuring: measurer).barTextsOutside == [true, true], "21.6 on a bar 20 wide")
        c.barWidth = 21.6
        #expect(try BarChartLayout(chart: c, measuring: measurer).barTextsOutside == [false, false], "as wide as the bar")
    }

    /// Bar texts wider than the space between bars are made smaller to fit it (the portrait
    /// chart's "100 K" over bars 112 pt apart was dropped); much narrower bars have none.
    @Test func barTextsTooWideForTheSpaceBetweenBarsAreMadeSmaller() throws {
        let measurer = FixedMeasurer()
        let c = BarChart(size: Size(width: 240, height: 200), values: [5, 1_234_567, 3, 4, 5, 6, 7], xLabels: (1...7).map { "\($0)" })
        let layout = try BarChartLayout(chart: c, measuring: measurer)
        let step = layout.barCenters[1] - layout.barCenters[0]
        let widest = try c.resolvedBarTexts.map { try measurer.size(of: $0, font: c.barTextFont).width }.max()!
        #expect(widest > step * 0.95, "the case needs a text wider than the space between bars")
        #expect(layout.barTexts.count == 7)
        #expect(abs(layout.barTextScale - step * 0.95 / widest) < 1e-9 && layout.barTextScale >= BarChartLayout.smallestBarTextScale)
        #expect(layout.barTexts.allSatisfy { $0.size.width <= step * 0.95 + 1e-9 })
        let group = try #require(try c.layer(measuring: measurer).sublayers.first { $0.id == "bar-texts" })
        guard case .text(let text) = group.sublayers[1].content else { Issue.record("no text"); return }
        #expect(abs(text.font.size - c.barTextFont.size * layout.barTextScale) < 1e-9, "drawn at the smaller size")
        let crowded = BarChart(size: Size(width: 300, height: 200), values: (1...40).map { Double($0) * 1000 })
        #expect(try BarChartLayout(chart: crowded, measuring: measurer).barTexts.isEmpty, "bars 6 pt apart carry no texts")
    }

    @Test func barTextsSitAtTheTopRoofOrMiddle() throws {
        var c = chart
        let plot = try BarChartLayout(chart: c, measuring: FixedMeasurer()).plotRect
        let unit = plot.height / 100
        let top = try BarChartLayout(chart: c, measuring: FixedMeasurer())
        #expect(abs(top.barTexts[4].center.y - (plot.maxY - (95 * unit - 7.2))) < 1e-9)
        c.barTextPosition = .roof
        let roof = try BarChartLayout(chart: c, measuring: FixedMeasurer())
        #expect(abs(roof.barTexts[4].center.y - (plot.maxY - (95 * unit + 7.2))) < 1e-9)
        c.barTextPosition = .middle
        let middle = try BarChartLayout(chart: c, measuring: FixedMeasurer())
        // The shortest bar (2) cannot hold a text 14.4 tall: the texts line up low enough for
        // it, and a bar too short for its text (the 2) carries it above.
        for (i, value) in c.values.enumerated() {
            let expected = value * unit >= 14.4 ? plot.maxY - 7.2 : plot.maxY - (value * unit + 7.2)
            #expect(abs(middle.barTexts[i].center.y - expected) < 1e-9, "bar \(i)")
        }
        c.values = [30, 45, 44, 60, 95, 20, 18, 19]
        let even = try BarChartLayout(chart: c, measuring: FixedMeasurer())
        #expect(even.barTexts.allSatisfy { abs($0.center.y - (plot.maxY - 18 * unit / 2)) < 1e-9 })
        #expect(top.barTexts.map(\.text) == ["30", "45", "44", "60", "95", "2", "8", "9"])
    }

    /// A value text the bar is too short to hold (the document's "2" on June) sits just above
    /// its bar, in the labels' colour, instead of hanging out of it half unseen.
    @Test func aTextTooTallForItsBarSitsAboveIt() throws {
        let chart = BarChart()
        let layout = try BarChartLayout(chart: chart, measuring: FixedMeasurer())
        let june = 5
        #expect(layout.barTextsOutside[june])
        #expect(!layout.barTextsOutside[4], "95 fits in its bar")
        let text = layout.barTexts[june]
        #expect(text.center.y + text.size.height / 2 <= layout.barTops[june] + 1e-9)
        let layer = try chart.layer(measuring: FixedMeasurer())
        let texts = layer.sublayers.first { $0.id == "bar-texts" }!.sublayers
        guard case .text(let june2) = texts[june].content, case .text(let may) = texts[4].content else { Issue.record("not text"); return }
        #expect(june2.color == chart.xLabelColor)
        #expect(may.color == chart.barTextColor)
    }

    @Test func eachBarBeginsWhenThePreviousEnds() {
        #expect(chart.barDuration == 0.125)
        for i in 0..<8 { #expect(chart.barBeginTime(i) == Double(i) * 0.125) }
        #expect(chart.labelFadeBeginTime == 1.0)
        #expect(chart.labelFadeDuration == 0.5)
        #expect(chart.endTime == 1.5)
    }

    @Test func barLayersCarryTheSequentialRevealAndTheFade() throws {
        let layer = try chart.layer(measuring: FixedMeasurer())
        let bars = layer.sublayers.filter { $0.id?.hasPrefix("bar-") == true && $0.id != "bar-texts" }
        #expect(bars.count == 8)
        for (i, bar) in bars.enumerated() {
            // Hidden before its turn, easeOut half-way through its eighth, full after.
            let before = bar.presented(at: Double(i) * 0.125 - 0.001)
            let half = bar.presented(at: Double(i) * 0.125 + 0.0625)
            let after = bar.presented(at: Double(i + 1) * 0.125 + 0.001)
            #expect(strokeEnd(before) == 0)
            #expect(abs(strokeEnd(half) - TimingFunction.easeOut.progress(0.5)) < 1e-9)
            #expect(strokeEnd(after) == 1)
        }
        for id in ["y-labels", "x-labels", "bar-texts"] {
            let group = try #require(layer.sublayers.first { $0.id == id })
            #expect(group.presented(at: 0.99).opacity == 0)
            #expect(abs(group.presented(at: 1.25).opacity - TimingFunction.easeOut.progress(0.5)) < 1e-9)
            #expect(group.presented(at: 1.5).opacity == 1)
        }
        let border = try #require(layer.sublayers.first { $0.id == "border" })
        #expect(abs(strokeEnd(border.presented(at: 0.3)) - 0.3) < 1e-9, "the border draws on linearly over 1 s")
    }

    @Test func changeShufflesFlipsAndAdvancesTheColour() {
        var generator = SeededGenerator(seed: 7)
        let next = chart.changed(at: 3, using: &generator)
        #expect(next.values.sorted() == chart.values.sorted())
        #expect(next.values != chart.values)
        #expect(next.xLabelOrientation == .horizontal)
        #expect(next.barColor == BarChart.palette[1])
        #expect(next.beginTime == 3)
        #expect(next.barBeginTime(2) == 3.25)
        // Bar texts follow their values.
        #expect(next.resolvedBarTexts == next.values.map { String(Int($0)) })
        var again = SeededGenerator(seed: 7)
        #expect(chart.changed(at: 3, using: &again) == next, "the same seed shuffles the same way")
    }

    @Test func replayShowsOneRoundAtATime() throws {
        let layer = try chart.replayed(changingAt: [3, 6], seed: 1, measuring: FixedMeasurer())
        #expect(layer.sublayers.count == 3)
        func visible(_ t: Double) -> [Int] {
            layer.sublayers.indices.filter { layer.sublayers[$0].presented(at: t).opacity > 0 }
        }
        #expect(visible(0) == [0])
        #expect(visible(2.99) == [0])
        #expect(visible(3) == [1])
        #expect(visible(6.5) == [2])
        #expect(visible(100) == [2])
        let secondRoundBar = try #require(layer.sublayers[1].sublayers.first { $0.id == "bar-0" })
        #expect(strokeEnd(secondRoundBar.presented(at: 3.0625)) > 0)
        #expect(strokeEnd(secondRoundBar.presented(at: 2.99)) == 0)
    }

    @Test func degenerateInputIsDrawnOrExplained() throws {
        let empty = try BarChart(values: []).layer(measuring: FixedMeasurer())
        #expect(empty.sublayers.contains { $0.id == "border" })
        #expect(!empty.sublayers.contains { $0.id == "bar-0" })
        let flat = try BarChartLayout(chart: BarChart(values: [5, 5, 5]), measuring: FixedMeasurer())
        #expect(Set(flat.barTops).count == 1)
        #expect(throws: ChartError.nonFiniteValue(chart: "bar chart", index: 0)) {
            try BarChart(values: [.nan]).layer(measuring: FixedMeasurer())
        }
        #expect(throws: ChartError.self, "a value past 1e15 is an error, not an integer overflow trap") {
            try BarChart(values: [4, 1e300]).layer(measuring: FixedMeasurer())
        }
        #expect(BarChart(values: [1e300]).topValue > 0, "the top value of an unvalidated chart does not trap")
        let many = try BarChart(values: (0..<10_000).map { Double($0 % 97) }).layer(measuring: FixedMeasurer())
        // Past `separateBarLimit` the bars are one path, every bar still a mark of it.
        #expect(many.sublayers.first { $0.id == "bars" }?.subpathMarks.count == 10_000)
        #expect(ChartError.negativeValue(chart: "bar chart", index: 1, value: -3).description.contains("value 1 is -3, but"))
    }

    func strokeEnd(_ layer: Layer) -> Double {
        guard case .shape(let shape) = layer.content else { return .nan }
        return shape.strokeEnd
    }
}
