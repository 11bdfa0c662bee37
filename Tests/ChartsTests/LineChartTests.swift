import Animation
import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Charts

@Suite struct LineChartTests {
    let chart = LineChart()

    @Test func segmentsStopAtTheInflexionCircles() throws {
        let layer = try chart.layer(measuring: FixedMeasurer())
        let points = chart.points(ofSeries: 0)
        let segments = layer.sublayers.filter { $0.id?.contains("-segment-") == true }
        #expect(segments.count == 6)
        for (i, segment) in segments.enumerated() {
            guard case .shape(let shape) = segment.content, case .move(let a) = shape.path.elements[0],
                  case .line(let b) = shape.path.elements[1] else { Issue.record("not a line"); continue }
            #expect(abs(a.distance(to: points[i]) - 3) < 1e-9)
            #expect(abs(b.distance(to: points[i + 1]) - 3) < 1e-9)
            #expect(abs(a.distance(to: b) - (points[i].distance(to: points[i + 1]) - 6)) < 1e-9)
        }
    }

    @Test func everySegmentAndTheCirclesDrawOnTogether() throws {
        let layer = try chart.layer(measuring: FixedMeasurer())
        let drawn = layer.sublayers.filter { $0.id?.hasPrefix("series-0-") == true && $0.id?.contains("label") == false }
        #expect(drawn.count == 7, "six segments and the circles")
        let expected = ChartAnimation.drawOn(begin: 0, duration: 1, timing: .easeInEaseOut)
        for layer in drawn {
            #expect(layer.animations == [expected])
            guard case .shape(let shape) = layer.presented(at: 0.5).content else { continue }
            #expect(abs(shape.strokeEnd - 0.5) < 1e-6, "easeInEaseOut is symmetric: half the time, half the path")
        }
    }

