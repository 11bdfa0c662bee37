import Charts
import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport

/// `reel layout --check`'s low-contrast fix names the chart keys that set the two colours, when
/// the text and what is behind it are a chart's own.
@Suite struct ContrastFixTests {
    let renderer = Renderer()

    /// Each low-contrast problem's text and message, at `time`.
    func problems(_ yaml: String, at time: Double) throws -> [(text: String, message: String)] {
        let scene = try SceneDecoder.decode(yaml: yaml, file: "contrast.yaml", measuring: TextMeasurer())
        let tree = try renderer.layoutTree(of: scene, at: time)
        return tree.problems(colorKeys: ChartType.colorKeysByKind).filter { $0.kind == .lowContrast }.map { (tree.node(path: $0.paths[0])?.text ?? "?", $0.message) }
    }

    @Test func theFixNamesTheChartKeysThatSetBothColours() throws {
        let yaml = """
            size: [1280, 720]
            duration: 4
            background: "#ffffff"
            layers:
              - type: bar-chart
                frame: [0, 0, 420, 340]
                values: [30, 45, 44]
                barWidth: 60
                barColor: "#fff176"
              - type: counter-arc
                frame: [0, 360, 230, 230]
                textColor: "#fafafa"
                caption: glasses
              - type: pie-chart
                frame: [300, 360, 500, 300]
                states: [{state: Q1, values: {a: 1, b: 2}}, {state: Q2, values: {a: 2, c: 1}}]
                stateDuration: 1s
                legendColor: "#ffffff"
                stateLabelColor: "#ffffff"
              - type: text
                frame: [900, 20, 200, 40]
                string: "Plain"
                foregroundColor: "#fefefe"
            """
        let found = try problems(yaml, at: 3.5)
        func message(_ text: String) -> String? { found.first { $0.text == text }?.message }
        #expect(message("30")?.hasSuffix("set the bar chart's `barTextColor` or `barColor` (layers[0].sublayers[0]) to colours further apart") == true,
                "\(message("30") ?? "none")")
        #expect(message("glasses")?.contains("set the counter arc's `textColor` (layers[1].sublayers[0])") == true, "\(message("glasses") ?? "none")")
        #expect(message("Q2")?.contains("`stateLabelColor`") == true, "\(message("Q2") ?? "none")")
        #expect(message("a")?.contains("`legendColor`") == true, "\(message("a") ?? "none")")
        #expect(message("Plain")?.hasSuffix("make the text's colour or what is behind it lighter or darker") == true, "a text of no chart: \(message("Plain") ?? "none")")
        // Without the keys (a tree checked from Swift without them), the fix is the general one.
        let scene = try SceneDecoder.decode(yaml: yaml, file: "contrast.yaml", measuring: TextMeasurer())
        let plain = try renderer.layoutTree(of: scene, at: 3.5).problems().filter { $0.kind == .lowContrast }
        #expect(!plain.isEmpty && plain.allSatisfy { $0.message.hasSuffix("make the text's colour or what is behind it lighter or darker") })
    }
}
