import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport

/// Charts and scene sizes: a frame in percentages of the scene follows its size, a chart whose
/// frame leaves the scene is warned about, and the charts whose type once kept the document's
/// sizes draw it in proportion to their frame — judged from rendered pixels and `reel layout`.
@Suite struct ChartFrameTests {
    func decode(_ yaml: String) throws -> Scene {
        try SceneDecoder.decode(yaml: yaml, file: "test.yaml", measuring: TextMeasurer())
    }

    /// A red chart background in a white scene at `size`, its frame given as `frame`.
    func redChart(size: (Int, Int), frame: String) throws -> Scene {
        try decode("""
            size: [\(size.0), \(size.1)]
            duration: 1
            background: white
            layers:
              - {type: bar-chart, frame: \(frame), values: [1, 2], chartBackground: red, animationDuration: 0, replayAt: [0.5s]}
            """)
    }

    /// Whether the pixel is the chart's red.
    func isRed(_ frame: Frame, _ x: Int, _ y: Int) -> Bool {
        let p = frame.rgba(x: x, y: y)
        return p.r > 240 && p.g < 20 && p.b < 20
    }

    @Test(arguments: [(400, 200), (1600, 800), (180, 320)])
    func aFrameInPercentagesFollowsTheScene(_ size: (Int, Int)) throws {
        let scene = try redChart(size: size, frame: "[10%, 20%, 50%, 25%]")
        let frame = try Renderer().render(scene, at: 0.5)
        let (w, h) = (Double(size.0), Double(size.1))
        // The chart's red background spans exactly the frame's percentages of the scene.
        var (left, top, right, bottom) = (frame.width, frame.height, -1, -1)
        for y in 0..<frame.height {
            for x in 0..<frame.width where isRed(frame, x, y) {
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x + 1), max(bottom, y + 1))
            }
        }
        let expected = (w * 0.1, h * 0.2, w * 0.6, h * 0.45)
        #expect(abs(Double(left) - expected.0) <= 1 && abs(Double(top) - expected.1) <= 1, "red from (\(left), \(top))")
        #expect(abs(Double(right) - expected.2) <= 1 && abs(Double(bottom) - expected.3) <= 1, "red to (\(right), \(bottom))")
    }

    @Test func aFrameInPointsStaysExact() throws {
        let scene = try redChart(size: (400, 200), frame: "[20, 30, 100, 50]")
        #expect(scene.layers[0].frame == Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(SceneSummary(scene: scene).chartWarnings.isEmpty)
    }

    @Test func aBadPercentageIsReportedWithTheFix() {
        #expect {
            try redChart(size: (400, 200), frame: "[10%, 20%, lots%, 25%]")
        } throws: { error in
            let text = "\(error)"
            return text.contains("test.yaml:5") && text.contains("percentage") && text.contains("[5%, 5%, 90%, 90%]")
        }
    }

    @Test func aChartLeavingTheSceneIsWarnedAbout() throws {
        // scenes/bar-chart.yaml's frame in a 320×180 scene: cut off at the bottom.
        let scene = try redChart(size: (320, 180), frame: "[20, 20, 300, 300]")
        let warnings = SceneSummary(scene: scene).chartWarnings
        try #require(warnings.count == 1)
        #expect(warnings[0].message.contains("bar chart of layers[0]"), "\(warnings[0].message)")
        #expect(warnings[0].message.contains("140 past the bottom edge") && warnings[0].message.contains("320×180"), "\(warnings[0].message)")
        #expect(warnings[0].fix.contains("%"))
        #expect(SceneSummary(scene: scene).warnings.count == 1, "validate lists it with the others")
        // The pixels agree: the chart's background runs to the scene's bottom edge.
        let frame = try Renderer().render(scene, at: 0.5)
        #expect(isRed(frame, 25, 179))
    }

    /// The height of the tallest visible text's ink in a still of `scene` at `time`.
    func tallestInk(_ scene: Scene, at time: Double) throws -> Double {
        let tree = try Renderer().layoutTree(of: scene, at: time)
        return tree.nodes.filter { $0.isVisible && $0.kind == "text" }.compactMap(\.inkBox?.height).max() ?? 0
    }

    @Test(arguments: [
        ("gauge", "percentage: 50", 300, 220), ("progress-track", "steps: 1000", 400, 240),
        ("live-line", "values: [0.5, 0.2, 0.7]", 320, 160), ("counter-arc", "count: 3, caption: glasses", 230, 230),
    ])
    func typeFollowsTheFrame(_ chart: String, _ keys: String, _ width: Int, _ height: Int) throws {
        func scene(_ k: Int) throws -> Scene {
            try decode("""
                size: [\(width * k), \(height * k)]
                duration: 3
                layers:
                  - {type: \(chart), \(keys)}
                """)
        }
        let small = try tallestInk(try scene(1), at: 2.9), large = try tallestInk(try scene(3), at: 2.9)
        #expect(small > 4)
        #expect(abs(large / small - 3) < 0.35, "\(chart): text ink \(small) pt at 1×, \(large) pt at 3×")
    }

    @Test func theWaveFollowsTheFrame() throws {
        func inkHeight(_ k: Int) throws -> (height: Double, frame: Frame) {
            let scene = try decode("size: [\(320 * k), \(80 * k)]\nduration: 1\nbackground: white\nlayers:\n  - {type: wave}\n")
            let frame = try Renderer().render(scene, at: 0)
            var top = frame.height, bottom = 0
            for y in 0..<frame.height {
                for x in stride(from: 0, to: frame.width, by: 2) where frame.rgba(x: x, y: y).r < 128 {
                    top = min(top, y)
                    bottom = max(bottom, y)
                }
            }
            return (Double(bottom - top), frame)
        }
        let (small, _) = try inkHeight(1), (large, frame) = try inkHeight(3)
        #expect(small > 20)
        #expect(abs(large / small - 3) < 0.2, "wave ink \(small) px at 1×, \(large) px at 3×")
        // The humps reach the right edge: dark pixels in the last tenth of the width.
        let right = (frame.width * 9 / 10)..<frame.width
        #expect((0..<frame.height).contains { y in right.contains { x in frame.rgba(x: x, y: y).r < 128 } })
    }

    @Test func aRaceTitleLongerThanTheLimitIsAClearError() throws {
        let directory = TemporaryDirectory()
        try "year,a,b\n2020,1,2\n2021,2,3\n".write(toFile: directory.file("d.csv"), atomically: true, encoding: .utf8)
        let title = String(repeating: "x", count: InputLimits.chartText + 1)
        try "size: [320, 180]\nduration: 2\nlayers:\n  - {type: bar-race, data: d.csv, title: \(title)}\n"
            .write(toFile: directory.file("s.yaml"), atomically: true, encoding: .utf8)
        #expect {
            try SceneDecoder.decode(contentsOf: directory.file("s.yaml"), measuring: TextMeasurer())
        } throws: { error in
            let text = "\(error)"
            return text.contains("s.yaml:4") && text.contains("title is \(InputLimits.chartText + 1) characters long")
                && text.contains("at most \(InputLimits.chartText)")
        }
    }
}
