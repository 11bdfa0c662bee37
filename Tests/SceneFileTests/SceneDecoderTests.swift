import Foundation
import Scene
import Testing
import TestSupport
@testable import SceneFile

@Suite struct SceneDecoderTests {
    func decodeErrors(_ yaml: String) -> [Diagnostic] {
        do {
            _ = try SceneDecoder.decode(yaml: yaml, file: "test.yaml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func decodesAShapeWithAnAnimation() throws {
        let scene = try SceneDecoder.decode(yaml: """
            size: [320, 200]
            fps: 25
            duration: 2
            background: "#102030"
            layers:
              - type: shape
                path: "M 0 0 L 10 0"
                strokeColor: "#00abf380"
                fillColor: none
                lineWidth: 2
                animations:
                  - keyPath: strokeEnd
                    fromValue: 0
                    toValue: 1
                    duration: 1
                    timingFunction: easeInEaseOut
                    fillMode: forwards
            """, file: "inline.yaml")
        #expect(scene.size == Size(width: 320, height: 200))
        #expect(scene.fps == 25)
        #expect(scene.background == Color(red8: 0x10, green8: 0x20, blue8: 0x30))
        guard case .shape(let shape) = scene.layers[0].content else { Issue.record("not a shape"); return }
        #expect(shape.fillColor == nil)
        #expect(shape.strokeColor?.alpha == 128.0 / 255)
        guard case .basic(let animation) = scene.layers[0].animations[0] else { Issue.record("not basic"); return }
        #expect(animation.timingFunction == .easeInEaseOut)
        #expect(animation.timing.fillMode == .forwards)
    }

    @Test func theAcceptanceSceneDecodes() throws {
        let scene = try SceneDecoder.decode(contentsOf: PackagePaths.scene("line-chart.yaml"), measuring: FixedMeasurer())
        #expect(scene.layers.map(\.id) == ["chart"])
        #expect(scene.frameCount == 60)
    }

    @Test func everySceneInTheScenesFolderDecodes() throws {
        let folder = PackagePaths.root + "/scenes"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
        #expect(names.count >= 10)
        for name in names {
            do {
                _ = try SceneDecoder.decode(contentsOf: folder + "/" + name, measuring: FixedMeasurer())
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
    }

    @Test func unreadableYAMLGivesLineAndColumn() {
        let errors = decodeErrors("size: [320, 200\nfps: 30\n")
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 2)
        #expect(errors.first?.description.hasPrefix("test.yaml:2:") == true)
    }

    @Test func unknownKeySuggestsTheNearestOne() {
        let errors = decodeErrors("size: [320, 200]\nduration: 1\nlayers:\n  - type: shape\n    path: \"M 0 0 L 1 1\"\n    strokeColour: \"#ff0000\"\n")
        #expect(errors.count == 1)
        let error = errors[0]
        #expect(error.location == SourceLocation(file: "test.yaml", line: 6, column: 5))
        #expect(error.keyPath == "layers[0].strokeColour")
        #expect(error.fix == "did you mean 'strokeColor'?")
    }

    @Test func wrongTypeNamesTheValue() {
        let errors = decodeErrors("size: [320, 200]\nduration: long\n")
        #expect(errors.map(\.description) == ["test.yaml:2:11: error: expected a time in seconds, found 'long' (at duration)\n    fix: write a time as 1.5, 1.5s or 250ms"])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let errors = decodeErrors("size: [320, 200]\nduration: 1\nfps: 0\nbackground: \"#zz\"\nlayers:\n  - type: shap\n")
        #expect(errors.count == 3)
    }

    @Test func badPathDataGivesItsColumn() {
        let errors = decodeErrors("size: [320, 200]\nduration: 1\nlayers:\n  - type: shape\n    path: \"M 0 0 L 5\"\n")
        #expect(errors.first?.message == "bad path data at column 10: path data ends where a number was expected")
    }

    @Test func unknownKeyPathInAnAnimation() {
        let errors = decodeErrors("size: [320, 200]\nduration: 1\nlayers:\n  - type: shape\n    path: \"M 0 0 L 5 5\"\n    animations:\n      - keyPath: strokeEnds\n        toValue: 1\n")
        #expect(errors.first?.fix == "did you mean 'strokeEnd'?")
        #expect(errors.first?.location.line == 7)
    }
}
