import Render
import Scene
import Testing
@testable import Charts

/// A line chart whose settings leave little room: a margin of 0, PNChart's `dataRange` with one
/// y label or none, long names under its last slots. Its points and labels stay in its frame.
@Suite struct LineChartMarginTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()
    static let sizes = [Size(width: 1920, height: 1080), Size(width: 1080, height: 1920), Size(width: 320, height: 180)]

    func problems(of chart: LineChart, size: Size) throws -> [String] {
        let scene = try Scene(width: size.width, height: size.height, duration: 2) { try chart.layer(measuring: measurer) }
        return try renderer.layoutTree(of: scene, at: 1.5).problems().map(\.message)
    }

    /// The x labels hang under the axis: a margin smaller than a line of them still leaves
    /// them that line (with a margin of 0 they were 51 pt past the frame's bottom at 1080p).
    @Test func aMarginOfZeroStillLeavesTheXLabelsTheirLine() throws {
        for size in Self.sizes {
            var chart = LineChart(size: size, xLabels: ["Democratic Republic of the Congo", "Peru", "대한민국"], yLabels: [],
                series: [LineChartSeries(values: [0.003, 3.3e9, 7]), LineChartSeries(values: [250, 7, -1])])
            chart.margin = 0
            #expect(try problems(of: chart, size: size).isEmpty, "\(size)")
            let layout = chart.layout
            #expect(layout.xAxisY + 4 + 1.2 * chart.labelFont.size <= size.height, "\(size)")
        }
    }

    /// With `dataRange` the points are raised half a y label's row, as PNChart raises them, but
    /// never out of the frame: with no y labels a row is the whole canvas, which put the
    /// highest point half a canvas above the frame's top.
    @Test(arguments: [[String](), ["0"], ["low", "high"], ["0", "50", "100", "150", "200", "250", "300"]])
    func dataRangePointsStayInTheFrame(yLabels: [String]) throws {
        for size in Self.sizes {
            var chart = LineChart(size: size, yLabels: yLabels)
            chart.yScale = .dataRange
            let points = chart.points(ofSeries: 0)
            #expect(points.allSatisfy { $0.y >= 3 && $0.y <= chart.layout.xAxisY }, "\(size): \(points.map(\.y))")
            #expect(try problems(of: chart, size: size).isEmpty, "\(size)")
        }
    }

    /// The seed's own figures are PNChart's: with seven y labels the points are raised half a
    /// row (10.7 of the 150-point canvas at 320 × 200).
    @Test func theSeedKeepsPNChartsRaise() {
        var seed = LineChart()
        seed.yScale = .dataRange
        let points = seed.points(ofSeries: 0)
        #expect(abs(points[0].y - (150 - 150.0 / 14 + 25)) < 1e-9)
        #expect(abs(points[6].y - (25 - 150.0 / 14)) < 1e-9)
    }

    /// `dataRange` places its x labels where PNChart does (apart from the points), each
    /// shortened to its share and kept inside the frame: a long last name reached past the
    /// chart's right edge, over the chart beside it.
    @Test func dataRangeXLabelsStayInsideTheirFrame() throws {
        for size in Self.sizes {
            // Named every n-th: the last name written has n slots' room, centred past the last point.
            let names = ["Norway"] + (1..<8).map { "Saint Vincent and the Grenadines \($0)" }
            var chart = LineChart(size: Size(width: size.width / 2, height: size.height), xLabels: names, yLabels: [],
                series: [LineChartSeries(values: [7, 1234, 251, 3.3e9, 1, 0, 42, 5])])
            chart.yScale = .dataRange
            #expect(try problems(of: chart, size: size).isEmpty, "\(size)")
            let scene = try Scene(width: size.width, height: size.height, duration: 2) { try chart.layer(measuring: measurer) }
            let tree = try renderer.layoutTree(of: scene, at: 1.5)
            for label in tree.nodes where label.id?.hasPrefix("x-label-") == true {
                let box = try #require(label.inkBox)
                #expect(box.minX >= 0 && box.maxX <= size.width / 2, "\(size): \(label.text ?? "") at \(box)")
            }
        }
    }

    /// With states and a margin of 0, the state label takes the band over the plot: a label
    /// over the highest point ("1.0 M" under "2020") goes under its point or is left out.
    @Test func aPointLabelKeepsOutOfTheStateLabel() throws {
        for size in Self.sizes {
            let names = ["X 0", "A 1", "Ünïcødé 2", "Democratic Republic of the Congo 3"]
            var chart = LineChart(size: size, xLabels: [], yLabels: [], series: [LineChartSeries(values: [])])
            chart.margin = 0
            chart.series[0].showPointLabels = true
            chart.states = ChartStates([ChartState(name: "2020", names: names, values: [250, 251, 1234, 1e6]),
                                        ChartState(name: "2021", names: names, values: [1e6, 7, 0, 42])], stateDuration: 2)
            let scene = Scene(size: size, fps: 30, duration: 6, layers: [try chart.layer(measuring: measurer)])
            for time in scene.checkTimes() {
                let problems = try renderer.layoutTree(of: scene, at: time).problems()
                #expect(problems.isEmpty, "\(size) at \(time): \(problems.map(\.message))")
            }
        }
    }

    /// Numeric y labels sit at their values on an axis widened to the data: data far beyond
    /// them (3.3 billion over 0, 50 and 100) would write them all on one line. Those too close
    /// to a label kept below them are left out.
    @Test func yLabelsTheDataOutgrowsAreNotWrittenOverEachOther() throws {
        for size in Self.sizes {
            let chart = LineChart(size: size, xLabels: ["Peru", "X", "Ünïcødé"], yLabels: ["-1000", "0", "1000", "2000"],
                series: [LineChartSeries(values: [251, 3.3e9, 1e6])])
            let rows = chart.placedYLabels
            #expect(rows.first?.text == "-1000" && !rows.isEmpty)
            for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(a.y - b.y) >= chart.labelFont.size * 1.25) }
            #expect(try problems(of: chart, size: size).isEmpty, "\(size)")
        }
        // Labels the data stays within are all written.
        #expect(LineChart().placedYLabels.count == 7)
    }

    /// `dataRange` with a margin of 0: its y labels get the room left of the axis they need (they
    /// were cut by the frame's left edge), and the lowest stays over the axis, not among the x labels.
    @Test func dataRangeYLabelsHaveRoomWithoutAMargin() throws {
        for size in Self.sizes {
            var chart = LineChart(size: size, xLabels: ["中华人民共和国 0", "Ünïcødé 1", "Democratic Republic of the Congo 2"], yLabels: ["0", "50", "100"],
                series: [LineChartSeries(values: [55555, 3.3e9, -12.5])])
            chart.yScale = .dataRange
            chart.margin = 0
            #expect(try problems(of: chart, size: size).isEmpty, "\(size)")
        }
    }
}
