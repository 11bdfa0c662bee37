import Render
import Scene
import Testing
@testable import Charts

/// A text over the highest bar (a narrow bar's, or one on the roof) has room above it: the plot
/// starts lower rather than the text running into the state label or sitting on its own bar.
@Suite struct BarChartTopTextTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()
    static let sizes = [Size(width: 1920, height: 1080), Size(width: 1080, height: 1920), Size(width: 320, height: 180)]

    /// States without y labels: 99.5 reaches the top grid line, its text above the bar ran
    /// into the state label ("Quarter 1 of the fiscal year 2026" over "99.500").
    @Test func aTextOverTheHighestBarKeepsClearOfTheStateLabel() throws {
        for size in Self.sizes {
            var chart = BarChart(size: size).states([
                ChartState("Quarter 1 of the fiscal year 2026", ["A": 99.5, "Tie": 12.5, "대한민국": 42]),
                ChartState("Quarter 2 of the fiscal year 2026", ["A": 7, "Tie": 99.5, "대한민국": 42]),
            ], stateDuration: 2)
            chart.hasYLabels = false
            chart.barWidth = 4
            let plan = try BarStatesPlan(chart: chart, states: try #require(chart.states), measuring: measurer)
            #expect(Set(plan.layouts.map(\.plotRect)).count == 1, "one plot: \(plan.layouts.map(\.plotRect))")
            let scene = Scene(size: size, fps: 30, duration: 5, layers: [try chart.layer(measuring: measurer)])
            for time in scene.checkTimes() {
                let problems = try renderer.layoutTree(of: scene, at: time).problems()
                #expect(problems.isEmpty, "\(size) at \(time): \(problems.map(\.message))")
            }
        }
    }

    /// Without a header, a text over a bar reaching the top stays above its bar rather than
    /// being pushed down over it by the frame's top edge.
    @Test(arguments: [true, false])
    func aTextOverTheHighestBarStaysAboveIt(yLabels: Bool) throws {
        for size in Self.sizes {
            var chart = BarChart(size: size, values: [99.5, 50, 20])
            chart.hasYLabels = yLabels
            chart.barWidth = 4
            let layout = try BarChartLayout(chart: chart, measuring: measurer)
            let laidOut = layout.textOverflowAtTop > 0 ? try BarChartLayout(chart: chart, measuring: measurer, header: layout.textOverflowAtTop) : layout
            let scene = Scene(size: size, fps: 30, duration: 3, layers: [try chart.layer(measuring: measurer)])
            let tree = try renderer.layoutTree(of: scene, at: 2.9)
            let text = try #require(tree.nodes.first { $0.text == "99.5" }?.inkBox)
            #expect(text.minY >= 0 && text.maxY <= laidOut.barTops[0] + 0.5, "\(size): the text \(text), the bar's top \(laidOut.barTops[0])")
        }
    }
}
