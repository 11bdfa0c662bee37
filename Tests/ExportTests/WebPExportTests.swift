import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Export

/// Animated WebP, read back from its RIFF chunks, single frames decoded with FFmpeg.
@Suite struct WebPExportTests {
    @Test func animationHasTheSceneSizeDurationAndLoop() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.webp")
        try Exporter.export(scene: TestScenes.movingSquare(fps: 20, duration: 0.5), to: path, options: ExportOptions(loopCount: 2))
        let webp = try WebPFile(path: path)
        #expect(webp.isAnimated)
        #expect(webp.canvasWidth == 64 && webp.canvasHeight == 48)
        #expect(webp.loopCount == 2)
        #expect(webp.frames.count == 10)
        #expect(webp.frames.map(\.duration).reduce(0, +) == 500, "\(webp.frames.map(\.duration))")
        #expect(directory.contents == ["a.webp"])
    }

    @Test(arguments: [(255, 0, 0), (0, 171, 243)])
    func solidColourSurvivesTheRoundTrip(red: Int, green: Int, blue: Int) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.webp")
        try Exporter.export(scene: TestScenes.solid(Color(red8: red, green8: green, blue8: blue), duration: 0.1), to: path)
        let webp = try WebPFile(path: path)
        try webp.writeStill(frame: 0, to: directory.file("still.webp"))
        let pixel = try #require(MediaProbe.inspect(directory.file("still.webp"), keepFrames: [0]).frames[0]).rgba(x: 32, y: 24)
        #expect(abs(Int(pixel.r) - red) <= 4 && abs(Int(pixel.g) - green) <= 4 && abs(Int(pixel.b) - blue) <= 4, "decoded \(pixel)")
    }

    /// libwebp stores only the opaque square; the rest of the canvas stays transparent (the
    /// animation decoder starts each key frame from a transparent canvas).
    @Test func transparentBackgroundStaysUncovered() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.webp")
        let result = try Exporter.export(scene: TestScenes.movingSquare(background: .clear, fps: 10, duration: 0.2), to: path)
        #expect(result.notices.isEmpty)
        let webp = try WebPFile(path: path)
        let first = try #require(webp.frames.first)
        #expect((first.x, first.y, first.width, first.height) == (0, 16, 16, 16))
        try webp.writeStill(frame: 0, to: directory.file("still.webp"))
        let square = try #require(MediaProbe.inspect(directory.file("still.webp"), keepFrames: [0]).frames[0]).rgba(x: 8, y: 8)
        #expect(square.a == 255 && square.r <= 4, "\(square)")
    }

    /// A semi-transparent background must be stored with alpha.
    @Test func translucentPixelsKeepTheirAlpha() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.webp")
        try Exporter.export(scene: TestScenes.solid(Color(red8: 255, green8: 0, blue8: 0, alpha: 0.5), duration: 0.1), to: path)
        let webp = try WebPFile(path: path)
        #expect(webp.hasAlpha)
        try webp.writeStill(frame: 0, to: directory.file("still.webp"))
        let pixel = try #require(MediaProbe.inspect(directory.file("still.webp"), keepFrames: [0]).frames[0]).rgba(x: 32, y: 24)
        #expect(abs(Int(pixel.a) - 128) <= 4 && pixel.r >= 250, "\(pixel)")
    }
}
