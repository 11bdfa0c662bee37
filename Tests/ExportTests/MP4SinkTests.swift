import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Export

@Suite struct MP4SinkTests {
    func solidScene(_ color: Color, size: Size = Size(width: 64, height: 48), fps: Double = 30, duration: Double = 1) -> Scene {
        Scene(size: size, fps: fps, duration: duration, background: color)
    }

    func render(_ scene: Scene, to path: String) throws {
        let (width, height) = try Renderer.frameSize(for: scene)
        let sink = try MP4Sink(path: path, width: width, height: height, fps: scene.fps, padColor: scene.background)
        try RenderPipeline(scene: scene).run(into: sink)
    }

    @Test func decodedFileHasTheStreamPropertiesAndFrameCount() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("out.mp4")
        try render(solidScene(.white, fps: 24, duration: 1.5), to: path)
        let info = try MediaProbe.inspect(path)
        #expect(info.codecName == "h264")
        #expect(info.pixelFormat == "yuv420p")
        #expect(info.width == 64 && info.height == 48)
        #expect(info.frameRate == 24)
        #expect(info.frameCount == 36)
        #expect(info.colorSpace == "bt709" && info.colorPrimaries == "bt709" && info.colorTransfer == "bt709")
        #expect(info.colorRange == "tv")
        #expect(abs(info.frameTimes.last! - 35.0 / 24) < 1e-6)
        #expect(directory.contents == ["out.mp4"], "no temporary file left beside the output")
    }

    @Test(arguments: [(255, 0, 0), (0, 171, 243)])
    func colourSurvivesTheRoundTrip(red: Int, green: Int, blue: Int) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("solid.mp4")
        try render(solidScene(Color(red8: red, green8: green, blue8: blue), duration: 0.2), to: path)
        let info = try MediaProbe.inspect(path, keepFrames: [0])
        let pixel = try #require(info.frames[0]).rgba(x: 32, y: 24)
        #expect(abs(Int(pixel.r) - red) <= 4 && abs(Int(pixel.g) - green) <= 4 && abs(Int(pixel.b) - blue) <= 4,
                "decoded \(pixel) for \(red),\(green),\(blue)")
    }

    @Test func oddSizesArePaddedToEven() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("odd.mp4")
        try render(solidScene(.black, size: Size(width: 33, height: 21), duration: 0.1), to: path)
        let info = try MediaProbe.inspect(path)
        #expect(info.width == 34 && info.height == 22)
    }

    @Test func aMissingDirectoryIsAnErrorBeforeAnyWork() {
        #expect(throws: ExportError.self) {
            _ = try MP4Sink(path: "/nonexistent-dir/x.mp4", width: 10, height: 10, fps: 30)
        }
    }

    @Test func twoRendersAreByteIdentical() throws {
        let directory = TemporaryDirectory()
        var scene = solidScene(.white, duration: 0.5)
        scene.layers = [Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 20, y: 20), backgroundColor: .black)]
        try render(scene, to: directory.file("a.mp4"))
        try render(scene, to: directory.file("b.mp4"))
        let a = try Data(contentsOf: URL(fileURLWithPath: directory.file("a.mp4")))
        let b = try Data(contentsOf: URL(fileURLWithPath: directory.file("b.mp4")))
        #expect(a == b)
    }
}
