import Foundation
import Scene
import Testing
import TestSupport
@testable import SceneFile

/// A scene laid out again on another canvas (`reel … --size` in another shape): frames in
/// percentages and charts without a frame follow it, frames in points stay.
@Suite struct CanvasLayoutTests {
    func load(_ layers: String, canvas: Size?) throws -> LoadedScene {
        let directory = TemporaryDirectory()
        let path = directory.file("s.yaml")
        try "size: [200, 100]\nduration: 1\nlayers:\n\(layers)".write(toFile: path, atomically: true, encoding: .utf8)
        return try SceneDecoder.load(contentsOf: path, measuring: FixedTextMetrics(), canvas: canvas)
    }

    @Test func percentagesAndFramelessChartsFollowTheCanvasAndPointsStay() throws {
        let tall = Size(width: 200, height: 400)
        let percent = try load("  - {frame: [50%, 10%, 50%, 80%]}\n  - {frame: [0, 0, 20, 20]}\n", canvas: tall)
        #expect(percent.followsCanvas && percent.scene.size == tall)
        #expect(percent.scene.layers[0].bounds.size == Size(width: 100, height: 320))
        #expect(percent.scene.layers[0].position == Point(x: 150, y: 200))
        #expect(percent.scene.layers[1].bounds.size == Size(width: 20, height: 20))
        let chart = try load("  - {type: bar-chart, values: [1, 2, 3]}\n", canvas: tall)
        #expect(chart.followsCanvas && chart.scene.layers[0].bounds.size == tall)
        // A scene in points only says it does not follow (the command line then scales it to fit).
        let points = try load("  - {frame: [0, 0, 20, 20]}\n  - {type: bar-chart, frame: [0, 0, 200, 100], values: [1]}\n", canvas: nil)
        #expect(!points.followsCanvas && points.scene.size == Size(width: 200, height: 100))
    }

    @Test func aFrameByOrientationTakesTheRectangleOfTheCanvasShape() throws {
        let layer = "  - {frame: {landscape: [0, 0, 50%, 100%], portrait: [0, 50%, 100%, 50%]}}\n"
        let wide = try load(layer, canvas: nil)
        #expect(wide.followsCanvas && wide.scene.layers[0].bounds.size == Size(width: 100, height: 100))
        #expect(wide.scene.layers[0].position == Point(x: 50, y: 50))
        let tall = try load(layer, canvas: Size(width: 200, height: 400))
        #expect(tall.scene.layers[0].bounds.size == Size(width: 200, height: 200))
        #expect(tall.scene.layers[0].position == Point(x: 100, y: 300))
    }

    @Test(arguments: [
        ("{frame: {landscape: [0, 0, 10, 10]}}", "`portrait` is missing"),
        ("{frame: {landscape: [0, 0, 10, 10], portrait: [0, 0, 10, 10], portait: [0, 0, 1, 1]}}", "did you mean 'portrait'?"),
        ("{frame: {landscape: [0, 0, 10, 10], portrait: [0, 0, -1, 10]}}", "negative width"),
    ])
    func aFrameByOrientationWithAMistakeSaysWhichAndWhere(_ layer: String, _ expected: String) throws {
        do {
            _ = try load("  - \(layer)\n", canvas: nil)
            Issue.record("\(layer) was accepted")
        } catch {
            let problems = (error as? SceneFileError)?.diagnostics ?? []
            #expect(problems.count == 1, "\(problems)")
            #expect(problems.first.map { "\($0)".contains(expected) && "\($0)".contains("s.yaml:4:") } == true, "\(problems)")
        }
    }
}
