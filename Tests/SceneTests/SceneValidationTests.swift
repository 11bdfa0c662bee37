import Animation
import Testing
@testable import Scene

/// `Scene.validate()`: the problems a scene file gets for the same mistakes, pointing at the
/// Swift line that built the layer or attached the animation.
@Suite struct SceneValidationTests {
    @Test func theIssuesTwoMistakesAreFoundAtTheirLines() throws {
        let textLine = #line + 3, fadeLine = #line + 5
        let scene = Scene(width: 100, height: 50, duration: 6) {
            Layer.text("Total")
                .animate(\.strokeEnd, from: 0, to: 1, duration: 1)
            Layer.shape(.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
                .fadeIn(at: 5, duration: -1)
        }
        let problems = scene.validate()
        #expect(problems.count == 2, "\(problems)")
        let keyPath = try #require(problems.first)
        #expect(keyPath.message == "'strokeEnd' is not an animatable property of this layer")
        #expect(keyPath.fix.hasPrefix("this layer animates ") && keyPath.fix.contains("fontSize") && !keyPath.fix.contains("strokeEnd"))
        #expect(keyPath.place == SourcePlace(fileID: #fileID, line: textLine))
        #expect(keyPath.layer == "layers[0]" && keyPath.field == "animations[0].keyPath")
        let duration = try #require(problems.last)
        #expect(duration.message == "duration is -1 s; a duration cannot be negative")
        #expect(duration.place == SourcePlace(fileID: #fileID, line: fadeLine))
        #expect(duration.field == "animations[0].duration")
        #expect(duration.description.hasPrefix("SceneTests/SceneValidationTests.swift:\(fadeLine): error: duration is -1 s"))
    }

    @Test func aValidSceneHasNoProblemsAndOriginsDoNotChangeEquality() {
        let built = Scene(width: 100, height: 50, duration: 1) {
            Layer.shape(.rect(Rect(x: 0, y: 0, width: 10, height: 10))).animate(\.strokeEnd, from: 0, to: 1, duration: 1)
        }
        #expect(built.validate().isEmpty)
        var plain = built
        plain.layers[0].origin = LayerOrigin()
        #expect(plain == built, "where a layer was built is not part of its value")
    }

    @Test func theCanvasAndTimingAreChecked() {
        let scene = Scene(size: Size(width: 0, height: 10), fps: 0, duration: -1, layers: [])
        #expect(Set(scene.validate().map(\.field)) == ["size", "fps", "duration"])
    }
}
