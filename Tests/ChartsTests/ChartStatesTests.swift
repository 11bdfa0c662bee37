import Animation
import Foundation
import Render
import Scene
import Testing
@testable import Charts

/// Charts moving between data states, read back from the pixels and from `reel layout`'s tree:
/// at each state's time the marks show exactly that state's values on the axis its labels show;
/// mid-transition a kept mark is half-way, a new one grows from zero, a removed one shrinks out,
/// and a renamed mark is a new one.
@Suite struct ChartStatesTests {
    static func mid(_ r: Rect) -> Point { Point(x: (r.minX + r.maxX) / 2, y: (r.minY + r.maxY) / 2) }

    let renderer = Renderer()
    let measurer = TextMeasurer()

    // Q1 → Q2: North shrinks, South grows past it, East is new, West is renamed "West Coast".
    let q1 = ChartState("Q1", ["North": 120, "South": 80, "West": 40])
    let q2 = ChartState("Q2", ["North": 60, "South": 150, "East": 90, "West Coast": 30])
    let origin = Point(x: 20, y: 10)

    var bars: BarChart {
        var chart = BarChart(size: Size(width: 600, height: 400), origin: origin)
            .states([q1, q2], stateDuration: 2, transitionDuration: 1)
        chart.shadowOpacity = 0
        chart.xLabelOrientation = .horizontal
        chart.barTextPosition = .roof
        return chart
    }

    func scene(_ layer: Layer) -> Scene {
        Scene(size: Size(width: 640, height: 420), fps: 30, duration: 5, layers: [layer])
    }

    /// The chart's axis at `time` (a state's time), from the layout tree.
    func axis(_ tree: LayoutTree) throws -> ValueAxis {
        let chart = try #require(tree.nodes.first { $0.chart != nil })
        return try #require(chart.chart?.scale?.at(tree.time))
    }

    /// The visible texts of the chart's group `id` (y-labels, x-labels, bar-texts).
    func texts(_ tree: LayoutTree, in id: String) throws -> [String] {
        let group = try #require(tree.nodes.first { $0.id == id })
        return tree.nodes.filter { $0.isVisible && $0.path.hasPrefix(group.path + ".") }.compactMap(\.text)
    }

    func node(_ tree: LayoutTree, mark name: String) throws -> LayoutNode {
        try #require(tree.nodes.first { $0.mark?.name == name }, "no mark named \(name)")
    }

    /// The y of the topmost blue pixel of the bar whose centre is at scene x `x`, scanning up
    /// from just above the plot's bottom `bottom`; `nil` when nothing blue is there.
    func barTop(_ frame: Frame, x: Double, bottom: Double) -> Double? {
        var top: Int?
        var y = Int(bottom.rounded(.down)) - 2
        while y >= 0 {
            let p = frame.rgba(x: Int(x), y: y)
            guard p.b > 180, p.r < 120, p.g < 120 else { break }
            top = y
            y -= 1
        }
        return top.map(Double.init)
    }

