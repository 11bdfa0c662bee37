import Render
import Scene
import Testing
import TestSupport
@testable import Charts

/// A line race of values below 0 (temperature anomalies, profit and loss): the axis's bottom
/// follows the smallest value as its top follows the largest, heads and trails sit on each
/// period's axis, read back from the pixels and from the layout tree, and 0 gets a grid line.
@Suite struct LineRaceBelowZeroTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()

    static let periods = ["2020", "2021", "2022", "2023"]
    static let columns: [(name: String, values: [Double?])] = [
        ("Profit", [1, -2, 3, -4]),
        ("Margin", [2, 1, -1, 5]),
    ]

    func race() -> LineRace {
        var story = RaceStory(data: RaceData(periods: Self.periods, columns: Self.columns))
        story.startTime = 0.5
        story.periodDuration = 1
        story.gridColor = story.background!
        return LineRace(story: story)
    }

    @Test func theAxisFollowsTheSmallestValueAsItFollowsTheLargest() {
        let race = race()
        #expect(race.axisMinima.map { ($0 * 1e9).rounded() / 1e9 } == [0, -2.2, -2.2, -4.4])
        #expect(race.axisMaxima.map { ($0 * 1e9).rounded() / 1e9 } == [2.2, 2.2, 3.3, 5.5])
    }

    @Test func headsAndTrailsSitOnEachPeriodsAxis() throws {
        let race = race()
        let layout = try LineRaceLayout(chart: race, largest: 5, smallest: -4, measuring: measurer)
        let scene = try Scene(width: race.size.width, height: race.size.height, duration: 5) { try race.layer(measuring: measurer) }
        let (minima, maxima) = (race.axisMinima, race.axisMaxima)
        for k in Self.periods.indices {
            let time = race.story.time(ofPeriod: k)
            let tree = try renderer.layoutTree(of: scene, at: time)
            #expect(tree.problems().isEmpty, "period \(k): \(tree.problems().map(\.message))")
            let chart = try #require(tree.nodes.first { $0.chart != nil }?.chart)
            let scale = try #require(chart.scale?.at(time))
            let frame = try renderer.render(scene, at: time)
            for (i, column) in Self.columns.enumerated() {
                let value = column.values[k]!
                let y = layout.y(value, axisTop: maxima[k], axisBottom: minima[k])
                #expect(abs(scale.coordinate(for: value)! - y) < 1e-6)
                let node = try #require(tree.nodes.first { $0.mark?.name == column.name && $0.mark?.role == .point })
                let dot = try #require(node.markGeometry)
                #expect(abs(dot.minY + dot.height / 2 - y) < 0.01, "period \(k): \(column.name)'s head at \(dot.minY + dot.height / 2), not \(y)")
                let color = race.story.color(ofName: i)
                #expect(close(frame.rgba(x: Int(layout.x(k)), y: Int(y)), color), "period \(k): \(column.name)'s head at y = \(y)")
                // Every point passed, on this period's axis: the trail rescaled and moved with it.
                for j in 0..<k {
                    let point = (x: layout.x(j), y: layout.y(column.values[j]!, axisTop: maxima[k], axisBottom: minima[k]))
                    #expect(close(frame.rgba(x: Int(point.x.rounded()), y: Int(point.y.rounded())), color),
                            "period \(k): \(column.name)'s point of \(Self.periods[j]) at \(point)")
                }
            }
        }
    }

    @Test func zeroGetsATickOnceTheAxisGoesBelowIt() throws {
        let race = race()
        let scene = try Scene(width: race.size.width, height: race.size.height, duration: 5) { try race.layer(measuring: measurer) }
        func ticks(atPeriod k: Int) throws -> [String] {
            let tree = try renderer.layoutTree(of: scene, at: race.story.time(ofPeriod: k))
            return tree.nodes.filter { $0.isVisible && $0.opacity > 0.5 && $0.kind == "text" && $0.id == "label" }.compactMap(\.text)
        }
        #expect(try !ticks(atPeriod: 0).contains("0"), "the axis line is 0 while the axis starts there")
        let below = try ticks(atPeriod: 3)
        #expect(below.contains("0") && below.contains { $0.hasPrefix("-") || $0.hasPrefix("−") }, "\(below)")
    }

    @Test func barsStillStartAtZero() {
        var story = RaceStory(data: RaceData(periods: Self.periods, columns: Self.columns))
        story.periodDuration = 1
        #expect(throws: ChartError.self) { try BarRace(story: story).validate() }
    }

    func close(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ color: Color, tolerance: Int = 12) -> Bool {
        abs(Int(p.r) - Int((color.red * 255).rounded())) <= tolerance
            && abs(Int(p.g) - Int((color.green * 255).rounded())) <= tolerance
            && abs(Int(p.b) - Int((color.blue * 255).rounded())) <= tolerance
    }
}
