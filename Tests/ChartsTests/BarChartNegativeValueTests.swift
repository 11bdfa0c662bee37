import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Charts

/// A bar chart of signed values (profit and loss): the axis reaches below zero, negative bars
/// hang from a zero line, and their texts sit at their lower ends; read back from the layout,
/// from `reel layout`'s tree and from the pixels.
@Suite struct BarChartNegativeValueTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()
    let profit: [Double] = [120, -45, 80, -130, 15, 0, -5, 210]
    let quarters = ["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025", "Q1 2026", "Q2 2026", "Q3 2026", "Q4 2026"]

    @Test func theAxisReachesAWholeStepPastTheSmallestValue() {
        let chart = BarChart(values: profit)
        let step = chart.incrementValue
        #expect(chart.bottomValue % step == 0 && chart.topValue % step == 0)
        #expect(Double(chart.bottomValue) < -130 && Double(chart.bottomValue + step) >= -130, "bottom \(chart.bottomValue), step \(step)")
        #expect(Double(chart.topValue) > 210 && Double(chart.topValue - step) <= 210)
        #expect((chart.topValue - chart.bottomValue) / step <= 20, "about ten grid lines over the whole span")
        var below = BarChart(values: [-40, -10])
        below.incrementValue = 10
        #expect(below.bottomValue == -50 && below.topValue == 0, "an exact multiple gets one more step; a chart with nothing above 0 tops out at 0")
        let demo = BarChart()
        #expect(demo.bottomValue == 0 && demo.topValue == 100 && demo.incrementValue == 10, "charts without negative values are unchanged")
    }

    @Test func negativeBarsHangFromTheZeroLineOnTheChartsScale() throws {
        for size in [Size(width: 320, height: 180), Size(width: 1080, height: 1920), Size(width: 3840, height: 2160)] {
            let chart = BarChart(size: size, values: profit, xLabels: quarters)
            let layer = try chart.layer(measuring: measurer)
            let scene = try Scene(width: size.width, height: size.height, duration: 3) { layer }
            let tree = try renderer.layoutTree(of: scene, at: 2.9)
            #expect(tree.problems().isEmpty, "\(size): \(tree.problems().map(\.message))")
            let scale = try #require(layer.chart?.scale)
            let zero = try #require(scale.coordinate(for: 0))
            #expect(scale.lowerValue < 0 && zero < scale.lowerCoordinate)
            for (name, value) in zip(quarters, profit) where value != 0 {
                let geometry = try #require(tree.nodes.first { $0.mark?.name == name }?.markGeometry, "\(name)")
                let end = try #require(scale.coordinate(for: value))
                #expect(abs((value < 0 ? geometry.maxY : geometry.minY) - end) < 0.01, "\(size) \(name): its end at \(value)'s place")
                #expect(abs((value < 0 ? geometry.minY : geometry.maxY) - zero) < 0.01, "\(size) \(name): from the zero line")
            }
        }
    }

    /// The pixels: blue from the zero line down to a negative bar's value, none above the line;
    /// the zero line itself in the border's black across the plot.
    @Test func theDrawnBarsEndAtTheirValues() throws {
        let chart = BarChart(size: Size(width: 640, height: 360), values: profit, xLabels: quarters)
        let layout = try BarChartLayout(chart: chart, measuring: measurer)
        let frame = try renderer.render(Scene(size: chart.size, duration: 3, layers: [try chart.layer(measuring: measurer)]), at: 2.9)
        func isBlue(_ x: Double, _ y: Int) -> Bool {
            let p = frame.rgba(x: Int(x), y: y)
            return p.b > 180 && p.r < 120 && p.g < 120
        }
        for (index, value) in profit.enumerated() where value < 0 {
            // A quarter of the bar's width off its centre: clear of its text.
            let x = layout.barCenters[index] + chart.barWidth / 4
            let blue = (0..<Int(chart.size.height)).filter { isBlue(x, $0) }
            let lowest = try #require(blue.max(), "bar \(index) is drawn")
            let highest = try #require(blue.min())
            #expect(abs(Double(lowest + 1) - layout.barTops[index]) <= 1.5, "bar \(index) = \(value) ends at \(layout.barTops[index]), drawn to \(lowest + 1)")
            #expect(Double(highest) >= layout.baseline - 1, "bar \(index) starts at the zero line \(layout.baseline), drawn from \(highest)")
        }
        let line = frame.rgba(x: Int(layout.plotRect.minX + layout.plotRect.width / 2), y: Int(layout.baseline))
        #expect(line.r < 90 && line.g < 90 && line.b < 90, "the zero line at \(layout.baseline) is dark: \(line)")
    }

    /// A text under a negative bar stays between the bar's end and the plot's bottom edge: the
    /// axis reaches one more step down when the rounded bottom leaves too little room.
    @Test func aTextUnderTheLowestBarHasRoomAboveThePlotsEdge() throws {
        var chart = BarChart(values: [10, -999])
        chart.incrementValue = 100
        #expect(chart.bottomValue == -1000)
        let layout = try BarChartLayout(chart: chart, measuring: FixedMeasurer())
        #expect(layout.bottomValue == -1100, "1 of 1,100 is too little room for a text")
        let text = layout.barTexts[1]
        #expect(layout.barTextsOutside[1])
        #expect(text.center.y - text.size.height / 2 >= layout.barTops[1] - 1e-9, "under the bar's end")
        #expect(text.center.y + text.size.height / 2 <= layout.plotRect.maxY + 1e-9, "above the plot's edge")
        let roomy = try BarChartLayout(chart: BarChart(values: [10, -40]), measuring: FixedMeasurer())
        #expect(roomy.bottomValue == BarChart(values: [10, -40]).bottomValue, "a chart with room keeps its rounded bottom")
    }

    /// A text that fits inside a negative bar sits at its lower end, in the bar text's colour;
    /// one too wide sits under it, in the x labels' colour.
    @Test func textsSitAtTheLowerEndOfNegativeBars() throws {
        var chart = BarChart(values: [30, -30, -2])
        chart.barWidth = 40
        let layout = try BarChartLayout(chart: chart, measuring: FixedMeasurer())
        let inside = layout.barTexts[1], under = layout.barTexts[2]
        #expect(!layout.barTextsOutside[1] && layout.barTextsOutside[2])
        #expect(inside.center.y < layout.barTops[1] && inside.center.y > layout.baseline, "inside the bar")
        #expect(inside.center.y > (layout.baseline + layout.barTops[1]) / 2, "at its lower end")
        #expect(under.center.y - under.size.height / 2 >= layout.barTops[2] - 1e-9, "under the short bar")
    }

    /// The column left of the grid holds every label the axis writes: abbreviated ones differ in
    /// length ("1.5 T" is narrower than "500 B"), and negative ones have a minus sign.
    @Test func theYLabelColumnHoldsEveryLabelItWrites() throws {
        for values: [Double] in [[1.2e12, 4.5e11, 3], [1.2e12, -45e9, 3, -999_999_999_999, 0], [-12, -45, -8]] {
            let chart = BarChart(size: Size(width: 640, height: 360), values: values)
            let layout = try BarChartLayout(chart: chart, measuring: measurer)
            for label in layout.yLabels {
                let width = try measurer.size(of: label.text, font: chart.yLabelFont).width
                #expect(width <= layout.yLabelColumnWidth - 5 + 1e-9, "\(values): \"\(label.text)\" is \(width) wide, the column \(layout.yLabelColumnWidth - 5)")
            }
        }
    }

    /// Below zero the axis writes its bottom value too, so that a reader sees how deep it goes:
    /// centred on the plot's bottom edge, inside the frame with and without x labels, drawn, and
    /// held by the column also when the axis goes a step lower for a text's room ("-100" under
    /// a column measured for "-90"). A chart from 0 leaves its bottom unlabelled, as the seed does.
    @Test func theBottomValueIsLabelledBelowZero() throws {
        let cases: [(values: [Double], names: [String], step: Int?)] = [(profit, quarters, nil), (profit, [], nil), ([10, -85], [], 10)]
        for (values, names, step) in cases {
            var chart = BarChart(size: Size(width: 640, height: 360), values: values, xLabels: names)
            if let step { chart.incrementValue = step }
            let layout = try BarChartLayout(chart: chart, measuring: measurer)
            let bottom = try #require(layout.yLabels.last)
            #expect(layout.yLabelValues.last == Double(layout.bottomValue), "\(values): \(layout.yLabelValues)")
            #expect(abs(bottom.center.y - layout.plotRect.maxY) < 1e-9)
            #expect(bottom.center.y + bottom.size.height / 2 <= chart.size.height + 1e-9, "\(values): inside the frame")
            let width = try measurer.size(of: bottom.text, font: chart.yLabelFont).width
            #expect(width <= layout.yLabelColumnWidth - 5 + 1e-9, "\(values): \"\(bottom.text)\" is \(width) wide, the column \(layout.yLabelColumnWidth - 5)")
            let layer = try chart.layer(measuring: measurer)
            let tree = try renderer.layoutTree(of: Scene(width: 640, height: 360, duration: 3) { layer }, at: 2.9)
            #expect(tree.problems().isEmpty, "\(values): \(tree.problems().map(\.message))")
            #expect(tree.nodes.contains { $0.isVisible && $0.text == bottom.text }, "\(values): \"\(bottom.text)\" is drawn")
        }
        var lowered = BarChart(size: Size(width: 640, height: 360), values: [10, -85])
        lowered.incrementValue = 10
        let loweredLayout = try BarChartLayout(chart: lowered, measuring: measurer)
        #expect(lowered.bottomValue == -90 && loweredLayout.bottomValue == -100, "the last case takes the axis a step lower")
        let positive = try BarChartLayout(chart: BarChart(values: [30, 45]), measuring: measurer)
        #expect(positive.yLabelValues.last == Double(positive.increment), "a chart from 0 leaves its bottom unlabelled")
    }

    /// A long first name, written whole in a band of every n-th name, may reach under the y-label
    /// column: the bottom label gives way to it rather than being written over it.
    @Test func aNameReachingUnderTheColumnTakesTheBottomLabelsPlace() throws {
        let values: [Double] = (0..<30).map { $0 % 3 == 0 ? -40 : Double($0) }
        let names = ["Democratic Republic of the Congo"] + (1..<30).map { "N\($0)" }
        var chart = BarChart(size: Size(width: 1080, height: 1920), values: values, xLabels: names)
        chart.xLabelOrientation = .horizontal
        let layout = try BarChartLayout(chart: chart, measuring: measurer)
        #expect(layout.xLabels[0].box.minX < layout.yLabelColumnWidth - 5, "the name reaches under the column")
        #expect(layout.yLabelValues.last == Double(layout.bottomValue + layout.increment), "the lowest label is one step up: \(layout.yLabelValues)")
        let layer = try chart.layer(measuring: measurer)
        let tree = try renderer.layoutTree(of: Scene(width: 1080, height: 1920, duration: 3) { layer }, at: 2.9)
        #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
    }

    /// States move a bar through zero: its path runs from each state's zero line, the scale's
    /// lower value follows the states, and every state passes the layout check.
    @Test func statesMoveBarsThroughZero() throws {
        var chart = BarChart(size: Size(width: 640, height: 360))
        chart.states = ChartStates([
            ChartState(name: "2025", names: ["North", "South", "East"], values: [40, 25, 60]),
            ChartState(name: "2026", names: ["North", "South", "West"], values: [-20, 35, -70]),
        ], stateDuration: 3)
        let layer = try chart.layer(measuring: measurer)
        let scene = try Scene(width: 640, height: 360, duration: 8) { layer }
        let scale = try #require(layer.chart?.scale)
        #expect(scale.keyframes.map(\.lowerValue) == [0, -80])
        for (k, time) in [1.5, 4.5].enumerated() {
            let tree = try renderer.layoutTree(of: scene, at: time)
            #expect(tree.problems().isEmpty, "state \(k): \(tree.problems().map(\.message))")
            let axis = try #require(scale.at(time))
            let north = try #require(tree.nodes.first { $0.mark?.name == "North" }?.markGeometry)
            let zero = try #require(axis.coordinate(for: 0)), end = try #require(axis.coordinate(for: k == 0 ? 40 : -20))
            #expect(abs(north.minY - min(zero, end)) < 0.01 && abs(north.maxY - max(zero, end)) < 0.01, "state \(k): North \(north)")
        }
    }
}