    @Test func atEachStateTimeTheBarsShowThatStatesValuesOnItsAxis() throws {
        let layer = try bars.layer(measuring: measurer)
        let scene = scene(layer)
        for (state, time) in [(q1, 1.5), (q2, 3.5)] {
            let tree = try renderer.layoutTree(of: scene, at: time)
            let axis = try axis(tree)
            // The axis the labels show: the state's largest value rounded up to a round step.
            let largest = state.values.max()!
            let step = ChartScale.niceStep(largest / 10)
            #expect(axis.upperValue == step - largest.truncatingRemainder(dividingBy: step) + largest)
            let labels = try texts(tree, in: "y-labels").compactMap(Double.init)
            #expect(Set(labels) == Set(stride(from: step, through: axis.upperValue, by: step)), "\(state.name): y labels \(labels)")
            let frame = try renderer.render(scene, at: time)
            let bottom = origin.y + axis.lowerCoordinate
            for (name, value) in zip(state.names, state.values) {
                let bar = try node(tree, mark: name)
                #expect(bar.isVisible && bar.mark?.value(at: time) == value, "\(state.name): \(name)")
                let x = Self.mid(try #require(bar.box)).x
                let top = try #require(barTop(frame, x: x, bottom: bottom), "\(state.name): no bar drawn for \(name)")
                let expected = origin.y + axis.coordinate(for: value)!
                #expect(abs(top - expected) <= 1.5, "\(state.name): \(name) = \(value) is drawn up to y \(top), its axis puts it at \(expected)")
            }
            // Names not in the state are not drawn.
            for name in (q1.names + q2.names) where !state.names.contains(name) {
                #expect(try !node(tree, mark: name).isVisible, "\(state.name): \(name) should be gone")
            }
            #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
        }
    }

    @Test func midTransitionKeptBarsAreHalfWayNewOnesGrowAndRemovedOnesShrink() throws {
        let layer = try bars.layer(measuring: measurer)
        let scene = scene(layer)
        let before = try renderer.layoutTree(of: scene, at: 1.5), after = try renderer.layoutTree(of: scene, at: 3.5)
        let axisA = try axis(before), axisB = try axis(after)
        let bottom = origin.y + axisA.lowerCoordinate
        #expect(axisA.lowerCoordinate == axisB.lowerCoordinate)
        let half = TimingFunction.easeInEaseOut.progress(0.5)
        let frame = try renderer.render(scene, at: 3.0)
        let mid = try renderer.layoutTree(of: scene, at: 3.0)

        func top(_ tree: LayoutTree, _ name: String, _ value: Double, _ axis: ValueAxis) throws -> (x: Double, y: Double) {
            (Self.mid(try #require(node(tree, mark: name).box)).x, origin.y + axis.coordinate(for: value)!)
        }
        // Kept: between its two places and heights.
        for name in ["North", "South"] {
            let a = try top(before, name, q1.value(of: name)!, axisA), b = try top(after, name, q2.value(of: name)!, axisB)
            let x = a.x + (b.x - a.x) * half, y = a.y + (b.y - a.y) * half
            let drawn = try #require(barTop(frame, x: x, bottom: bottom), "no bar for \(name) mid-transition")
            #expect(abs(drawn - y) <= 1.5, "\(name) mid-transition reaches y \(drawn), half-way is \(y)")
            #expect(min(a.y, b.y) < drawn && drawn < max(a.y, b.y))
        }
        // New (East, and West Coast: a renamed bar is a new bar): grown from zero to half.
        for name in ["East", "West Coast"] {
            let b = try top(after, name, q2.value(of: name)!, axisB)
            let drawn = try #require(barTop(frame, x: b.x, bottom: bottom), "\(name) is not growing mid-transition")
            #expect(abs((bottom - drawn) - (bottom - b.y) * half) <= 1.5, "\(name) should be half its height mid-transition")
            let start = try renderer.render(scene, at: 2.5)
            #expect(barTop(start, x: b.x, bottom: bottom) == nil, "\(name) should not show before its transition")
        }
        // Removed (West): shrunk to half where it stood, gone at Q2.
        let west = try top(before, "West", 40, axisA)
        let drawn = try #require(barTop(frame, x: west.x, bottom: bottom), "West is not shrinking mid-transition")
        #expect(abs((bottom - drawn) - (bottom - west.y) * (1 - half)) <= 1.5)
        #expect(try node(mid, mark: "West").isVisible && node(mid, mark: "West Coast").isVisible)
        #expect(try !node(after, mark: "West").isVisible && !node(before, mark: "West Coast").isVisible)
    }

    @Test func valueLabelsCountAndTheLayoutStaysCleanThroughTheTransition() throws {
        let chart = bars.set(\.barTextPosition, .top)
        let scene = scene(try chart.layer(measuring: measurer))
        // North counts from 120 to 60: 90 half-way.
        let mid = try renderer.layoutTree(of: scene, at: 3.0)
        let texts = try texts(mid, in: "bar-texts")
        #expect(texts.contains("90"), "bar texts mid-transition: \(texts)")
        var times = scene.checkTimes()
        times += stride(from: 2.5, through: 3.5, by: 1.0 / 30).map { $0 }
        for time in times {
            let problems = try renderer.layoutTree(of: scene, at: time).problems()
            #expect(problems.isEmpty, "t = \(time): \(problems.map(\.message))")
        }
    }

    /// Every state shares one plot, however differently their angled names and y labels need
    /// room: a state whose bars the shared (wider) y-label column moves right has longer
    /// angled names than it had alone, and the band under the plot holds them.
    @Test func everyStateSharesOnePlotWithAngledNames() throws {
        var chart = BarChart(size: Size(width: 1037, height: 1843)).states([
            ChartState("S0", ["Tie": 0.003, "Democratic Republic of the Congo": -3.3e9, "Third": 12.5, "Fourth": 0.003, "Fifth": -7, "Peru": 0]),
            ChartState("S1", ["Tie": -12.5, "Ünïcødé": 1e6, "Third": 1234, "Fourth": 0, "Fifth": 1e6, "Peru": -99.5]),
        ], stateDuration: 2)
        chart.xLabelOrientation = .angled
        chart.barWidth = 60
        let plan = try BarStatesPlan(chart: chart, states: try #require(chart.states), measuring: measurer)
        #expect(Set(plan.layouts.map(\.plotRect.size.height)).count == 1, "\(plan.layouts.map(\.plotRect))")
        let scene = Scene(size: chart.size, fps: 30, duration: 5, layers: [try chart.layer(measuring: measurer)])
        for time in scene.checkTimes() {
            let problems = try renderer.layoutTree(of: scene, at: time).problems()
            #expect(problems.isEmpty, "t = \(time): \(problems.map(\.message))")
        }
    }

    /// A y label first shown in a later state, waiting where it then shows (its axis grew past
    /// it, and it is clamped to the plot's top), has no motion of its own: it still sits on its
    /// value at that state's time, not where it waited in the first state.
    @Test func aLabelFirstShownInALaterStateSitsOnItsValue() throws {
        var chart = BarChart(size: Size(width: 1037, height: 1843)).states([
            ChartState("S0", ["Peru": -0.003, "Tie": 1e6]), ChartState("S1", ["Peru": 0, "Tie": -7]), ChartState("S2", ["Peru": 7, "Tie": -7]),
        ], stateDuration: 2)
        chart.barWidth = 4
        let layer = try chart.layer(measuring: measurer)
        let scene = Scene(size: chart.size, fps: 30, duration: 8, layers: [layer])
        let last = try #require(layer.chart?.scale?.keyframes.last?.time)
        let tree = try renderer.layoutTree(of: scene, at: last)
        let axis = try axis(tree)
        let group = try #require(tree.nodes.first { $0.id == "y-labels" })
        let labels = tree.nodes.filter { $0.isVisible && $0.path.hasPrefix(group.path + ".") && $0.text != nil }
        #expect(labels.count >= 5)
        for label in labels {
            let ink = try #require(label.inkBox), value = try #require(Double(label.text!))
            let expected = try #require(axis.coordinate(for: value))
            #expect(abs(ink.minY + ink.height / 2 - expected) < 2, "\"\(label.text!)\" at \(ink.minY + ink.height / 2), its value at \(expected)")
        }
        #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
    }

    /// A bar text that leaves its bar (North's 40 inside turning to -20 under its bar, through
    /// zero; South's 1 going to 0) switches from the bar text colour to the x labels' colour
    /// instead of blending through a grey that reads on neither: at every frame of the
    /// transitions each text is one of the two colours and the layout check finds nothing.
    @Test func aBarTextLeavingItsBarSwitchesColourInsteadOfBlending() throws {
        var chart = BarChart(size: Size(width: 200, height: 600)).states([
            ChartState("2025", ["North": 40, "South": 25]), ChartState("2026", ["North": -20, "South": 0]),
        ], stateDuration: 3, transitionDuration: 1)
        chart.barWidth = 30
        let scene = Scene(size: chart.size, fps: 60, duration: 6, layers: [try chart.layer(measuring: measurer)])
        for time in stride(from: 3.5, through: 4.55, by: 1.0 / 60) {
            let tree = try renderer.layoutTree(of: scene, at: time)
            #expect(tree.problems().isEmpty, "t = \(time): \(tree.problems().map(\.message))")
            let group = try #require(tree.nodes.first { $0.id == "bar-texts" })
            for text in tree.nodes where text.isVisible && text.path.hasPrefix(group.path + ".") {
                let color = try #require(text.textColor)
                #expect(color == chart.barTextColor || color == chart.xLabelColor, "t = \(time): \"\(text.text ?? "")\" is \(color)")
            }
        }
    }

    /// A counting text is judged by the number it writes: "95" on its way from "82" inside the
    /// bar to "117" too wide for it is written in the bar text's colour while on the bar; a text
    /// wider than its bar never is.
    @Test func aCountingTextKeepsTheBarsColourWhileItsNumberFits() throws {
        var chart = BarChart(size: Size(width: 400, height: 600)).states([
            ChartState("2025", ["North": 82, "South": 160]), ChartState("2026", ["North": 117, "South": 160]),
        ], stateDuration: 3, transitionDuration: 1)
        let font = chart.barTextFont
        let narrow = try measurer.size(of: "88", font: font).width, wide = try measurer.size(of: "117", font: font).width
        chart.barWidth = (narrow + wide) / 2
        let scene = Scene(size: chart.size, fps: 60, duration: 6, layers: [try chart.layer(measuring: measurer)])
        var writtenOnTheBar: [String] = []
        for time in stride(from: 3.5, through: 4.55, by: 1.0 / 60) {
            let tree = try renderer.layoutTree(of: scene, at: time)
            #expect(tree.problems().isEmpty, "t = \(time): \(tree.problems().map(\.message))")
            let group = try #require(tree.nodes.first { $0.id == "bar-texts" })
            let text = try #require(tree.nodes.first { $0.isVisible && $0.path.hasPrefix(group.path + ".") && $0.text != "160" })
            let string = try #require(text.text)
            if text.textColor == chart.barTextColor {
                #expect(try measurer.size(of: string, font: font).width <= chart.barWidth, "t = \(time): \"\(string)\" is wider than its bar")
                writtenOnTheBar.append(string)
            }
        }
        #expect(writtenOnTheBar.contains { $0.count == 2 && $0 > "82" }, "the count in its bar's colour on the way: \(writtenOnTheBar)")
    }

    /// A text counting from "-1 T" to "-1.2 K" passes through "-500 B", wider than either end:
    /// the texts are made small enough for the widest number they count through, so that two
    /// neighbours never run into each other on the way.
    @Test func countingTextsFitBetweenBarsThroughTheTransition() throws {
        var chart = BarChart(size: Size(width: 1080, height: 1920)).states([
            ChartState(name: "S1", names: ["A", "B", "C", "D", "E", "F", "G"], values: [-1e12, -1e12, 0, -7, -3.3e9, -3.3e9, 99.5]),
            ChartState(name: "S2", names: ["A", "B", "C", "D", "E", "F", "G"], values: [-1234, -42, 99.5, -42, 1e12, 99.5, -3.3e9]),
        ], stateDuration: 2, transitionDuration: 1)
        chart.barWidth = 4
        chart.xLabelOrientation = .horizontal
        let scene = Scene(size: chart.size, fps: 30, duration: 6, layers: [try chart.layer(measuring: measurer)])
        for time in stride(from: 2.5, through: 3.6, by: 1.0 / 30) {
            let problems = try renderer.layoutTree(of: scene, at: time).problems()
            #expect(problems.isEmpty, "t = \(time): \(problems.map(\.message))")
        }
    }

    /// An x label shortened to one state's room and written longer in the next grows as it
    /// moves: a name leaving fades out before that grown label reaches it, not before the label
    /// of its first size would (found by fuzzing: "Peru 2" under "中华人民共和国 3").
    @Test func aLeavingNameFadesBeforeAGrowingNeighbourReachesIt() throws {
        var chart = BarChart(size: Size(width: 1843, height: 1037)).states([
            ChartState(name: "S0", names: ["Democratic Republic of the Congo 0", "A 1", "Peru 2", "中华人民共和国 3", "Norway 4", "Tie 5", "X 6", "中华人民共和国 7"],
                       values: [-1234, -1234, -1e6, 1, -1e6, 99.5, -1e12, -1234]),
            ChartState(name: "S1", names: ["A 1", "中华人民共和国 3", "X 6", "中华人民共和国 7"], values: [55555, -3.3e9, 0, 1e12]),
        ], stateDuration: 2)
        chart.barWidth = 4
        chart.xLabelOrientation = .horizontal
        let scene = Scene(size: chart.size, fps: 60, duration: 6, layers: [try chart.layer(measuring: measurer)])
        let times = try #require(scene.layers[0].chart?.scale?.keyframes.map(\.time))
        for time in stride(from: times[0], through: times[1], by: 1.0 / 60) {
            let problems = try renderer.layoutTree(of: scene, at: time).problems()
            #expect(problems.isEmpty, "t = \(time): \(problems.map(\.message))")
        }
    }

    @Test func statesNeedTimesAndUniqueNames() throws {
        let noTime = BarChart().states([q1, q2])
        #expect(throws: ChartError.self) { try noTime.layer(measuring: measurer) }
        let twice = BarChart().states([ChartState(name: "Q1", names: ["A", "A"], values: [1, 2])])
        do {
            _ = try twice.layer(measuring: measurer)
            Issue.record("a name twice in a state should be refused")
        } catch let error as ChartError {
            #expect(error.description.contains("'A' appears twice in state 'Q1'"))
        }
        let early = BarChart().states([ChartState("Q1", ["A": 1], at: 0.5)])
        #expect(throws: ChartError.self) { try early.layer(measuring: measurer) }
    }

    // MARK: Pie

    /// The slice of `name` as presented at `time`: where its stroke starts and ends (fractions of the turn).
    func span(_ scene: Scene, _ name: String, at time: Double) throws -> (start: Double, end: Double, opacity: Double) {
        func find(_ layers: [Layer]) -> Layer? {
            for layer in layers {
                if layer.mark?.name == name { return layer }
                if let found = find(layer.sublayers) { return found }
            }
            return nil
        }
        let slice = try #require(find(scene.presentedLayers(at: time)), "no slice \(name)")
        guard case .shape(let shape) = slice.content else { throw ChartError.invalidData(chart: "test", message: "not a shape", fix: "") }
        return (shape.strokeStart, shape.strokeEnd, slice.opacity)
    }

    @Test func pieSlicesShowEachStatesSharesAndMoveByName() throws {
        // Without its legend and state label the pie fills its frame.
        var pie = PieChart(size: Size(width: 300, height: 300)).set(\.shadowOpacity, 0).set(\.showsLegend, false)
            .states([q1, q2], stateDuration: 2, transitionDuration: 1)
        pie.states?.showsLabel = false
        let scene = Scene(size: Size(width: 300, height: 300), duration: 5, layers: [try pie.layer(measuring: measurer)])
        // Reveal 1.2 s: Q1 at 1.2 s, Q2 at 3.2 s, the transition from 2.2 s.
        for (state, time) in [(q1, 1.2), (q2, 3.2)] {
            let total = state.values.reduce(0, +)
            var start = 0.0
            let frame = try renderer.render(scene, at: time)
            for (name, value) in zip(state.names, state.values) {
                let s = try span(scene, name, at: time)
                #expect(abs(s.start - start) < 1e-9 && abs(s.end - (start + value / total)) < 1e-9 && s.opacity == 1, "\(state.name): \(name) \(s)")
                // Its colour (by name, in order of first appearance) half-way along its arc.
                let angle = -Double.pi / 2 + 2 * .pi * (start + value / total / 2), r = 75.0 / 2 + 75
                let p = frame.rgba(x: Int(150 + r * cos(angle)), y: Int(150 + r * sin(angle)))
                let color = PieChart.defaultColors[(q1.names + ["East", "West Coast"]).firstIndex(of: name)!]
                #expect(abs(Int(p.r) - Int(color.red * 255)) <= 8 && abs(Int(p.g) - Int(color.green * 255)) <= 8, "\(state.name): \(name) is drawn \(p)")
                start += value / total
            }
        }
        let half = TimingFunction.easeInEaseOut.progress(0.5)
        // Kept: half-way between its shares. New: opened to half. Removed: closed to half. Renamed: both.
        let north = try span(scene, "North", at: 2.7)
        #expect(abs((north.end - north.start) - (120.0 / 240 + (60.0 / 330 - 120.0 / 240) * half)) < 1e-9)
        let east = try span(scene, "East", at: 2.7), west = try span(scene, "West", at: 2.7), coast = try span(scene, "West Coast", at: 2.7)
        #expect(abs((east.end - east.start) - 90.0 / 330 * half) < 1e-9)
        #expect(abs((west.end - west.start) - 40.0 / 240 * (1 - half)) < 1e-9 && west.opacity == 1)
        #expect(abs((coast.end - coast.start) - 30.0 / 330 * half) < 1e-9 && coast.opacity == 1)
        #expect(try span(scene, "East", at: 2.2).end - span(scene, "East", at: 2.2).start == 0)
        #expect(try span(scene, "West", at: 3.2).opacity == 0)
    }

    // MARK: Line

    @Test func linePointsSitOnEachStatesAxisAndSplitOutOfTheLine() throws {
        let line = LineChart(size: Size(width: 600, height: 400), xLabels: [], yLabels: [], series: [LineChartSeries(values: [])])
            .states([q1, ChartState("Q2", ["North": -20, "South": 150, "East": 90, "West Coast": 30])], stateDuration: 2, transitionDuration: 1)
        let scene = Scene(size: Size(width: 600, height: 400), duration: 5, layers: [try line.layer(measuring: measurer)])
        // Reveal 1 s: Q1 at 1 s, Q2 at 3 s.
        let before = try renderer.layoutTree(of: scene, at: 1), after = try renderer.layoutTree(of: scene, at: 3)
        for tree in [before, after] {
            let axis = try axis(tree)
            let points = tree.nodes.filter { $0.isVisible && $0.mark != nil }
            #expect(points.count == (tree.time == 1 ? 3 : 4))
            for point in points {
                let value = try #require(point.mark?.value(at: tree.time))
                let center = Self.mid(try #require(point.markGeometry)).y
                #expect(abs(center - axis.coordinate(for: value)!) <= 0.5, "\(point.mark!.name) = \(value) at y \(center)")
            }
            #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
        }
        // The axis takes in the negative value at Q2.
        #expect(try axis(after).lowerValue < 0 && axis(before).lowerValue == 0)
        // Mid-transition: North between its two places, East growing out of nothing.
        let mid = try renderer.layoutTree(of: scene, at: 2.5)
        let a = Self.mid(try node(before, mark: "North").markGeometry!).y, b = Self.mid(try node(after, mark: "North").markGeometry!).y
        let m = Self.mid(try node(mid, mark: "North").markGeometry!).y
        #expect(min(a, b) + 1 < m && m < max(a, b) - 1)
        let start = try renderer.layoutTree(of: scene, at: 2.0)
        #expect(try node(start, mark: "East").markGeometry!.width < 0.01)
        #expect(try node(mid, mark: "East").markGeometry!.width > 1)
        for time in stride(from: 2.0, through: 3.0, by: 0.05) {
            let problems = try renderer.layoutTree(of: scene, at: time).problems()
            #expect(problems.isEmpty, "t = \(time): \(problems.map(\.message))")
        }
    }
}

