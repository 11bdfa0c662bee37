import Charts
import Scene
import Testing
import TestSupport

/// The parts every chart shares: the protocol, lines, axes, number formats and rounds.
@Suite struct ChartToolkitTests {
    /// Every chart type is a `Chart`: one container layer at its origin and size, by one call.
    @Test func everyChartExpandsThroughTheProtocol() throws {
        let charts: [any Chart] = [
            BarChart(), LineChart(), Gauge(), PieChart(), ProgressTrack(), CounterArc(), AreaChart(), Wave(),
            LiveLine(values: [1, 2, 3]),
        ]
        for var chart in charts {
            chart.origin = Point(x: 12, y: 34)
            let layer = try chart.layer(measuring: FixedMeasurer())
            #expect(layer.position == Point(x: 12, y: 34) && layer.anchorPoint == .zero, "\(type(of: chart).chartName)")
            #expect(layer.bounds == Rect(origin: .zero, size: chart.size), "\(type(of: chart).chartName)")
        }
    }

    @Test func linesShareOneShapeInTheirStyle() {
        let grid = ChartLines(color: .black, lineWidth: 0.5, dashPattern: [6, 5], lineCap: .round)
            .horizontal(at: [10, 20], from: 0, to: 100)
        guard case .shape(let shape) = grid.content else { Issue.record("not a shape"); return }
        #expect(shape.path.elements == [
            .move(Point(x: 0, y: 10)), .line(Point(x: 100, y: 10)), .move(Point(x: 0, y: 20)), .line(Point(x: 100, y: 20)),
        ])
        #expect(shape.lineDashPattern == [6, 5] && shape.lineCap == .round && shape.fillColor == nil && grid.id == "grid")
    }

    @Test func axesJoinAtTheirCorner() {
        let axes = ChartAxes(corner: Point(x: 10, y: 90), top: 0, end: 100, arrowHeads: false, xTicks: [50], style: ChartLines(color: .black))
        #expect(axes.path.elements == [
            .move(Point(x: 10, y: 0)), .line(Point(x: 10, y: 90)), .line(Point(x: 100, y: 90)),
            .move(Point(x: 50, y: 88)), .line(Point(x: 50, y: 90)),
        ])
    }

    /// Whole numbers print without a decimal point; huge values print instead of trapping.
    @Test func numberFormats() throws {
        #expect(ChartNumberFormat.automatic.string(for: 95) == "95")
        #expect(ChartNumberFormat.automatic.string(for: 2.5) == "2.5")
        #expect(ChartNumberFormat.automatic.string(for: 1e300) == "1e+300")
        #expect(ChartNumberFormat.printf(try NumberFormat("%.1f%%")).string(for: 73.25) == "73.2%")
    }

    /// Rounds take turns: each shows from its start until the next starts.
    @Test func roundsTakeTurns() {
        let layers = ChartRounds.layers([(Layer(), 0), (Layer(), 2), (Layer(), 5)])
        #expect(layers.map(\.id) == ["round-0", "round-1", "round-2"])
        let shown = { (t: Double) in layers.map { $0.presented(at: t).opacity } }
        #expect(shown(1) == [1, 0, 0])
        #expect(shown(3) == [0, 1, 0])
        #expect(shown(9) == [0, 0, 1])
        #expect(ChartRounds.layers([(Layer(), 0)])[0].animations.isEmpty)
    }
}
