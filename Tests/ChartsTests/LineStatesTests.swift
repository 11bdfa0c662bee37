import Animation
import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport
@testable import Charts

/// A line chart moving between states with several lines, read back from `reel layout`'s tree:
/// every line's points sit on each state's axis, and the x axis has a tick under each slot as
/// the plain chart's does.
@Suite struct LineStatesTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()

    static func mid(_ r: Rect) -> Point { Point(x: (r.minX + r.maxX) / 2, y: (r.minY + r.maxY) / 2) }

    /// Checks that at each state's time every line has a visible point per name on the axis,
    /// the x axis a visible tick under each name's point, and the layout no problem.
    func checkLines(_ scene: Scene, states: [(time: Double, names: [String], lines: [[Double]])]) throws {
        for (time, names, lines) in states {
            let tree = try renderer.layoutTree(of: scene, at: time)
            let chart = try #require(tree.nodes.first { $0.chart != nil })
            let axis = try #require(chart.chart?.scale?.at(time))
            for (i, values) in lines.enumerated() {
                for (name, value) in zip(names, values) {
                    let mark = i == 0 ? name : "\(name) · line \(i + 1)"
                    let point = try #require(tree.nodes.first { $0.mark?.name == mark }, "t = \(time): no point \(mark)")
                    #expect(point.isVisible && point.mark?.value(at: time) == value, "t = \(time): \(mark)")
                    let center = Self.mid(try #require(point.markGeometry))
                    #expect(abs(center.y - axis.coordinate(for: value)!) <= 0.5, "t = \(time): \(mark) = \(value) at y \(center.y)")
                    // Its slot's tick on the x axis, under it.
                    let ticks = tree.nodes.filter { $0.isVisible && ($0.id ?? "").hasPrefix("x-tick-") }.compactMap(\.box)
                    #expect(ticks.contains { abs(($0.minX + $0.maxX) / 2 - center.x) < 1.5 && abs($0.maxY - axis.lowerCoordinate) < 1.5 },
                        "t = \(time): no tick under \(mark)")
                }
                // The line passes through its points: one drawn line per line.
                #expect(tree.nodes.contains { $0.isVisible && $0.id == "series-\(i)" }, "t = \(time): line \(i + 1) not drawn")
            }
            #expect(tree.nodes.filter { $0.isVisible && ($0.id ?? "").hasPrefix("x-tick-") }.count == names.count)
            #expect(tree.problems().isEmpty, "t = \(time): \(tree.problems().map(\.message))")
        }
    }

    @Test func everyLineMovesBetweenTheStatesOnTheAxisWithItsTicks() throws {
        let q1 = ChartState("Q1", names: ["Jan", "Feb", "Mar"], lines: [[120, 80, 40], [30, 60, 90]])
        let q2 = ChartState("Q2", names: ["Jan", "Feb", "Apr", "May"], lines: [[60, 150, 90, 20], [-20, 10, 40, 170]])
        var first = LineChartSeries(values: [])
        first.color = Color(hex: 0x2563EB)
        var second = LineChartSeries(values: [])
        second.color = Color(hex: 0xF59E0B)
        let chart = LineChart(size: Size(width: 600, height: 400), xLabels: [], yLabels: [], series: [first, second])
            .states([q1, q2], stateDuration: 2, transitionDuration: 1)
        let scene = Scene(size: Size(width: 600, height: 400), duration: 5, layers: [try chart.layer(measuring: measurer)])
        // Reveal 1 s: Q1 at 1 s, Q2 at 3 s.
        try checkLines(scene, states: [(1, q1.names, [q1.values] + q1.moreValues), (3, q2.names, [q2.values] + q2.moreValues)])
        // Both lines are drawn in their colours.
        let frame = try renderer.render(scene, at: 3)
        var blue = 0, orange = 0
        for y in 0..<400 { for x in 0..<600 {
            let p = frame.rgba(x: x, y: y)
            if p.b > 200, p.r < 80 { blue += 1 }
            if p.r > 220, p.g > 130, p.g < 190, p.b < 60 { orange += 1 }
        } }
        #expect(blue > 300 && orange > 300, "blue \(blue), orange \(orange) pixels")
        // A chart with more lines than its states give values for is refused.
        let three = chart.set(\.series, [first, second, first])
        #expect(throws: ChartError.self) { try three.layer(measuring: measurer) }
    }

    /// A name too long for its slot makes the labels every n-th; those written stay centred
    /// under their points, the one next to the axis too (its box was cut at the axis and the
    /// text drifted under the next point).
    @Test func xLabelsStayUnderTheirPoints() throws {
        let long = "The Democratic Republic of Extraordinarily Long Country Names"
        let q1 = ChartState("Q1", names: [long, "Beijing", "Zero", "A"], lines: [[40, 30, 0, -10]])
        let q2 = ChartState("Q2", names: ["Beijing", "Zero", "A"], lines: [[60, 0, -10]])
        let chart = LineChart(size: Size(width: 600, height: 700), xLabels: [], yLabels: [], series: [LineChartSeries(values: [])])
            .states([q1, q2], stateDuration: 2, transitionDuration: 1)
        let scene = Scene(size: Size(width: 600, height: 700), duration: 5, layers: [try chart.layer(measuring: measurer)])
        for (time, state) in [(1.0, q1), (3.0, q2)] {
            let tree = try renderer.layoutTree(of: scene, at: time)
            let written = tree.nodes.filter { $0.isVisible && $0.kind == "text" && state.names.contains($0.text ?? "") }
            #expect(!written.isEmpty, "t = \(time): no x label written")
            for label in written {
                let point = try #require(tree.nodes.first { $0.mark?.name == label.text })
                let x = Self.mid(try #require(point.markGeometry)).x, ink = try #require(label.inkBox)
                #expect(abs(Self.mid(ink).x - x) < 1.5 || ink.width > 200, "t = \(time): \(label.text!) is centred at \(Self.mid(ink).x), its point at \(x)")
            }
            #expect(written.contains { $0.text == state.names[0] }, "t = \(time): the first name has a label")
        }
    }

    @Test func aDataFileGivesEachLineItsColumn() throws {
        let directory = TemporaryDirectory()
        try """
            quarter,month,north,south
            Q1,Jan,120,30
            Q1,Feb,80,60
            Q2,Jan,60,-20
            Q2,Feb,150,10
            Q2,Mar,90,40
            """.write(toFile: directory.file("sales.csv"), atomically: true, encoding: .utf8)
        try """
            size: [640, 360]
            duration: 5
            layers:
              - type: line-chart
                data: sales.csv
                states: quarter
                name: month
                series: [{values: north, lineColor: "#2563eb"}, {values: south, lineColor: "#f59e0b"}]
                stateDuration: 2s
            """.write(toFile: directory.file("lines.yaml"), atomically: true, encoding: .utf8)
        let scene = try SceneDecoder.decode(contentsOf: directory.file("lines.yaml"), measuring: measurer)
        try checkLines(scene, states: [(1, ["Jan", "Feb"], [[120, 80], [30, 60]]), (3, ["Jan", "Feb", "Mar"], [[60, 150, 90], [-20, 10, 40]])])
    }

    /// 120 labelled points a state are more than fit: each state writes those that fit without
    /// running into each other or the axis labels (a line's first, last, highest and lowest
    /// first), as the chart without states does, and nothing overlaps at the states or between.
    @Test func pointLabelsThatWouldOverlapAreLeftOutInEachState() throws {
        var generator = SeededGenerator(seed: 5)
        let names = (0..<120).map { "D\($0)" }
        let values = (0..<2).map { _ in names.map { _ in Double(Int.random(in: -50...400, using: &generator)) } }
        var chart = LineChart(size: Size(width: 1280, height: 720), xLabels: [], yLabels: [], series: [LineChartSeries(values: [])])
        chart.series[0].showPointLabels = true
        chart.states = ChartStates([ChartState(name: "S0", names: names, values: values[0]), ChartState(name: "S1", names: names, values: values[1])],
                                   stateDuration: 2)
        let scene = Scene(size: chart.size, fps: 30, duration: 6, layers: [try chart.layer(measuring: measurer)])
        let times = try #require(try chart.layer(measuring: measurer).chart?.scale?.keyframes.map(\.time))
        for time in scene.checkTimes() + stride(from: times[0], through: times[1], by: 0.1).map({ $0 }) {
            let problems = try renderer.layoutTree(of: scene, at: time).problems()
            #expect(problems.isEmpty, "t = \(time): \(problems.count) problems, such as \(problems.prefix(2).map(\.message))")
        }
        for (k, time) in times.enumerated() {
            let tree = try renderer.layoutTree(of: scene, at: time)
            let written = Set(tree.nodes.filter { $0.isVisible && $0.opacity > 0.5 && $0.kind == "text" }.compactMap(\.text))
            let line = values[k]
            for must in [line[0], line[line.count - 1], line.max()!, line.min()!] {
                #expect(written.contains(String(Int(must))), "state \(k): \(Int(must)) not written")
            }
            let labelled = written.filter { Int($0) != nil }.count
            #expect(labelled > 20 && labelled < 120, "state \(k): \(labelled) point labels")
        }
    }

    /// A line of trillions with states writes its point labels short, as the chart without
    /// states does ("1.2 T", not "1200000000000"), and they fit.
    @Test func pointLabelsOfHugeValuesAreWrittenShort() throws {
        let names = ["A", "B", "C", "D"]
        var chart = LineChart(size: Size(width: 640, height: 360), xLabels: [], yLabels: [], series: [LineChartSeries(values: [])])
        chart.series[0].showPointLabels = true
        chart.states = ChartStates([ChartState(name: "S0", names: names, values: [1.2e12, 4e11, 8e11, 5e11]),
                                    ChartState(name: "S1", names: names, values: [9e11, 1.5e12, 3, 7e11])], stateDuration: 2)
        let layer = try chart.layer(measuring: measurer)
        let scene = Scene(size: chart.size, fps: 30, duration: 6, layers: [layer])
        let times = try #require(layer.chart?.scale?.keyframes.map(\.time))
        for time in scene.checkTimes() {
            let problems = try renderer.layoutTree(of: scene, at: time).problems()
            #expect(problems.isEmpty, "t = \(time): \(problems.map(\.message))")
        }
        let written = Set(try renderer.layoutTree(of: scene, at: times[0]).nodes.filter { $0.isVisible && $0.opacity > 0.5 }.compactMap(\.text))
        #expect(written.contains("1.2 T") && !written.contains { $0.count > 8 }, "\(written)")
    }
}
