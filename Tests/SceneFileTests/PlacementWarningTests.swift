import Foundation
import Render
import Scene
import SceneFile
import Testing

/// `reel validate`'s placement warnings: a layer that paints only outside the scene (but not
/// one animated into view, or across it), and bars drawn under a pixel wide, each with its fix.
@Suite struct PlacementWarningTests {
    func summary(_ yaml: String) throws -> SceneSummary {
        SceneSummary(scene: try SceneDecoder.decode(yaml: yaml, file: "test.yaml", measuring: TextMeasurer()))
    }

    @Test func aLayerOnlyOutsideTheSceneIsWarnedAboutOnce() throws {
        let result = try summary("""
            size: [1280, 720]
            duration: 4
            layers:
              - {id: lost-title, type: text, frame: [1400, 100, 300, 60], string: Never seen}
              - id: group-off
                position: [-900, 300]
                sublayers:
                  - {type: shape, path: "M 0 0 L 100 0", strokeColor: red, lineWidth: 4}
                  - {frame: [10, 10, 50, 50], backgroundColor: blue}
              - {id: seen, frame: [100, 100, 50, 50], backgroundColor: blue}
              - {id: transparent-off, frame: [2000, 100, 10, 10], backgroundColor: red, opacity: 0}
            """)
        #expect(result.layersOutside.map(\.layer) == ["lost-title", "group-off"], "one warning for the group, none for its sublayers")
        let warning = try #require(result.warnings.first { $0.message.hasPrefix("lost-title") })
        #expect(warning.message.contains("only outside the 1280×720 scene") && warning.message.contains("[1400, 100, 300, 60]"))
        #expect(warning.fix.contains("move it into the scene"))
        #expect(result.placementWarnings.count == 2, "render and still give them too")
    }

    @Test func layersAnimatedIntoViewOrAcrossItAreNotWarnedAbout() throws {
        let result = try summary("""
            size: [1280, 720]
            duration: 4
            layers:
              - id: slides-in-for-a-while
                frame: [-400, 100, 200, 100]
                backgroundColor: green
                animations: [{keyPath: position.x, toValue: 300, duration: 1, beginTime: 1}]
              - id: crosses
                frame: [-400, 300, 200, 100]
                backgroundColor: green
                animations: [{keyPath: position.x, fromValue: -300, toValue: 1600, duration: 2}]
              - id: arrives
                frame: [100, 900, 200, 100]
                backgroundColor: green
                animations: [{keyPath: position.y, toValue: 360, duration: 1, beginTime: 3, fillMode: forwards}]
            """)
        #expect(result.layersOutside.isEmpty, "\(result.layersOutside)")
    }

    @Test func barsUnderAPixelAreWarnedAboutWithTheFix() throws {
        let values = (0..<5000).map { String($0 % 97) }.joined(separator: ", ")
        func bars(_ size: String) throws -> SceneSummary {
            try summary("""
                size: [\(size)]
                duration: 1
                layers:
                  - {type: bar-chart, animationDuration: 0, values: [\(values)]}
                """)
        }
        let small = try bars("320, 180")
        let marks = try #require(small.thinMarks.first)
        #expect(marks.count == 5000 && marks.width < 0.1 && marks.chart == "bar chart")
        let warning = try #require(small.warnings.first { $0.message.contains("5000 bars") })
        #expect(warning.message.contains("under a pixel"))
        #expect(warning.fix.contains("fewer values") && warning.fix.contains("aggregate") && warning.fix.contains("frame"))
        // 200 values in the same frame get bars wider than a pixel.
        let few = try summary("""
            size: [320, 180]
            duration: 1
            layers:
              - {type: bar-chart, animationDuration: 0, values: [\((0..<200).map { String($0 % 7 + 1) }.joined(separator: ", "))]}
            """)
        #expect(few.thinMarks.isEmpty)
    }
}
