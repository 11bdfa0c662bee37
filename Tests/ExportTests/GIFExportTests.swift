import Foundation
import Animation
import Render
import Scene
import Testing
import TestSupport
@testable import Export

@Suite struct GIFExportTests {
    /// Delays are whole 1/100 s starting at round(n × 100 / fps): 30 fps gives 3,3,4,3,3,4 …
    @Test func delaysAddUpToTheSceneDuration() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.gif")
        let scene = TestScenes.movingSquare(fps: 30, duration: 0.4)
        try Exporter.export(scene: scene, to: path)
        let info = try MediaProbe.inspect(path)
        #expect(info.frameCount == 12)
        let delays = info.frameDurations.map { Int(($0 * 100).rounded()) }
        let starts: [Int] = (0...12).map { n in Int((Double(n) * 100 / 30).rounded()) }
        let expected: [Int] = (0..<12).map { n in starts[n + 1] - starts[n] }
        #expect(delays == expected)
        #expect(abs(info.totalDuration - 0.4) <= 0.01)
        #expect(info.loopCount == 0, "plays forever by default")
    }

    /// The palette pass keeps the frames it drew, so each is drawn once; with no room to keep
    /// them the mapping pass draws them again, and the file is the same.
    @Test func keptFramesAreDrawnOnceAndWriteTheSameFile() throws {
        let directory = TemporaryDirectory()
        let scene = TestScenes.movingSquare(background: Color(red8: 0, green8: 171, blue8: 243), duration: 0.3)
        let kept = try Exporter.export(scene: scene, to: directory.file("kept.gif"))
        var plan = try ExportPlan(scene: scene, path: directory.file("drawn.gif"), options: ExportOptions())
        var export = GIFExport(plan: plan, path: directory.file("drawn.gif"))
        export.keepingBudget = 0
        let drawn = try export.run(pipeline: RenderPipeline(scene: plan.scene, frames: plan.frames, jobs: 2), progress: nil, notices: &plan.notices)
        #expect(kept.framesRendered == kept.framesWritten && kept.framesWritten > 1)
        #expect(drawn.framesRendered == 2 * kept.framesRendered)
        let a = FileManager.default.contents(atPath: directory.file("kept.gif"))
        #expect(a != nil && a == FileManager.default.contents(atPath: directory.file("drawn.gif")))
    }

    /// Ordered dithering maps each pixel by its own colour and place only: a change in one
    /// corner leaves every other pixel's index alone (error diffusion would carry it along the
    /// row and below), so the GIF encoder stores only the corner. Flat colours the palette
    /// holds exactly are never dithered.
    @Test func aPixelThatDoesNotChangeKeepsItsIndex() throws {
        let width = 48, height = 32
        func image(corner: UInt8) -> StraightImage {
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    // A flat red band the palette holds, a flat grey between two of its greys, a ramp.
                    let value = x < 8 ? (200, 20, 20) : x < 16 ? (136, 136, 136) : (x * 5, x * 5, y * 7)
                    (pixels[i], pixels[i + 1], pixels[i + 2]) = (UInt8(value.0), UInt8(value.1), UInt8(value.2))
                    if x < 4 && y < 4 { (pixels[i], pixels[i + 1], pixels[i + 2]) = (corner, corner, corner) }
                }
            }
            return StraightImage(width: width, height: height, pixels: pixels)
        }
        var entries = [UInt32](repeating: 0xFF00_0000, count: 256)
        entries[0] = 0xFFC8_1414
        for k in 1..<16 { entries[k] = 0xFF00_0000 | UInt32(k * 16) << 16 | UInt32(k * 16) << 8 | UInt32(k * 16) }
        let mapper = PaletteMapper(palette: GIFPalette(entries: entries, usedCount: 16), dithering: 1, keepsAlpha: false)
        let before = mapper.map(image(corner: 0)), after = mapper.map(image(corner: 255))
        let changed = (0..<(width * height)).filter { before.indices[$0] != after.indices[$0] }
        #expect(!changed.isEmpty && changed.allSatisfy { $0 % width < 4 && $0 / width < 4 })
        #expect((0..<height).allSatisfy { y in (4..<8).allSatisfy { before.indices[y * width + $0] == 0 } }, "the flat band is one entry")
        let grey = Set((0..<height).flatMap { y in (8..<16).map { before.indices[y * width + $0] } })
        #expect(grey == [8, 9], "grey 136, between entries 128 and 144, is dithered between them")
    }

    /// The shared palette goes over every frame twice; progress says so instead of counting double.
    @Test func progressReportsBothPassesOverTheSceneFrames() throws {
        let directory = TemporaryDirectory()
        let scene = TestScenes.movingSquare(fps: 30, duration: 0.2)
        var all: [RenderProgress] = []
        try Exporter.export(scene: scene, to: directory.file("a.gif")) { all.append($0) }
        #expect(all.allSatisfy { $0.frameCount == 6 && $0.passCount == 2 })
        #expect(all.filter { $0.pass == 1 }.map(\.framesDone) == Array(1...6))
        #expect(all.filter { $0.pass == 2 }.map(\.framesDone) == Array(1...6))
        #expect(all.last?.isComplete == true)
        #expect(all.filter(\.isComplete).count == 1)
    }

    @Test(arguments: [(1, 1), (3, 3)])
    func loopCountIsStored(plays: Int, expected: Int) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.gif")
        try Exporter.export(scene: TestScenes.movingSquare(duration: 0.1), to: path, options: ExportOptions(loopCount: plays))
        #expect(try MediaProbe.inspect(path).loopCount == expected)
    }

    @Test func frameRatesOver50AreLoweredWithANotice() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.gif")
        let scene = TestScenes.movingSquare(size: Size(width: 160, height: 48), fps: 60, duration: 0.5)
        let result = try Exporter.export(scene: scene, to: path)
        #expect(result.notices.contains(.gifFrameRateLowered(from: 60, to: 50)))
        let info = try MediaProbe.inspect(path)
        #expect(info.frameCount == 25)
        #expect(info.frameDurations.allSatisfy { abs($0 - 0.02) < 1e-9 })
        #expect(abs(info.totalDuration - 0.5) <= 0.01)
    }

    /// A square that moves for 0.2 s then rests for 0.8 s: the resting frames become one frame
    /// whose delay covers them all, and the total stays the scene's duration.
    @Test func identicalConsecutiveFramesAreMerged() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.gif")
        var scene = TestScenes.movingSquare(fps: 20, duration: 0.2)
        scene.duration = 1
        let result = try Exporter.export(scene: scene, to: path)
        #expect(result.framesWritten == 20)
        let info = try MediaProbe.inspect(path)
        #expect(info.frameCount == 5, "4 moving frames and one held frame")
        #expect(abs(info.frameDurations.last! - 0.8) < 1e-9)
        #expect(abs(info.totalDuration - 1) <= 0.01)
    }

    @Test func transparentBackgroundIsBinaryTransparency() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.gif")
        try Exporter.export(scene: TestScenes.movingSquare(background: .clear), to: path)
        let info = try MediaProbe.inspect(path, keepFrames: [0, 10])
        for n in [0, 10] {
            let frame = try #require(info.frames[n])
            #expect(frame.rgba(x: 63, y: 0).a == 0, "frame \(n): background stays transparent")
            let x = 8 + 4 * n
            let square = frame.rgba(x: x, y: 24)
            #expect(square.a == 255 && square.r < 8, "frame \(n): the square is opaque black at x=\(x), got \(square)")
            // Where the square was in frame 0, frame 10 shows the background again.
            if n == 10 { #expect(frame.rgba(x: 4, y: 24).a == 0) }
        }
    }

    @Test func perFramePalettesDecodeBack() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.gif")
        try Exporter.export(scene: TestScenes.movingSquare(fps: 20, duration: 0.3), to: path, options: ExportOptions(perFramePalettes: true))
        let info = try MediaProbe.inspect(path, keepFrames: [5])
        #expect(info.frameCount == 6)
        let pixel = try #require(info.frames[5]).rgba(x: 8 + 4 * 5, y: 24)
        #expect(pixel.r < 8 && pixel.g < 8 && pixel.b < 8)
    }

    /// One shared palette lets FFmpeg store only the changed rectangle of each frame; a square
    /// that changes colour gives every frame a different palette of its own.
    @Test func sharedPaletteIsSmallerThanPerFramePalettes() throws {
        let directory = TemporaryDirectory()
        var scene = TestScenes.movingSquare(background: Color(red8: 0, green8: 171, blue8: 243), size: Size(width: 160, height: 90), duration: 0.5)
        scene.layers[0].animations.append(.basic(BasicAnimation<PropertyValue>(
            keyPath: "backgroundColor", fromValue: .color(Color(red8: 255, green8: 0, blue8: 0)), toValue: .color(Color(red8: 0, green8: 255, blue8: 0)),
            timing: MediaTiming(duration: 0.5, fillMode: .both))))
        try Exporter.export(scene: scene, to: directory.file("shared.gif"))
        try Exporter.export(scene: scene, to: directory.file("per-frame.gif"), options: ExportOptions(perFramePalettes: true))
        let shared = try FileManager.default.attributesOfItem(atPath: directory.file("shared.gif"))[.size] as! Int
        let perFrame = try FileManager.default.attributesOfItem(atPath: directory.file("per-frame.gif"))[.size] as! Int
        #expect(shared * 2 < perFrame, "shared \(shared) bytes, per-frame \(perFrame) bytes")
    }

    @Test func twoRendersAreByteIdentical() throws {
        let directory = TemporaryDirectory()
        let scene = TestScenes.movingSquare(background: Color(red8: 0, green8: 171, blue8: 243), duration: 0.3)
        try Exporter.export(scene: scene, to: directory.file("a.gif"), options: ExportOptions(jobs: 1))
        try Exporter.export(scene: scene, to: directory.file("b.gif"), options: ExportOptions(jobs: 2))
        let a = FileManager.default.contents(atPath: directory.file("a.gif"))
        #expect(a != nil && a == FileManager.default.contents(atPath: directory.file("b.gif")))
    }
}
