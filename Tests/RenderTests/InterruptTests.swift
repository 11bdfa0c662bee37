import Foundation
import Render
import Scene
import Testing

/// A render stops part-way through a slow frame when asked: the question is asked inside the
/// long work (the rows of a shadow blur), not only between layers.
@Suite struct InterruptTests {
    /// Counts the questions and answers "stop" from the `after`-th on.
    final class StopAfter: @unchecked Sendable {
        let after: Int
        var asked = 0
        init(after: Int) { self.after = after }
        func ask() -> Bool { asked += 1; return asked >= after }
    }

    static func shadowedScene() -> Scene {
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: 200, height: 120), position: Point(x: 160, y: 120), backgroundColor: .black)
        layer.shadowOpacity = 1
        layer.shadowRadius = 60
        return Scene(size: Size(width: 320, height: 240), duration: 1, layers: [layer])
    }

    @Test func aWideBlurAsksWhetherToStopAsItGoes() throws {
        let renderer = Renderer()
        let counter = StopAfter(after: .max)
        renderer.shouldStop = counter.ask
        _ = try renderer.render(Self.shadowedScene(), at: 0)
        // One question per layer would be 1; the blur asks once a row, in both passes.
        #expect(counter.asked > 100, "asked \(counter.asked) times")
    }

    @Test func aStopInsideTheBlurEndsTheFrame() throws {
        let renderer = Renderer()
        let counter = StopAfter(after: 50)
        renderer.shouldStop = counter.ask
        #expect(throws: RenderError.interrupted) { try renderer.render(Self.shadowedScene(), at: 0) }
        #expect(counter.asked == 50, "it stopped at the first 'yes'")
        // The renderer still draws the next frame whole.
        renderer.shouldStop = nil
        let frame = try renderer.render(Self.shadowedScene(), at: 0)
        #expect(frame.rgba(x: 160, y: 120).r < 10)
    }
}
