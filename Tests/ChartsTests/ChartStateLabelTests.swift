import Animation
import Foundation
import Render
import Scene
import Testing
@testable import Charts

/// What a chart moving between states writes around its marks, read back from `reel layout`'s
/// tree and the pixels: the name of the state shown, the donut's legend, bar texts clear of
/// their bars' tops.
@Suite struct ChartStateLabelTests {
    let renderer = Renderer()
    let measurer = TextMeasurer()
    let q1 = ChartState("Q1 2026", ["North": 120, "South": 80, "West": 40])
    let q2 = ChartState("Q2 2026", ["North": 60, "South": 150, "East": 90])

    func scene(_ layer: Layer, _ size: Size = Size(width: 640, height: 420)) -> Scene {
        Scene(size: size, fps: 30, duration: 5, layers: [layer])
    }

    /// The visible texts under the node `id`.
    func texts(_ tree: LayoutTree, in id: String) throws -> [String] {
        let group = try #require(tree.nodes.first { $0.id == id }, "no \(id)")
        return tree.nodes.filter { $0.isVisible && $0.path.hasPrefix(group.path + ".") }.compactMap(\.text)
    }

    @Test func theBarChartWritesTheStateItShowsAboveThePlot() throws {
        let chart = BarChart(size: Size(width: 600, height: 400), origin: Point(x: 20, y: 10))
            .states([q1, q2], stateDuration: 2, transitionDuration: 1)
        let scene = scene(try chart.layer(measuring: measurer))
        // Reveal ends at 1.5 s: Q1 then, Q2 at 3.5 s; the label changes half-way through the transition.
        for (time, expected) in [(0.5, "Q1 2026"), (1.5, "Q1 2026"), (2.8, "Q1 2026"), (3.2, "Q2 2026"), (3.5, "Q2 2026"), (4.9, "Q2 2026")] {
            let tree = try renderer.layoutTree(of: scene, at: time)
            #expect(try texts(tree, in: "state-label") == [expected], "t = \(time)")
            #expect(tree.problems().isEmpty, "t = \(time): \(tree.problems().map(\.message))")
        }
        // Above the plot: the label's box ends before the plot's top (the axis's upper coordinate).
        let tree = try renderer.layoutTree(of: scene, at: 1.5)
        let label = try #require(tree.nodes.first { $0.isVisible && $0.text == "Q1 2026" }?.box)
        let axis = try #require(tree.nodes.first { $0.chart != nil }?.chart?.scale)
        #expect(label.maxY <= 10 + axis.upperCoordinate)
        // And drawn: dark ink in the label's box.
        let frame = try renderer.render(scene, at: 1.5)
        var dark = 0
        for y in Int(label.minY)..<Int(label.maxY) { for x in Int(label.minX)..<Int(label.maxX) where frame.rgba(x: x, y: y).r < 80 { dark += 1 } }
        #expect(dark > 100, "only \(dark) dark pixels in the state label")
        // Without it the plot takes the frame's height again.
        var plain = chart
        plain.states?.showsLabel = false
        let none = try renderer.layoutTree(of: self.scene(try plain.layer(measuring: measurer)), at: 1.5)
        #expect(none.nodes.first { $0.id == "state-label" } == nil)
        #expect(try #require(none.nodes.first { $0.chart != nil }?.chart?.scale).upperCoordinate < axis.upperCoordinate)
    }

    @Test func aBarTextInsideItsBarKeepsClearOfTheBarsTop() throws {
        // Bars wide enough for their three digits, which then sit inside.
        let chart = BarChart(size: Size(width: 600, height: 400)).states([q1, q2], stateDuration: 2, transitionDuration: 1)
            .set(\.barTextPosition, .top).set(\.barWidth, 30)
        let tree = try renderer.layoutTree(of: scene(try chart.layer(measuring: measurer)), at: 1.5)
        let axis = try #require(tree.nodes.first { $0.chart != nil }?.chart?.scale)
        let group = try #require(tree.nodes.first { $0.id == "bar-texts" })
        for (name, value) in zip(q1.names, q1.values) {
            let text = try #require(tree.nodes.first { $0.isVisible && $0.path.hasPrefix(group.path + ".") && $0.text == String(Int(value)) }?.box,
                "no text for \(name)")
            let top = axis.coordinate(for: value)!
            #expect(text.minY >= top + 2, "\(name): its text starts at y \(text.minY), the bar at \(top)")
        }
    }

    @Test func theDonutsLegendNamesEverySliceAndFadesTheAbsentOnes() throws {
        for size in [Size(width: 500, height: 300), Size(width: 300, height: 560)] {
            let pie = PieChart(size: size, holeRadius: 60).states([q1, q2], stateDuration: 2, transitionDuration: 1)
            let scene = scene(try pie.layer(measuring: measurer), size)
            let tree = try renderer.layoutTree(of: scene, at: 3.2 + 0.3)
            #expect(try texts(tree, in: "legend") == ["North", "South", "West", "East"], "\(size)")
            #expect(try texts(tree, in: "state-label") == ["Q2 2026"])
            // West is gone at Q2: its row is faint; East is there: full.
            let west = try #require(tree.nodes.first { $0.text == "West" }), east = try #require(tree.nodes.first { $0.text == "East" })
            #expect(abs(west.opacity - 0.3) < 1e-9 && east.opacity == 1)
            // The legend sits beside the pie in a wide frame, under it in a tall one, clear of it;
            // the ring is drawn in the pie's square.
            let layout = try PieLegend(chart: pie, names: ["North", "South", "West", "East"], states: pie.states!, measuring: measurer)
            for row in ["North", "South", "West", "East"] {
                let box = try #require(tree.nodes.first { $0.text == row }?.box)
                if size.width > size.height { #expect(box.minX >= layout.pie.maxX) } else { #expect(box.minY >= layout.pie.maxY) }
            }
            let frame = try renderer.render(scene, at: 3.5)
            let center = Point(x: layout.pie.minX + layout.pie.width / 2, y: layout.pie.minY + layout.pie.height / 2)
            let ring = (layout.pie.width / 2 + 60 * layout.pie.width / min(size.width, size.height)) / 2
            let top = frame.rgba(x: Int(center.x), y: Int(center.y - ring)), hole = frame.rgba(x: Int(center.x), y: Int(center.y))
            #expect(top.a == 255 && !(top.r > 240 && top.g > 240 && top.b > 240), "the ring at its top is \(top)")
            #expect(hole.r > 240 && hole.g > 240 && hole.b > 240, "the hole is \(hole)")
            #expect(layout.pie.width > min(size.width, size.height) * 0.5)
            #expect(tree.problems().isEmpty, "\(size): \(tree.problems().map(\.message))")
        }
    }
}
