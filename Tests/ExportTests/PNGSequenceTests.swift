import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Export

@Suite struct PNGSequenceTests {
    @Test func oneNumberedFilePerFrame() throws {
        let directory = TemporaryDirectory()
        let result = try Exporter.export(scene: TestScenes.movingSquare(fps: 10, duration: 0.3), to: directory.file("shot.png"))
        #expect(result.format == .pngSequence)
        #expect(directory.contents == ["shot_00000.png", "shot_00001.png", "shot_00002.png"])
        for n in 0..<3 {
            let frame = try Frame(contentsOfPNG: directory.file("shot_0000\(n).png"))
            #expect(frame.width == 64 && frame.height == 48)
            let square = frame.rgba(x: 8 + 4 * n, y: 24)
            #expect(square.r == 0 && square.a == 255, "frame \(n): the square, got \(square)")
            #expect(frame.rgba(x: 60, y: 4).r == 255, "white background")
        }
    }

    @Test func aNewDirectoryIsCreatedWholeAndARangeKeepsFrameNumbers() throws {
        let directory = TemporaryDirectory()
        let target = directory.file("frames") + "/"
        try Exporter.export(scene: TestScenes.movingSquare(fps: 10, duration: 0.5), to: target, options: ExportOptions(frameRange: 2..<4))
        #expect(directory.contents == ["frames"])
        #expect((try FileManager.default.contentsOfDirectory(atPath: target)).sorted() == ["frame_00002.png", "frame_00003.png"])
    }

    @Test func pngsAreByteIdenticalAcrossRenders() throws {
        let directory = TemporaryDirectory()
        let scene = TestScenes.movingSquare(fps: 10, duration: 0.2)
        try Exporter.export(scene: scene, to: directory.file("a.png"), options: ExportOptions(jobs: 1))
        try Exporter.export(scene: scene, to: directory.file("b.png"), options: ExportOptions(jobs: 2))
        for n in 0...1 {
            let a = FileManager.default.contents(atPath: directory.file("a_0000\(n).png"))
            let b = FileManager.default.contents(atPath: directory.file("b_0000\(n).png"))
            #expect(a != nil && a == b)
        }
    }
}
