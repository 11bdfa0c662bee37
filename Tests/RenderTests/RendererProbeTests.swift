import Foundation
import Animation
import Scene
import Testing
@testable import Render

/// Analytic probes: pixels whose exact value is known.
@Suite struct RendererProbeTests {
    func strokeScene(strokeEnd: Double) -> Scene {
        let shape = ShapeContent(path: try! SVGPathParser.parse("M 10 10 L 90 10"), fillColor: nil, strokeColor: .black, lineWidth: 4, strokeEnd: strokeEnd)
        return Scene(size: Size(width: 100, height: 20), duration: 1, background: .white, layers: [Layer(content: .shape(shape))])
    }

    /// The x of the last column whose pixel on the line's row is at least half covered.
    func lastDrawnColumn(_ frame: Frame, row: Int) -> Int? {
        (0..<frame.width).last { frame.rgba(x: $0, y: row).r < 128 }
    }

    @Test func halfStrokeEndCoversHalfTheLength() throws {
        let frame = try Renderer().render(strokeScene(strokeEnd: 0.5), at: 0)
        // The line runs from x = 10 to 90; half of it ends at x = 50 (butt cap).
        let last = try #require(lastDrawnColumn(frame, row: 10))
        #expect(abs(Double(last + 1) - 50) <= 1)
        #expect(frame.rgba(x: 30, y: 10).r == 0)
        #expect(frame.rgba(x: 70, y: 10).r == 255)
    }

    @Test func fullStrokeReachesTheEnd() throws {
        let frame = try Renderer().render(strokeScene(strokeEnd: 1), at: 0)
        #expect(lastDrawnColumn(frame, row: 10) == 89)
    }

    @Test func halfOpacityBlackOverWhiteReads127Or128() throws {
        let square = Layer(
            bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 50, y: 50), opacity: 0.5,
            backgroundColor: .black)
        let scene = Scene(size: Size(width: 100, height: 100), duration: 1, background: .white, layers: [square])
        let frame = try Renderer().render(scene, at: 0)
        let pixel = frame.rgba(x: 50, y: 50)
        #expect([127, 128].contains(pixel.r) && pixel.r == pixel.g && pixel.g == pixel.b)
        #expect(frame.rgba(x: 5, y: 5).r == 255)
        // The square spans 40..<60 around its position (anchor at the centre).
        #expect(frame.rgba(x: 40, y: 40).r < 200 && frame.rgba(x: 39, y: 40).r == 255 && frame.rgba(x: 60, y: 50).r == 255)
    }

    @Test func oversizedCanvasIsAnErrorNotACrash() {
        let scene = Scene(size: Size(width: 16384, height: 16384), duration: 1)
        #expect(throws: RenderError.canvasTooLarge(width: 16384, height: 16384, limit: 16383)) {
            try Renderer().render(scene, at: 0)
        }
    }

    @Test func pngRoundTripKeepsStraightAlpha() throws {
        var frame = Frame(width: 2, height: 1)
        frame.pixels = [0, 0, 128, 128, 255, 255, 255, 255]  // half-transparent red (premultiplied), opaque white
        let path = "/tmp/reel-render-test-\(UInt32.random(in: 0...UInt32.max)).png"
        let data = try frame.pngData()
        try data.write(to: .init(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try Frame(contentsOfPNG: path)
        #expect(read.rgba(x: 0, y: 0) == (255, 0, 0, 128))
        #expect(read.rgba(x: 1, y: 0) == (255, 255, 255, 255))
    }
}