    @Test func smoothSegmentsAreTwoQuadraticsThroughTheMidpoint() {
        let a = Point(x: 0, y: 100), b = Point(x: 40, y: 20)
        let path = LineChartLayout.smoothSegment(from: a, to: b)
        #expect(path.elements == [
            .move(a),
            .quadCurve(control: Point(x: 10, y: 100), to: Point(x: 20, y: 60)),
            .quadCurve(control: Point(x: 30, y: 20), to: b),
        ])
        var smooth = chart
        smooth.showSmoothLines = true
        let layers = try! smooth.layer(measuring: FixedMeasurer()).sublayers.filter { $0.id?.contains("-segment-") == true }
        for layer in layers {
            guard case .shape(let shape) = layer.content else { continue }
            #expect(shape.path.elements.count == 3)
        }
    }

    @Test func gridLinesAreDashedAndAxesHaveArrows() throws {
        let layer = try chart.layer(measuring: FixedMeasurer())
        guard case .shape(let grid)? = layer.sublayers.first(where: { $0.id == "grid" })?.content else {
            Issue.record("no grid"); return
        }
        #expect(grid.lineDashPattern == [6, 5])
        #expect(grid.lineWidth == 0.5)
        #expect(grid.lineCap == .round)
        let layout = chart.layout
        #expect(layout.yAxisX == 35)
        #expect(layout.xAxisY == 175)
        #expect(layout.xAxisEnd == 295)
    }

    @Test func seriesShareOneScale() {
        var two = chart
        two.yScale = .dataRange
        two.series = [LineChartSeries(values: [0, 10]), LineChartSeries(values: [5, 20])]
        let first = two.points(ofSeries: 0), second = two.points(ofSeries: 1)
        #expect(first[0].y == two.layout.points(for: [0, 20])[0].y)
        #expect(second[1].y == two.layout.points(for: [0, 20])[1].y)
    }

    /// With `dataRange` the labels are drawn apart (PNChart's look), so the scale the chart
    /// declares for `reel layout` is the one its points use: each point sits on it.
    @Test func dataRangePointsSitOnTheDeclaredScale() throws {
        var seed = chart
        seed.yScale = .dataRange
        let scale = try #require(seed.layer(measuring: FixedMeasurer()).chart?.scale)
        for (value, point) in zip(seed.series[0].values, seed.points(ofSeries: 0)) {
            let y = try #require(scale.coordinate(for: value))
            #expect(abs(y - point.y) < 1e-9, "\(value): \(y) against \(point.y)")
        }
    }

    /// Each point sits level with the value its y labels show (the default scale): 180.1 sits
    /// between the 150 and 200 labels, 0 on the 0 label, and a numeric y label sets the range.
    @Test func pointsSitOnTheScaleTheirLabelsShow() throws {
        let rows = chart.placedYLabels
        #expect(rows.map(\.text) == ["0", "50", "100", "150", "200", "250", "300"])
        func labelY(_ text: String) -> Double { rows.first { $0.text == text }!.y }
        let points = chart.points(ofSeries: 0)
        #expect(abs(points[0].y - labelY("0")) < 1e-9)
        let expected = labelY("150") + (labelY("200") - labelY("150")) * (180.1 - 150) / 50
        #expect(abs(points[1].y - expected) < 1e-9)
        #expect(points.allSatisfy { $0.y >= labelY("300") - 1e-9 && $0.y <= labelY("0") + 1e-9 })
        // x labels and ticks sit on their points' x.
        #expect(chart.slotX(3) == points[3].x)
    }

    /// Without y labels the axis gets round ticks (1-2-5 steps) covering the data from 0, and
    /// the highest point stays inside the chart (presentation.yaml's line ran through its heading).
    @Test func withoutYLabelsTheAxisHasRoundTicks() throws {
        var bare = chart
        bare.yLabels = []
        let scale = bare.valueScale
        #expect(scale.lower == 0 && scale.upper >= 276.2)
        #expect([1.0, 2, 5].contains { scale.step / pow(10, floor(log10(scale.step))) == $0 })
        let points = bare.points(ofSeries: 0)
        #expect(points.allSatisfy { $0.y >= bare.margin - 1e-9 && $0.y <= bare.layout.xAxisY + 1e-9 })
        let layer = try bare.layer(measuring: FixedMeasurer())
        let labels = layer.sublayers.compactMap { $0.id?.hasPrefix("y-label-") == true ? $0 : nil }
        #expect(labels.count == scale.ticks.count)
    }

    /// A sliver below 0 does not double the step when the frame has room for one tick more:
    /// a dip to −3 under 100 reads on −20…100, not −50…100; −5 under 1e12 on −200 B…1 T.
    @Test func aSliverBelowZeroKeepsTheFinerStep() throws {
        for (values, lower, step) in [([100.0, -3, 40], -20.0, 20.0), ([1e12, -5, 3e11], -2e11, 2e11)] {
            var tall = LineChart(size: Size(width: 1080, height: 1920), xLabels: ["a", "b", "c"], yLabels: [],
                                 series: [LineChartSeries(values: values)])
            tall.yLabels = []
            let scale = tall.valueScale
            #expect(scale.lower == lower && scale.step == step, "\(values): \(scale), \(tall.layout.canvasHeight) tall, font \(tall.labelFont.size)")
            let points = tall.points(ofSeries: 0)
            #expect(points.allSatisfy { $0.y >= tall.margin - 1e-9 && $0.y <= tall.layout.xAxisY + 1e-9 })
        }
        var short = LineChart(size: Size(width: 320, height: 100), xLabels: ["a", "b", "c"], yLabels: [],
                              series: [LineChartSeries(values: [100, -3, 40])])
        short.yLabels = []
        #expect(short.valueScale.ticks.count <= 6, "a frame without room for a seventh tick keeps at most six")
    }

    /// The first of 120 names, written every 12th, keeps its whole text though the y axis cuts
    /// its share: it reaches right into the room the next name leaves ("D0", not "…").
    @Test func theFirstNameIsWrittenWholeBesideTheAxis() throws {
        let measurer = TextMeasurer()
        let names = (0..<120).map { "D\($0)" }
        let chart = LineChart(size: Size(width: 1280, height: 720), xLabels: names, yLabels: [],
                              series: [LineChartSeries(values: (0..<120).map { Double($0 % 37) })])
        let layer = try chart.layer(measuring: measurer)
        let first = try #require(layer.sublayers.first { $0.id == "x-label-0" })
        let whole = try measurer.size(of: "D0", font: chart.labelFont).width
        #expect(first.bounds.width >= whole, "\(first.bounds.width) wide for \(whole)")
        let tree = try Renderer().layoutTree(of: Scene(size: chart.size, duration: 3, layers: [layer]), at: 2.9)
        #expect(tree.problems().isEmpty, "\(tree.problems().map(\.message))")
    }

    /// The first name reaches right only to where the next written name starts, wherever the
    /// frame's edge has moved that one: ten long names (two written) at three sizes, with and
    /// without states, leave no overlap.
    @Test func theFirstNameStopsBeforeTheNextOne() throws {
        let names = ["Democratic Republic of the Congo 0", "Tie 1", "0 2", "Democratic Republic of the Congo 3", "X 4", "대한민국 6", "A 8", "X 10",
                     "Democratic Republic of the Congo 11", "A 12"]
        for size in [Size(width: 1843, height: 1037), Size(width: 307, height: 173), Size(width: 1037, height: 1843)] {
            let plain = LineChart(size: size, xLabels: names, yLabels: [], series: [LineChartSeries(values: names.indices.map { Double($0) })])
            var moving = LineChart(size: size, xLabels: [], yLabels: [], series: [LineChartSeries(values: [])])
            moving.states = ChartStates([ChartState(name: "S0", names: names, values: names.indices.map(Double.init)),
                                         ChartState(name: "S1", names: names.reversed(), values: names.indices.map(Double.init))], stateDuration: 2)
            for chart in [plain, moving] {
                let scene = Scene(size: size, fps: 30, duration: 6, layers: [try chart.layer(measuring: TextMeasurer())])
                for time in scene.checkTimes() {
                    let problems = try Renderer().layoutTree(of: scene, at: time).problems()
                    #expect(problems.isEmpty, "\(size) t = \(time): \(problems.map(\.message))")
                }
            }
        }
    }

    /// Point labels sit clear of their circle: above a point standing above its neighbours,
    /// below one the line comes down to, and never outside the frame.
    @Test func pointLabelsSitClearOfThePoints() throws {
        var labelled = chart
        labelled.series[0].showPointLabels = true
        // Room under the lowest points for their labels, clear of the x labels.
        labelled.yLabels = ["-100", "0", "100", "200", "300"]
        let layer = try labelled.layer(measuring: FixedMeasurer())
        let labels = layer.sublayers.filter { $0.id?.hasPrefix("series-0-label-") == true }
        func label(_ i: Int) throws -> Layer { try #require(labels.first { $0.id == "series-0-label-\(i)" }) }
        // The points as drawn (the y labels' measured width moves them).
        let points = try (0..<7).map { i in try #require(layer.sublayers.first { $0.id == "point-0-\(i)" }).position }
        let clearance = 3 + 2 + 11 * 1.1 / 2 + 1
        // 202.2 (Thu) stands above Wed and Fri: its label is above; 26.4 (Wed) is a valley: below.
        #expect(try label(3).position == Point(x: points[3].x, y: points[3].y - clearance))
        #expect(try label(2).position == Point(x: points[2].x, y: points[2].y + clearance))
        guard case .text(let text) = try label(3).content else { Issue.record("not text"); return }
        #expect(text.string == "202")
        #expect(try label(3).bounds.size == Size(width: 48, height: 11 * 1.1))
        for label in labels {
            #expect(label.position.y - label.bounds.height / 2 >= 0 && label.position.y + label.bounds.height / 2 <= labelled.size.height)
        }
    }

    /// Point labels that would run into each other or into the axis labels are left out, the
    /// first, last, highest and lowest kept; while they all fit, all are written; thirteen
    /// digits are abbreviated as the axis is.
    @Test func pointLabelsThatWouldOverlapAreLeftOut() throws {
        let measurer = FixedMeasurer()
        var generator = SeededGenerator(seed: 7)
        let values = (0..<200).map { _ in Double.random(in: -1000...1000, using: &generator).rounded() }
        for size in [Size(width: 320, height: 180), Size(width: 1920, height: 1080)] {
            var crowded = LineChart(size: size, xLabels: (1...200).map { "D\($0)" }, yLabels: [],
                                    series: [LineChartSeries(values: values, showPointLabels: true)])
            crowded.yScale = .axis
            let layer = try crowded.layer(measuring: measurer)
            let texts = layer.sublayers.compactMap { sublayer -> (id: String, box: Rect)? in
                guard let id = sublayer.id, case .text(let text) = sublayer.content else { return nil }
                let measured = try? measurer.size(of: text.displayedString, font: text.font)
                let width = min(measured?.width ?? 0, id.hasPrefix("series") ? .infinity : sublayer.bounds.width)
                return (id, Rect(x: sublayer.position.x - width / 2, y: sublayer.position.y - sublayer.bounds.height / 2, width: width, height: sublayer.bounds.height))
            }
            let labels = texts.filter { $0.id.hasPrefix("series-0-label-") }
            #expect(labels.count > 5 && labels.count < 100, "\(size): \(labels.count) of 200 written")
            for (i, a) in labels.enumerated() {
                for b in labels[(i + 1)...] { #expect(!PointLabelSelection.overlap(a.box, b.box), "\(size): \(a.id) and \(b.id)") }
            }
            let written = Set(labels.map(\.id))
            let extremes = [0, 199, values.firstIndex(of: values.max()!)!, values.firstIndex(of: values.min()!)!]
            #expect(extremes.allSatisfy { written.contains("series-0-label-\($0)") }, "\(size): the first, last, highest and lowest")
        }
        var roomy = LineChart(size: Size(width: 960, height: 600))
        roomy.series[0].showPointLabels = true
        #expect(try roomy.layer(measuring: measurer).sublayers.filter { $0.id?.hasPrefix("series-0-label-") == true }.count == 7)
        let huge = LineChart(xLabels: ["a", "b", "c", "d", "e"], yLabels: [], series: [LineChartSeries(values: [0, 1e12, 3, -5, 2.5e9], showPointLabels: true)])
        let hugeTexts = try huge.layer(measuring: measurer).sublayers.compactMap { layer -> String? in
            guard layer.id?.hasPrefix("series-0-label-") == true, case .text(let text) = layer.content else { return nil }
            return text.displayedString
        }
        #expect(hugeTexts.contains("1 T") && hugeTexts.contains("2.50 B") && !hugeTexts.contains("1000000000000"), "\(hugeTexts)")
    }

    /// Long names are shortened to their slot, every point keeping its name, while about four
    /// characters of each fit (the portrait chart wrote one name of six); only slots narrower
    /// than that are named every n-th.
    @Test func longNamesAreShortenedBeforePointsLoseThem() throws {
        let names = ["Democratic Republic of the Congo", "Saint Vincent and the Grenadines", "X", "Bosnia and Herzegovina",
                     "United Kingdom of Great Britain and Northern Ireland", "中华人民共和国"]
        let chart = LineChart(size: Size(width: 1015, height: 1805), xLabels: names, yLabels: [],
                              series: [LineChartSeries(values: [0, 1e12, 3, 3, -5, 1e12])])
        let labels = try chart.layer(measuring: FixedMeasurer()).sublayers.filter { $0.id?.hasPrefix("x-label-") == true }
        #expect(labels.count == 6, "\(labels.compactMap(\.id))")
        for (a, b) in zip(labels, labels.dropFirst()) {
            #expect(a.position.x + a.bounds.width / 2 <= b.position.x - b.bounds.width / 2 + 1e-9, "\(a.id ?? "") runs into \(b.id ?? "")")
        }
        let crowded = LineChart(size: Size(width: 320, height: 180), xLabels: (1...200).map { "Day \($0)" }, yLabels: [],
                                series: [LineChartSeries(values: (1...200).map(Double.init))])
        #expect(try crowded.layer(measuring: FixedMeasurer()).sublayers.filter { $0.id?.hasPrefix("x-label-") == true }.count < 50)
    }

    @Test func degenerateSeriesDrawSomethingSensible() throws {
        for values in [[], [42.0], [7.0, 7, 7, 7], [-5.0, 3, -8]] {
            var c = chart
            c.series = [LineChartSeries(values: values)]
            let layer = try c.layer(measuring: FixedMeasurer())
            let segments = layer.sublayers.filter { $0.id?.contains("-segment-") == true }
            #expect(segments.count == max(values.count - 1, 0))
            for p in c.points(ofSeries: 0) {
                #expect(p.y >= 0 && p.y <= 200, "\(values): every point inside the chart")
            }
        }
        var big = chart
        big.xLabels = []
        big.series = [LineChartSeries(values: (0..<10_000).map { Double($0 % 50) })]
        let layer = try big.layer(measuring: FixedMeasurer())
        #expect(layer.sublayers.filter { $0.id?.contains("-segment-") == true }.count > 0)
        var badFormat = chart
        badFormat.series[0].pointLabelFormat = "%s"
        #expect(throws: ChartError.self) { try badFormat.layer(measuring: FixedMeasurer()) }
        var bad = chart
        bad.series = [LineChartSeries(values: [1, .infinity])]
        #expect(throws: ChartError.nonFiniteValue(chart: "line chart", index: 1)) { try bad.layer(measuring: FixedMeasurer()) }
    }
}
