import Foundation
import Scene
import Testing
import TestSupport
@testable import SceneFile

/// Layer trees, geometry conveniences, defaults and styles, includes and timelines.
@Suite struct SceneStructureTests {
    @Test func frameSetsBoundsAndPositionFromTheAnchorPoint() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - frame: [10, 20, 30, 40]
              - {frame: [10, 20, 30, 40], anchorPoint: [0, 0]}
            """))
        #expect(scene.layers[0].bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(scene.layers[0].position == Point(x: 25, y: 40))
        #expect(scene.layers[1].position == Point(x: 10, y: 20))
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {frame: [0, 0, 10, 10], position: [5, 5]}\n"))
        #expect(errors.map(\.message) == ["'frame' sets both bounds and position"])
    }

    @Test func sublayersNestWithTheirOwnAnimations() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - id: group
                sublayers:
                  - id: inner
                    path: "M 0 0 L 5 5"
                    animations: [{keyPath: strokeEnd, fromValue: 0, toValue: 1}]
            """))
        #expect(scene.layers[0].sublayers[0].id == "inner")
        #expect(scene.layers[0].sublayers[0].animations.count == 1)
    }

    @Test func aTransformMatrixIsKeptAsWritten() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: "  - transform: [1, 0, 0, 1, 5, 6]\n  - transform: {scale: [2, 3], translation: [1, 1]}\n"))
        #expect(scene.layers[0].transform == .translation(x: 5, y: 6))
        #expect(scene.layers[1].transform == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 1))
    }

    @Test func defaultsAndStylesApplyBeneathTheLayersOwnKeys() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: """
              - {path: "M 0 0 L 1 1"}
              - {path: "M 0 0 L 1 1", style: series}
              - {path: "M 0 0 L 1 1", style: [series, thick], strokeColor: red}
              - {opacity: 0.5}
            """, extra: """
            defaults:
              layer: {opacity: 0.9}
              shape: {lineWidth: 2, strokeColor: navy}
              animation: {duration: 2s, fillMode: both}
            styles:
              series:
                strokeColor: "#00abf3"
                animations: [{keyPath: strokeEnd, fromValue: 0, toValue: 1}]
              thick: {lineWidth: 6}

            """))
        let shapes = scene.layers.prefix(3).map { SceneFixtures.shape($0)! }
        #expect(shapes.map(\.lineWidth) == [2, 2, 6])
        #expect(shapes.map(\.strokeColor) == [
            CSSColorNames.color(named: "navy"), Color(red8: 0, green8: 0xab, blue8: 0xf3), Color(red: 1, green: 0, blue: 0),
        ])
        #expect(scene.layers.map(\.opacity) == [0.9, 0.9, 0.9, 0.5])
        #expect(scene.layers[0].animations.isEmpty)
        let drawOn = SceneFixtures.basic(scene.layers[1].animations[0])
        #expect(drawOn.timing.duration == 2 && drawOn.timing.fillMode == .both, "animation defaults apply to styled animations")
    }

    @Test func aProblemInASharedStyleIsReportedOnceWhereItIsWritten() {
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: """
              - {path: "M 0 0 L 1 1", style: series}
              - {path: "M 0 0 L 1 1", style: series}
              - {path: "M 0 0 L 1 1", style: sereis}
            """, extra: "styles:\n  series: {lineWidht: 2}\n"))
        #expect(errors.map(\.description) == [
            "test.yaml:4:12: error: unknown key 'lineWidht' (at styles.series.lineWidht)\n    fix: did you mean 'lineWidth'?",
            "test.yaml:8:34: error: unknown style 'sereis' (at layers[2].style)\n    fix: did you mean 'series'?",
        ])
    }

    @Test func includeBringsAnotherScenesLayersAndDetectsCycles() throws {
        let directory = TemporaryDirectory()
        try "size: [20, 10]\nduration: 1\nlayers:\n  - {id: dot, path: \"M 0 0 L 1 1\"}\n".write(toFile: directory.file("part.yaml"), atomically: true, encoding: .utf8)
        try "size: [20, 10]\nduration: 1\nlayers:\n  - {path: \"M 0 0 L 1 1\"}\n".write(toFile: directory.file("plain.yaml"), atomically: true, encoding: .utf8)
        let scene = try SceneFixtures.decode(SceneFixtures.scene(
            layers: "  - include: part.yaml\n  - {include: plain.yaml, position: [0, 0], anchorPoint: [0, 0]}\n  - include: plain.yaml\n"),
            directory: directory.path)
        #expect(scene.layers[0].bounds == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(scene.layers[0].position == Point(x: 10, y: 5), "without a position the part sits where it would on its own canvas")
        #expect(scene.layers[0].sublayers.map(\.id) == ["dot"])

        try "size: [8, 8]\nduration: 1\nlayers:\n  - include: b.yaml\n".write(toFile: directory.file("a.yaml"), atomically: true, encoding: .utf8)
        try "size: [8, 8]\nduration: 1\nlayers:\n  - include: a.yaml\n".write(toFile: directory.file("b.yaml"), atomically: true, encoding: .utf8)
        do {
            _ = try SceneDecoder.decode(contentsOf: directory.file("a.yaml"))
            Issue.record("a cycle decoded")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["including 'a.yaml' makes a cycle: a.yaml → b.yaml → a.yaml"])
            #expect(error.diagnostics.first?.location.file == directory.file("b.yaml"))
        }
    }

    /// Ids are unique across includes: the timeline would animate only the first copy.
    @Test func anIdRepeatedByAnIncludeIsReportedWithBothPlaces() throws {
        let directory = TemporaryDirectory()
        try "size: [20, 10]\nduration: 1\nlayers:\n  - {id: dot, path: \"M 0 0 L 1 1\"}\n".write(toFile: directory.file("part.yaml"), atomically: true, encoding: .utf8)
        try "size: [20, 10]\nduration: 1\nlayers:\n  - {id: dot}\n  - {id: other}\n".write(toFile: directory.file("other.yaml"), atomically: true, encoding: .utf8)
        let twice = SceneFixtures.errors(SceneFixtures.scene(layers: "  - include: part.yaml\n  - include: part.yaml\n"), directory: directory.path)
        #expect(twice.map(\.message) == [
            "including 'part.yaml' here repeats layer id 'dot' (first at \(directory.file("part.yaml")):4:10, included at test.yaml:4:14)",
        ])
        #expect(twice.first?.location.line == 5)
        let across = SceneFixtures.errors(SceneFixtures.scene(layers: "  - include: part.yaml\n  - include: other.yaml\n"), directory: directory.path)
        #expect(across.map(\.message) == [
            "including 'other.yaml' here repeats layer id 'dot' (first at \(directory.file("part.yaml")):4:10, included at test.yaml:4:14)",
        ])
        let own = SceneFixtures.errors(SceneFixtures.scene(layers: "  - include: part.yaml\n  - {id: dot}\n"), directory: directory.path)
        #expect(own.map(\.message) == ["the id 'dot' is already used by the layer at \(directory.file("part.yaml")):4:10 (included at test.yaml:4:14)"])
    }

    @Test func aMissingIncludeNamesTheFileItLookedFor() {
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - include: nowhere.yaml\n"), directory: "/tmp")
        #expect(errors.map(\.message) == ["the included file '/tmp/nowhere.yaml' does not exist"])
        #expect(errors.first?.location.line == 4)
    }

    @Test func sequenceStartsEachStepWhenThePreviousEnds() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: "  - {id: a}\n  - {id: b}\n  - {id: c}\n", extra: """
            timeline:
              - beginTime: 0.5
                gap: 100ms
                sequence:
                  - {layer: a, keyPath: opacity, fromValue: 0, toValue: 1, duration: 1}
                  - {layer: b, keyPath: opacity, fromValue: 0, toValue: 1, duration: 0.5, repeatCount: 2}
                  - {layer: c, keyPath: opacity, fromValue: 0, toValue: 1, beginTime: 0.2}

            """))
        let begins = scene.layers.map { SceneFixtures.basic($0.animations[0]).timing.beginTime }
        #expect(begins[0] == 0.5)
        #expect(abs(begins[1] - 1.6) < 1e-12)
        #expect(abs(begins[2] - (1.6 + 1.0 + 0.1 + 0.2)) < 1e-12)
    }

    @Test func staggerStartsOneAnimationAtAnInterval() throws {
        let scene = try SceneFixtures.decode(SceneFixtures.scene(layers: "  - {id: a}\n  - {id: b, sublayers: [{id: c}]}\n", extra: """
            timeline:
              - stagger: [a, b, c]
                interval: 0.25s
                beginTime: 1
                animation: {keyPath: opacity, fromValue: 0, toValue: 1, beginTime: 0.1}

            """))
        let a = scene.layers[0], b = scene.layers[1], c = b.sublayers[0]
        #expect([a, b, c].map { SceneFixtures.basic($0.animations[0]).timing.beginTime } == [1.1, 1.35, 1.6])
    }

    @Test func timelineBlocksReportUnknownIds() {
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {id: bar-1}\n  - {id: bar-2}\n", extra: """
            timeline:
              - stagger: [bar-1, bar-3]
                animation: {keyPath: opacity, toValue: 0}
              - sequence: [{layer: title, keyPath: opacity, toValue: 0}]

            """))
        #expect(errors.map(\.description) == [
            "test.yaml:4:22: error: no layer has the id 'bar-3' (at timeline[0].stagger[1])\n    fix: did you mean 'bar-1'?",
            "test.yaml:6:24: error: no layer has the id 'title' (at timeline[1].sequence[0].layer)\n    fix: the layer ids are bar-1, bar-2",
        ])
    }

    @Test func duplicateIdsAreReported() {
        let errors = SceneFixtures.errors(SceneFixtures.scene(layers: "  - {id: a}\n  - {id: a}\n"))
        #expect(errors.map(\.message) == ["the id 'a' is already used by the layer at test.yaml:4:10"])
    }

    @Test func jsonScenesDecodeWithPositions() throws {
        let json = """
            {
              "size": [64, 36],
              "duration": 1,
              "layers": [{"type": "shape", "path": "M 0 0 L 1 1", "lineWidht": 2}]
            }
            """
        let errors = SceneFixtures.errors(json)
        #expect(errors.map(\.description) == ["test.yaml:4:55: error: unknown key 'lineWidht' (at layers[0].lineWidht)\n    fix: did you mean 'lineWidth'?"])
        #expect(try SceneFixtures.decode(json.replacingOccurrences(of: "lineWidht", with: "lineWidth")).layers.count == 1)
    }
}
