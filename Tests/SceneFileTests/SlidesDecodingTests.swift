import Scene
import Testing
import TestSupport
@testable import SceneFile

/// The top-level `slides:` list. (Broken lists are in Tests/BrokenScenes as slides-*.yaml.)
@Suite struct SlidesDecodingTests {
    @Test func readsEverySlideKey() throws {
        let scene = try SceneDecoder.decode(yaml: """
            size: [64, 36]
            duration: 3
            slides:
              - {at: 0s, title: Intro}
              - at: 1500ms
                title: 結果
                notes: "Say: the bars rise.\\nThen pause."
              - {at: 2.5, loop: yes}
            """, file: "test.yaml")
        #expect(scene.slides == [
            Slide(start: 0, title: "Intro"),
            Slide(start: 1.5, title: "結果", notes: "Say: the bars rise.\nThen pause."),
            Slide(start: 2.5, loops: true),
        ])
    }

    @Test func aSceneWithoutSlidesHasNone() throws {
        let scene = try SceneDecoder.decode(yaml: "size: [64, 36]\nduration: 1\n", file: "test.yaml")
        #expect(scene.slides.isEmpty)
    }

    @Test func everyProblemIsReportedAtOnce() {
        do {
            _ = try SceneDecoder.decode(yaml: """
                size: [64, 36]
                duration: 3
                slides:
                  - {at: 0s, loop: sometimes}
                  - {at: 2s}
                  - {at: 1s}
                  - {at: 9s}
                """, file: "test.yaml")
            Issue.record("decoded")
        } catch {
            let text = error.description
            #expect(text.contains("test.yaml:4:20: error: expected true or false, found 'sometimes' (at slides[0].loop)"), "\(text)")
            #expect(text.contains("test.yaml:6:10: error: slide 3 starts at 1s, before slide 2 (2s)"), "\(text)")
            #expect(text.contains("test.yaml:7:10: error: slide 4 starts at 9s, at or after the scene's end (3s)"), "\(text)")
        }
    }

    @Test func aSlideListThatIsNotAListIsAnError() {
        do {
            _ = try SceneDecoder.decode(yaml: "size: [64, 36]\nduration: 3\nslides: {at: 0s}\n", file: "test.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.description.contains("test.yaml:3:9: error: expected a list, found a mapping (at slides)"), "\(error.description)")
        }
    }

    @Test func theSchemaDescribesASlide() {
        let schema = SceneSchema.text
        #expect(schema.contains("\"slides\"") && schema.contains("\"slide\""))
    }

    @Test func thePresentationSceneMarksItsFiveSlides() throws {
        let scene = try SceneDecoder.decode(contentsOf: PackagePaths.scene("presentation.yaml"), measuring: FixedTextMetrics())
        #expect(scene.slides.map(\.title) == ["Reel", "Monthly sales", "Visitors per day", "Capacity in use", "Thank you"])
        #expect(scene.slides.allSatisfy { $0.notes != nil })
        #expect(scene.slideFrameRanges == [0..<78, 78..<204, 204..<312, 312..<438, 438..<510])
    }
}
