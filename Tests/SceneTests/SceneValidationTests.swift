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

/// Slides written with times from each slide's start.
@Suite struct SlideShowTests {
    @Test func slidesFollowEachOtherAndTheirContentIsTimedFromTheirStart() {
        var show = SlideShow(width: 100, height: 50)
        show.slide("One", lasting: 2) {
            Layer().id("a").opacity(0.5)
        }
        show.slide("Two", lasting: 3, notes: "second", transition: 0.5) {
            Layer().id("b").animate(\.opacity, from: 0, to: 1, at: 1, duration: 1, fill: .both)
        }
        let scene = show.scene
        #expect(scene.duration == 5)
        #expect(scene.slides.map(\.start) == [0, 2] && scene.slides.map(\.title) == ["One", "Two"] && scene.slides[1].notes == "second")
        // Slide one shows from 0 to 2 only; slide two fades in over 0.5 s from 2.
        #expect(scene.layers[0].presented(at: 1).opacity == 1 && scene.layers[0].presented(at: 2.5).opacity == 0)
        #expect(scene.layers[1].presented(at: 1).opacity == 0)
        #expect(abs(scene.layers[1].presented(at: 2.25).opacity - 0.5) < 1e-9)
        #expect(scene.layers[1].presented(at: 4).opacity == 1)
        // Its content's animation at 1 s from the slide's start is at 3 s in the scene.
        let content = scene.layers[1].sublayers[0]
        #expect(content.presented(at: 3).opacity == 0 && abs(content.presented(at: 3.5).opacity - 0.5) < 1e-9)
        #expect(scene.validate().isEmpty)
    }
}
