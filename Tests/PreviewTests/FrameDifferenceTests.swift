@testable import Preview
import Render
import Scene
import Testing

/// A played frame's patch is the rectangle where it differs from the frame before: drawn over
/// that frame, it gives exactly the new frame.
@Suite struct FrameDifferenceTests {
    /// A 10×10 black square centred at `center` on white.
    func frame(squareAt center: Point) throws -> Frame {
        var square = Layer(id: "square", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: center)
        square.content = .shape(ShapeContent(path: .roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), fillColor: .black))
        let scene = Scene(size: Size(width: 64, height: 48), duration: 1, background: .white, layers: [square])
        return try Renderer().render(scene, at: 0)
    }

    @Test func thePatchCoversBothPlacesAndRebuildsTheNewFrame() throws {
        let old = try frame(squareAt: Point(x: 25, y: 25)), new = try frame(squareAt: Point(x: 35, y: 30))
        let rect = try #require(FrameDifference.changedRect(from: old, to: new))
        // The square left 20…30 × 20…30 and now covers 30…40 × 25…35.
        #expect(rect == PixelRect(x: 20, y: 20, width: 20, height: 15))
        let patch = FrameDifference.crop(new, to: rect)
        #expect(patch.width == 20 && patch.height == 15)
        var rebuilt = old
        for row in 0..<rect.height {
            for column in 0..<rect.width * 4 {
                rebuilt.pixels[(rect.y + row) * rebuilt.stride + rect.x * 4 + column] = patch.pixels[row * patch.stride + column]
            }
        }
        #expect(rebuilt == new)
    }

    @Test func equalFramesHaveNoPatch() throws {
        #expect(FrameDifference.changedRect(from: try frame(squareAt: Point(x: 25, y: 25)), to: try frame(squareAt: Point(x: 25, y: 25))) == nil)
    }

    @Test func aChangeInTheLastPixelIsFound() throws {
        let old = try frame(squareAt: Point(x: 25, y: 25))
        var new = old
        new.pixels[new.pixels.count - 1] = 7
        #expect(FrameDifference.changedRect(from: old, to: new) == PixelRect(x: 63, y: 47, width: 1, height: 1))
    }

    @Test func aRenderedFrameIsRenderedOncePerKey() throws {
        let frames = RenderedFrames(budget: 1 << 20)
        var renders = 0
        let first = try frames.frame(sceneVersion: 1, at: 0.5) { renders += 1; return try frame(squareAt: Point(x: 25, y: 25)) }
        let second = try frames.frame(sceneVersion: 1, at: 0.5) { renders += 1; return try frame(squareAt: Point(x: 35, y: 30)) }
        #expect(renders == 1 && first == second)
        // A newer scene version renders again.
        _ = try frames.frame(sceneVersion: 2, at: 0.5) { renders += 1; return first }
        #expect(renders == 2)
    }

    @Test func aFailedRenderIsThrownAndNotKept() throws {
        struct Failure: Error {}
        let frames = RenderedFrames(budget: 1 << 20)
        #expect(throws: Failure.self) { try frames.frame(sceneVersion: 1, at: 0) { throw Failure() } }
        var renders = 0
        _ = try frames.frame(sceneVersion: 1, at: 0) { renders += 1; return try frame(squareAt: Point(x: 25, y: 25)) }
        #expect(renders == 1)
    }
}
