import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport
@testable import Charts

/// Chart layer types in scene files: every acceptance scene decodes and renders, and bad chart
/// input is reported with its position.
@Suite struct ChartSceneFileTests {
    func decode(_ yaml: String) throws -> Scene {
        try SceneDecoder.decode(yaml: yaml, file: "test.yaml", measuring: TextMeasurer())
    }

    @Test func everyAcceptanceSceneDecodesAndRenders() throws {
        let directory = PackagePaths.root + "/scenes"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 10)
        let renderer = Renderer()
        for name in names {
            let scene = try SceneDecoder.decode(contentsOf: directory + "/" + name, measuring: TextMeasurer())
            let frame = try renderer.render(scene, at: scene.duration / 2)
            #expect(frame.width == Int(scene.size.width), "\(name)")
            // What a scene file accepts, Swift's validation (which export runs) accepts too.
            #expect(scene.validate().isEmpty, "\(name): \(scene.validate())")
        }
    }

    @Test func aFewLinesOfYAMLMakeTheBarChart() throws {
        let scene = try decode("""
            size: [340, 340]
            duration: 2
            layers:
              - type: bar-chart
                frame: [20, 20, 300, 300]
                values: [30, 45, 44, 60, 95, 2, 8, 9]
            """)
        let layer = scene.layers[0]
        #expect(layer.bounds == Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(layer.position == Point(x: 170, y: 170))
        let chart = try #require(layer.sublayers.first)
        let expected = try BarChart(size: Size(width: 300, height: 300)).layer(measuring: TextMeasurer())
        #expect(chart.sublayers == expected.sublayers, "the YAML chart is the Swift chart")
    }

    @Test func replaysAndGaugeChangesDecode() throws {
        let scene = try decode("""
            size: [340, 340]
            duration: 8
            layers:
              - {type: bar-chart, frame: [0, 0, 300, 300], values: [1, 2, 3], replayAt: [2s, 4s], seed: 3}
              - {type: gauge, frame: [0, 0, 300, 220], changes: [{at: 1s, percentage: 10}], demoChanges: {count: 2, start: 3s, interval: 1s}}
            """)
        #expect(scene.layers[0].sublayers[0].sublayers.map(\.id) == ["round-0", "round-1", "round-2"])
        #expect(scene.layers[1].sublayers[0].sublayers.filter { $0.id?.hasPrefix("round-") == true }.count == 4)
    }

    @Test func badChartInputIsReportedWhereItIsWritten() {
        let yaml = """
            size: [340, 340]
            duration: 2
            layers:
              - type: pie-chart
                values: [4, -3]
              - type: gauge
                changes: [{at: 1s}]
            """
        do {
            _ = try decode(yaml)
            Issue.record("decoded")
        } catch {
            let text = "\(error)"
            #expect(text.contains("test.yaml:4:5: error: pie chart: value 1 is -3, but a pie chart draws sizes, which cannot be negative (at layers[0])\n    fix: use values of 0 or more"), "\(text)")
            #expect(text.contains("a change needs 'at' and 'percentage'"), "\(text)")
        }
    }

    @Test func withoutAMeasurerTheDecoderSaysWhatIsMissing() {
        do {
            _ = try SceneDecoder.decode(yaml: "size: [100, 100]\nduration: 1\nlayers:\n  - type: pie-chart\n", file: "test.yaml")
            Issue.record("decoded")
        } catch {
            #expect("\(error)".contains("test.yaml:4:5: error: a pie chart lays out text, and this decoder was given no text measurer"))
        }
    }
}

extension ChartSceneFileTests {
    @Test func aKeyOfAnotherChartTypeIsNamedAsSuch() {
        do {
            _ = try decode("size: [100, 100]\nduration: 1\nlayers:\n  - {type: line-chart, values: [1, 2], xLabels: [a, b], replayAt: [1s]}\n")
            Issue.record("decoded")
        } catch {
            let text = "\(error)"
            #expect(text.contains("'replayAt' belongs to bar-chart layers, but this is a line-chart layer"), "\(text)")
            #expect(!text.contains("'xLabels'"), "xLabels is a line-chart key: \(text)")
        }
    }
}

extension ChartSceneFileTests {
    @Test func aLineChartInAFileDrawsItsOwnDataOnly() throws {
        let scene = try decode("size: [320, 200]\nduration: 1\nlayers:\n  - {type: line-chart, lineColor: red, values: [1, 5, 2]}\n")
        let chart = try #require(scene.layers[0].sublayers.first)
        #expect(chart.sublayers.filter { $0.id?.contains("-segment-") == true }.count == 2)
        #expect(!chart.sublayers.contains { $0.id?.hasPrefix("x-label") == true }, "no demo labels")
        guard case .shape(let shape) = chart.sublayers.first(where: { $0.id == "series-0-segment-1" })?.content else {
            Issue.record("no segment"); return
        }
        #expect(shape.strokeColor == Color(red: 1, green: 0, blue: 0), "lineColor given before values still applies")
        do {
            _ = try decode("size: [320, 200]\nduration: 1\nlayers:\n  - {type: line-chart, xLabels: [a, b]}\n")
            Issue.record("decoded")
        } catch {
            #expect("\(error)".contains("a line chart needs its values"))
        }
    }

    @Test func morePointsThanLabelsStayOnTheChart() {
        var chart = LineChart(series: [LineChartSeries(values: (0..<10_000).map { Double($0 % 37) })])
        chart.xLabels = ["a", "b"]
        let points = chart.points(ofSeries: 0)
        #expect(points.allSatisfy { $0.x > chart.margin && $0.x < chart.size.width - chart.margin })
    }
}
