import Scene
import Testing
import TestSupport
@testable import SceneFile

/// Every decoded layer records where it is written (`Layer.origin`), for the preview's
/// inspector: through styles, includes and chart expansion.
@Suite struct LayerSourceTests {
    @Test func layersAndAnimationsRecordTheirLineAndColumn() throws {
        let yaml = SceneFixtures.scene(
            layers: """
                  - type: shape
                    style: bold
                    path: "M 0 0 L 10 10"
                    sublayers:
                      - {id: inner}
                    animations:
                      - {keyPath: opacity, fromValue: 0, toValue: 1, duration: 1}
                """, extra: "styles:\n  bold: {lineWidth: 4}\n")
        let scene = try SceneFixtures.decode(yaml)
        let shape = try #require(scene.layers.first)
        // Lines 1–4 are the size, duration and the style; `layers:` is line 5.
        #expect(shape.origin.layer == SourcePlace(file: "test.yaml", line: 6, column: 5))
        #expect(shape.origin.layer?.description == "test.yaml:6:5")
        #expect(shape.sublayers.first?.origin.layer == SourcePlace(file: "test.yaml", line: 10, column: 9))
        #expect(shape.origin.place(ofAnimation: 0) == SourcePlace(file: "test.yaml", line: 12, column: 9))
    }

    @Test func anIncludedLayerPointsIntoItsOwnFile() throws {
        let directory = TemporaryDirectory()
        try "size: [20, 10]\nduration: 1\nlayers:\n  - {id: dot, path: \"M 0 0 L 1 1\"}\n"
            .write(toFile: directory.file("part.yaml"), atomically: true, encoding: .utf8)
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: "  - include: part.yaml\n"), directory: directory.path)
        #expect(scene.layers[0].origin.layer == SourcePlace(file: "test.yaml", line: 4, column: 5))
        let dot = try #require(scene.layers[0].sublayers.first)
        #expect(dot.origin.layer == SourcePlace(file: directory.file("part.yaml"), line: 4, column: 5))
    }

    @Test func aChartsBarsPointAtTheChartsLines() throws {
        let yaml = SceneFixtures.scene(layers: "  - type: bar-chart\n    frame: [0, 0, 64, 36]\n    values: [1, 2]\n")
        let scene = try SceneDecoder.decode(yaml: yaml, file: "chart.yaml", directory: ".", measuring: FixedTextMetrics())
        var marks: [Layer] = []
        func collect(_ layer: Layer) {
            if layer.mark != nil { marks.append(layer) }
            layer.sublayers.forEach(collect)
        }
        scene.layers.forEach(collect)
        #expect(marks.count >= 2)
        for bar in marks { #expect(bar.origin.layer == SourcePlace(file: "chart.yaml", line: 4, column: 5)) }
    }
}
