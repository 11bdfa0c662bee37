import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import Export

/// Every format, encoded and decoded back with libavformat/libavcodec.
@Suite struct FormatRoundTripTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var options = ExportOptions()
        var codec: String
        var pixelFormat: String
        /// FFmpeg decodes ProRes 4444 to 12 bits whatever was encoded: check the profile instead.
        var profile: String?
        var colourTagged = true
        var decoder: String?
        var description: String { file + (options.codec.map { " " + $0.rawValue } ?? "") }
    }

    static let opaqueCases: [Case] = [
        Case(file: "a.mp4", codec: "h264", pixelFormat: "yuv420p"),
        Case(file: "a.mp4", options: ExportOptions(codec: .hevc, quality: .draft), codec: "hevc", pixelFormat: "yuv420p"),
        Case(file: "a.mp4", options: ExportOptions(chroma: .yuv444p), codec: "h264", pixelFormat: "yuv444p"),
        Case(file: "a.webm", options: ExportOptions(quality: .draft), codec: "vp9", pixelFormat: "yuv420p"),
        Case(file: "a.mov", codec: "prores", pixelFormat: "yuv444p12le", profile: "4444"),
        Case(file: "a.apng", codec: "apng", pixelFormat: "rgb24", colourTagged: false),
        Case(file: "a.gif", codec: "gif", pixelFormat: "bgra", colourTagged: false),
    ]

    @Test(arguments: opaqueCases)
    func decodedStreamMatchesTheScene(_ c: Case) throws {
        let directory = TemporaryDirectory()
        let path = directory.file(c.file)
        let scene = TestScenes.movingSquare(fps: 24, duration: 0.5)
        let result = try Exporter.export(scene: scene, to: path, options: c.options)
        #expect(result.framesWritten == 12)
        let info = try MediaProbe.inspect(path, decoder: c.decoder)
        #expect(info.codecName == c.codec)
        #expect(c.codec == "gif" || info.pixelFormat == c.pixelFormat)
        #expect(info.decodedPixelFormat == c.pixelFormat)
        if let profile = c.profile { #expect(info.profile == profile) }
        #expect(info.width == 64 && info.height == 48)
        #expect(info.frameCount == 12)
        #expect(c.codec == "gif" || info.frameRate == 24, "declared \(info.frameRate) fps")
        let expectedTimes = (0..<12).map { Double($0) / 24 }
        let times = info.frameTimes
        #expect(zip(times, expectedTimes).allSatisfy { abs($0 - $1) <= 0.01 }, "\(times)")
        if c.colourTagged {
            #expect(info.colorSpace == "bt709" && info.colorPrimaries == "bt709" && info.colorTransfer == "bt709")
            #expect(info.colorRange == "tv")
        }
        #expect(directory.contents == [c.file], "no temporary file left beside the output")
    }

    @Test(arguments: [(255, 0, 0), (0, 171, 243)], ["mp4", "webm", "mov", "gif", "apng", "png"])
    func solidColourSurvivesTheRoundTrip(rgb: (Int, Int, Int), ext: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("solid.\(ext)")
        let (red, green, blue) = rgb
        try Exporter.export(scene: TestScenes.solid(Color(red8: red, green8: green, blue8: blue), duration: 0.1), to: path)
        let decoded = ext == "png" ? directory.file("solid_00000.png") : path
        let info = try MediaProbe.inspect(decoded, keepFrames: [0])
        let pixel = try #require(info.frames[0]).rgba(x: 32, y: 24)
        #expect(abs(Int(pixel.r) - red) <= 4 && abs(Int(pixel.g) - green) <= 4 && abs(Int(pixel.b) - blue) <= 4,
                "\(ext): decoded \(pixel) for \(red),\(green),\(blue)")
    }
}
